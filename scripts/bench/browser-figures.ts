// Figures measured in Chromium (Playwright driving Debian's chromium with the launch options
// of playwright.config.ts) against the production build served by vite preview:
//   1 JS loaded by the sign-in page, 4 rendering the validator results, 6 sign-in to the batch
//   table, 7 documents fetched when switching pages, 8 documents resent on a second visit.
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { BENCH_LEADER, BENCH_PASSWORD, type PastedCodes } from './bench-data.ts';
import { describeJs, type JsFile } from './bundle.ts';

const SIGN_IN_PATH = '/iniciar-sesion';
const BATCH_TITLE = 'Códigos por lote';
const VALID_TITLE = 'Códigos válidos';
const INVALID_TITLE = 'Códigos no válidos';
const TIMEOUT_MS = 120_000;
/** How long to wait for the batch table: ten times its budget, then the figure fails. */
export const BATCH_TABLE_TIMEOUT_MS = 30_000;

export interface ListenerStats {
  snapshots: number;
  serverDocChanges: number;
  cacheDocChanges: number;
  fromCache: boolean;
}

export interface SignInPageJs {
  gzipBytes: number;
  files: JsFile[];
}

export async function launchBrowser(): Promise<Browser> {
  // The e2e tests' Chromium settings: Debian's binary and its flags (never a downloaded browser).
  const config = (await import('../../playwright.config.ts')).default;
  const launchOptions = config.use?.launchOptions as LaunchOptions;
  return chromium.launch({ ...launchOptions, timeout: 60_000 });
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  // A fresh context: empty HTTP cache, IndexedDB and auth state (a cold first visit).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
  context.setDefaultTimeout(TIMEOUT_MS);
  return context;
}

/** Figure 1, one run: every JavaScript response of a cold load of the sign-in page. */
export async function measureSignInPageJs(browser: Browser, appUrl: string): Promise<SignInPageJs> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const pending: Promise<JsFile | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (!isScript || url.origin !== new URL(appUrl).origin) return;
      pending.push(response.body().then((body) => describeJs(url.pathname.replace(/^\//, ''), body)).catch(() => null));
    });
    await page.goto(`${appUrl}${SIGN_IN_PATH}`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    // Lazy chunks the page pulls in after its first render (e.g. on idle) count too.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const files = (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
    return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files: files.sort((a, b) => b.gzipBytes - a.gzipBytes) };
  } finally {
    await context.close();
  }
}

async function fillSignIn(page: Page, appUrl: string, email = BENCH_LEADER.email): Promise<void> {
  await page.goto(`${appUrl}${SIGN_IN_PATH}`);
  await page.getByLabel(/usuario o correo/i).fill(email);
  await page.getByLabel(/contraseña/i).first().fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).and(page.locator(':enabled')).waitFor();
}

/**
 * In the page: resolves with performance.now() at the first frame after `condition` holds,
 * checked on every DOM mutation. The frame wait makes "shown" mean painted, not just in the DOM.
 */
const WATCH_FOR = `(() => {
  window.__benchWatch = (condition) => new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    if (condition()) return done();
    const observer = new MutationObserver(() => {
      if (condition()) { observer.disconnect(); done(); }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  // A section whose labelling heading starts with the title and that shows at least one row.
  window.__benchSectionShown = (title) => [...document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')].some((heading) => {
    if (!(heading.textContent || '').trim().startsWith(title)) return false;
    const section = heading.closest('section') || heading.parentElement;
    return !!section && !!section.querySelector('tbody tr, li');
  });
  window.__benchTableShown = (title) => [...document.querySelectorAll('table')].some((table) => {
    const labelId = table.getAttribute('aria-labelledby');
    const label = labelId ? document.getElementById(labelId) : null;
    return !!label && (label.textContent || '').trim() === title && !!table.querySelector('tbody tr');
  });
  // The same table once every row's actions work (all codes arrived): no row waits any more.
  window.__benchTableReady = (title) => window.__benchTableShown(title) && !document.querySelector('tbody tr[aria-busy="true"]');
})();`;

declare global {
  interface Window {
    __benchWatch(condition: () => boolean): Promise<number>;
    __benchSectionShown(title: string): boolean;
    __benchTableShown(title: string): boolean;
    __benchTableReady(title: string): boolean;
    __benchClickAt?: number;
    __benchWire?: { documents: number; bytes: number; requests: number };
    __codesListenerStats?: ListenerStats;
  }
}

/**
 * Figure 6, one run: click on 'Iniciar sesión' to the batch table shown, cold cache. Null when
 * the table did not show within BATCH_TABLE_TIMEOUT_MS.
 */
export interface SignInToBatchTable {
  /** Click to the batch table shown (rows from the code summary or from the codes). */
  shownMs: number;
  /** Click to every row's actions enabled (all codes arrived), or null if not within the timeout. */
  readyMs: number | null;
}

