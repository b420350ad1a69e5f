import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until no finite animation or transition runs (a notice fading out, a dialog growing):
 * mid-fade, a text is blended with what is behind it and its contrast is not the one a person
 * reads. Endless ones (progress indicators) never finish and are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity || animation.playState !== 'running'), undefined, {
    timeout: 10_000,
  });
}

async function seriousViolations(page: Page) {
  await settleTransitions(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Runs axe-core on the current page (WCAG 2.0/2.1 A and AA, plus best practices) once its
 * transitions are over, and fails when any violation is serious or critical, listing each one
 * with the elements it hit. A transition that starts during the scan (a notice's time is up)
 * can blend colours, so a page with findings is scanned once more after it settles again.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  let blocking = await seriousViolations(page);
  if (blocking.length > 0) blocking = await seriousViolations(page);
  const report = blocking
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.map(String).join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  expect(blocking, `axe-core found serious or critical violations:\n${report}`).toHaveLength(0);
}
