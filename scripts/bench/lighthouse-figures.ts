// Figures 9 and 10: Lighthouse 12 (its default config = the mobile preset, simulated
// throttling) on the sign-in page of the built app, driving Debian's Chromium through
// chrome-launcher. A fresh browser per run.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Failed accessibility audits and the slowest performance metrics, to say what to fix. */
  notes: string[];
}

export async function runLighthouse(url: string, chromePath: string, flags: readonly string[]): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath,
    // The e2e flags, with the new headless mode (Lighthouse needs a real page target).
    chromeFlags: [...flags.filter((flag) => flag !== '--headless'), '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const notes: string[] = [];
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notes.push(`a11y: ${audit.id}`);
    }
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      const audit = lhr.audits[id];
      if (audit && audit.score !== null && audit.score < 0.9) notes.push(`perf: ${id} ${audit.displayValue ?? ''}`.trim());
    }
    return { performance: score('performance'), accessibility: score('accessibility'), notes };
  } finally {
    chrome.kill();
  }
}