export async function measureSignInToBatchTable(
  browser: Browser,
  appUrl: string,
  email = BENCH_LEADER.email,
): Promise<SignInToBatchTable | null> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    await fillSignIn(page, appUrl, email);
    const shown = page.evaluate((title) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Iniciar sesión');
      button?.addEventListener('click', () => (window.__benchClickAt = performance.now()), { capture: true, once: true });
      return window.__benchWatch(() => window.__benchTableShown(title));
    }, BATCH_TITLE).catch(() => null);
    const ready = page.evaluate((title) => window.__benchWatch(() => window.__benchTableReady(title)), BATCH_TITLE).catch(() => null);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const timeout = () => page.waitForTimeout(BATCH_TABLE_TIMEOUT_MS).then(() => null);
    const shownAt = await Promise.race([shown, timeout()]);
    if (shownAt === null) return null;
    const readyAt = await Promise.race([ready, timeout()]);
    const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
    return { shownMs: shownAt - clickAt, readyMs: readyAt === null ? null : readyAt - clickAt };
  } finally {
    await context.close();
  }
}

/**
 * Counts Firestore documents on the wire, as a cross-check of the SDK's own counters: the
 * WebChannel Listen responses (XHR streams) carry one "documentChange" per document sent.
 */
const WIRE_COUNTER = `(() => {
  const wire = (window.__benchWire = { documents: 0, bytes: 0, requests: 0 });
  let tail = '';
  const count = (text) => {
    wire.bytes += text.length;
    const joined = tail + text;
    wire.documents += (joined.match(/"documentChange"/g) || []).length - (tail.match(/"documentChange"/g) || []).length;
    tail = joined.slice(-20);
  };
  const isListen = (url) => String(url).includes('/Listen/channel');
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (isListen(url)) {
      wire.requests += 1;
      let seen = 0;
      const read = () => {
        const text = this.responseText || '';
        if (text.length > seen) count(text.slice(seen));
        seen = text.length;
      };
      this.addEventListener('progress', read);
      this.addEventListener('load', read);
    }
    return open.call(this, method, url, ...rest);
  };
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const response = await originalFetch.call(this, input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (isListen(url) && response.body) {
      wire.requests += 1;
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          count(decoder.decode(value, { stream: true }));
        }
      })().catch(() => undefined);
    }
    return response;
  };
})();`;

function blockedSession(reason: string, stats: ListenerStats | null): SessionFigures {
  const none: ListenerStats = { snapshots: 0, serverDocChanges: 0, cacheDocChanges: 0, fromCache: true };
  return {
    blocked: reason,
    blockedStats: stats,
    switchServerDocs: 0,
    switchWireDocs: 0,
    switchSnapshots: 0,
    firstVisit: none,
    firstVisitWireDocs: 0,
    secondVisit: none,
    secondVisitSettled: false,
    secondVisitWireDocs: 0,
    validatorRenderMs: [],
    validatorSummary: '',
  };
}

async function listenerStats(page: Page): Promise<ListenerStats | null> {
  return page.evaluate(() => (window.__codesListenerStats ? { ...window.__codesListenerStats } : null));
}

async function wireDocuments(page: Page): Promise<number> {
  return page.evaluate(() => window.__benchWire?.documents ?? 0);
}

/**
 * Waits until the codes listener is confirmed by the server (fromCache false) and no delivery
 * came for quietMs. Returns the counters and whether that happened before timeoutMs.
 */
async function waitForListenerSettled(page: Page, quietMs = 2000, timeoutMs = TIMEOUT_MS): Promise<{ stats: ListenerStats; settled: boolean }> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let lastChange = Date.now();
  let stats: ListenerStats | null = null;
  while (Date.now() < deadline) {
    stats = await listenerStats(page);
    const key = JSON.stringify(stats);
    if (key !== last) {
      last = key;
      lastChange = Date.now();
    } else if (stats && !stats.fromCache && Date.now() - lastChange >= quietMs) {
      return { stats, settled: true };
    }
    await page.waitForTimeout(200);
  }
  return { stats: stats ?? { snapshots: 0, serverDocChanges: 0, cacheDocChanges: 0, fromCache: true }, settled: false };
}

export interface SessionFigures {
  /** Why the session could not go on (e.g. the batch table never showed), or null. */
  blocked: string | null;
  /** Listener counters when it was blocked. */
  blockedStats: ListenerStats | null;
  /** Figure 7 */
  switchServerDocs: number;
  switchWireDocs: number;
  switchSnapshots: number;
  /** Figure 8 */
  firstVisit: ListenerStats;
  firstVisitWireDocs: number;
  secondVisit: ListenerStats;
  /** False if the server never confirmed the cached query after the reload. */
  secondVisitSettled: boolean;
  secondVisitWireDocs: number;
  /** Figure 4: samples in ms */
  validatorRenderMs: number[];
  validatorSummary: string;
}

