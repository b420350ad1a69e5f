import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core from node_modules, injected as a file: no network, same version as package-lock.
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core on the current page (WCAG 2.0/2.1 A and AA, plus best practices) and fails
 * when any violation is serious or critical, listing each one with the elements it hit.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (rightly) refuses
  // an inline <script>, and it does not govern the test tool.
  if (!alreadyLoaded) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
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
