import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the current page (WCAG 2.0/2.1 A and AA, plus best practices) and fails
 * when any violation is serious or critical, listing each one with the elements it hit.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
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