/**
 * One signed-in session of the bench leader: first visit (cold), Dashboard → Códigos →
 * Dashboard (figure 7), reload with the persistent cache (figure 8), then the validator
 * render (figure 4) on the warm page.
 */
export async function measureSession(
  browser: Browser,
  appUrl: string,
  validatorRuns: number,
  leader: { email: string; codes: number; pasted: PastedCodes },
): Promise<SessionFigures> {
  const expectedCodes = leader.codes;
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    await page.addInitScript(WIRE_COUNTER);
    await fillSignIn(page, appUrl, leader.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const blocked = await page
      .getByRole('table', { name: BATCH_TITLE })
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: BATCH_TABLE_TIMEOUT_MS })
      .then(() => null)
      .catch(() => `the batch table did not show within ${BATCH_TABLE_TIMEOUT_MS / 1000} s after sign-in`);
    if (blocked) return blockedSession(blocked, await listenerStats(page));
    if (!(await listenerStats(page))) {
      throw new Error('window.__codesListenerStats is missing: the codes feature no longer exposes its listener counters.');
    }
    const { stats: firstVisit, settled } = await waitForListenerSettled(page, 2000, BATCH_TABLE_TIMEOUT_MS);
    if (!settled) return blockedSession('the server never confirmed the codes listener (fromCache stayed true)', firstVisit);
    const delivered = firstVisit.serverDocChanges + firstVisit.cacheDocChanges;
    if (delivered < expectedCodes) {
      return blockedSession(`the codes listener delivered ${delivered} of ${expectedCodes} codes`, firstVisit);
    }
    const firstVisitWireDocs = await wireDocuments(page);

    // Figure 7: the listener sits above both routes, so switching pages must not read again.
    const beforeSwitch = await listenerStats(page);
    const wireBeforeSwitch = await wireDocuments(page);
    await page.getByRole('link', { name: 'Códigos', exact: true }).first().click();
    await page.waitForURL(/\/codigos$/);
    await page.locator('section[aria-labelledby="tracked-codes-title"], table').first().waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('table', { name: BATCH_TITLE }).locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1500);
    const afterSwitch = await listenerStats(page);
    const switchWireDocs = (await wireDocuments(page)) - wireBeforeSwitch;
    if (!beforeSwitch || !afterSwitch) throw new Error('The listener counters vanished while switching pages.');
    // A remounted listener resets the counters: then every document it delivers counts.
    const remounted = afterSwitch.snapshots < beforeSwitch.snapshots;
    const switchServerDocs = remounted ? afterSwitch.serverDocChanges : afterSwitch.serverDocChanges - beforeSwitch.serverDocChanges;
    const switchSnapshots = remounted ? afterSwitch.snapshots : afterSwitch.snapshots - beforeSwitch.snapshots;

    // Figure 8: a second visit. Give the SDK time to finish writing the cache, then reload.
    await page.waitForTimeout(3000);
    await page.reload();
    await page.getByRole('table', { name: BATCH_TITLE }).locator('tbody tr').first().waitFor();
    const { stats: secondVisit, settled: secondVisitSettled } = await waitForListenerSettled(page, 3000, BATCH_TABLE_TIMEOUT_MS);
    const secondVisitWireDocs = await wireDocuments(page);

    // Figure 4: paste, click 'Validar', both result tables shown; 'Limpiar' between runs.
    const { pasted } = leader;
    const input = page.getByRole('textbox', { name: /códigos a validar/i });
    const validate = page.getByRole('button', { name: 'Validar', exact: true });
    const validatorRenderMs: number[] = [];
    let validatorSummary = '';
    for (let run = 0; run < validatorRuns + 1; run++) {
      await input.fill(pasted.text);
      await validate.and(page.locator(':enabled')).waitFor();
      const elapsed = await page.evaluate(
        ([valid, invalid]) => {
          const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Validar')!;
          const shown = window.__benchWatch(() => window.__benchSectionShown(valid) && window.__benchSectionShown(invalid));
          const started = performance.now();
          button.click();
          return shown.then((at) => at - started);
        },
        [VALID_TITLE, INVALID_TITLE] as const,
      );
      // The first run warms the JIT and lazy chunks; it is not counted.
      if (run > 0) validatorRenderMs.push(elapsed);
      validatorSummary = (await page.getByRole('status').filter({ hasText: /válido/ }).first().textContent()) ?? '';
      await page.getByRole('button', { name: 'Limpiar', exact: true }).click();
      await page.waitForTimeout(300);
    }

    return {
      blocked: null,
      blockedStats: null,
      switchServerDocs,
      switchWireDocs,
      switchSnapshots,
      firstVisit,
      firstVisitWireDocs,
      secondVisit,
      secondVisitSettled,
      secondVisitWireDocs,
      validatorRenderMs,
      validatorSummary: validatorSummary.trim(),
    };
  } finally {
    await context.close();
  }
}
