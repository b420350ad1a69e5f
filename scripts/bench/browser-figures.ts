// Figures measured in Chromium (Playwright driving Debian's chromium with the launch options
// of playwright.config.ts) against the production build served by vite preview:
//   1 JS loaded by the sign-in page, 4 rendering the validator results, 6 sign-in to the batch
//   table, 7 documents fetched when switching pages, 8 documents resent on a second visit.
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { FirestoreListenWatch } from '../../tests/e2e/support/firestore-listen.ts';
import { BENCH_LEADER, BENCH_PASSWORD, type PastedCodes } from './bench-data.ts';
import { describeJs, type JsFile } from './bundle.ts';

const SIGN_IN_PATH = '/iniciar-sesion';
const BATCH_TITLE = 'Códigos por lote';
const VALID_TITLE = 'Códigos válidos';
const INVALID_TITLE = 'Códigos no válidos';
const TIMEOUT_MS = 120_000;
/** How long to wait for the batch table: ten times its budget, then the figure fails. */
export const BATCH_TABLE_TIMEOUT_MS = 30_000;
/** How long to wait for every code of the leader (on the emulator, id range after id range). */
export const ALL_CODES_TIMEOUT_MS = 180_000;

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
    const readyAt = await Promise.race([ready, page.waitForTimeout(ALL_CODES_TIMEOUT_MS).then(() => null)]);
    const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
    return { shownMs: shownAt - clickAt, readyMs: readyAt === null ? null : readyAt - clickAt };
  } finally {
    await context.close();
  }
}

/** What the Listen channel carried for the codes listeners so far. */
export interface ListenSummary {
  /** Codes listeners (listen targets on 'codes') the page added. */
  listeners: number;
  /** Of them, added with a resume token (the SDK had their results cached). */
  resumed: number;
  /** The most of them loading (added, not yet in sync) at the same time. */
  mostLoading: number;
  /** Codes documents the server sent. */
  documents: number;
  /** Distinct codes documents among them. */
  distinctDocuments: number;
}

function summarize(watch: FirestoreListenWatch, since = 0): ListenSummary {
  const listeners = watch.queryTargets('codes').filter((target) => target.addedAt > since);
  const documents = watch.documentsSent('codes', since);
  return {
    listeners: listeners.length,
    resumed: listeners.filter((target) => target.resumed).length,
    mostLoading: watch.mostLoadingAtOnce('codes'),
    documents: documents.length,
    distinctDocuments: new Set(documents.map((document) => document.path)).size,
  };
}

const NOTHING: ListenSummary = { listeners: 0, resumed: 0, mostLoading: 0, documents: 0, distinctDocuments: 0 };

function blockedSession(reason: string, listen: ListenSummary): SessionFigures {
  return {
    blocked: reason,
    blockedListen: listen,
    switchListeners: 0,
    switchDocuments: 0,
    switchReads: [],
    firstVisit: NOTHING,
    secondVisit: NOTHING,
    secondVisitChanged: 0,
    secondVisitSettled: false,
    validatorRenderMs: [],
    validatorSummary: '',
  };
}

/**
 * Waits until the page has what `expected` says since clock value `since` (at least that many
 * codes listeners, that many distinct codes documents), every codes listener is in sync with
 * the server (its target CURRENT), and no document arrived for quietMs. On the emulator the id
 * ranges load one pair after the other, so "all in sync" alone may be a pause between pairs.
 * False when that did not happen within timeoutMs.
 */
async function waitForListenSettled(
  page: Page,
  watch: FirestoreListenWatch,
  expected: { since: number; listeners?: number; documents?: number },
  quietMs: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const documents = watch.documents.length;
    const sofar = summarize(watch, expected.since);
    const complete = sofar.listeners >= (expected.listeners ?? 1) && sofar.distinctDocuments >= (expected.documents ?? 0);
    if (documents !== seen) {
      seen = documents;
      quietSince = Date.now();
    } else if (complete && watch.inSync('codes') && Date.now() - quietSince >= quietMs) {
      return true;
    }
    await page.waitForTimeout(200);
  }
  return false;
}

export interface SessionFigures {
  /** Why the session could not go on (e.g. the batch table never showed), or null. */
  blocked: string | null;
  /** The Listen channel so far when it was blocked. */
  blockedListen: ListenSummary | null;
  /** Figure 7: listeners added and documents (any collection) sent while switching pages. */
  switchListeners: number;
  switchDocuments: number;
  /** What those listeners and documents were (a query's collection or a document's path), for the note. */
  switchReads: string[];
  /** Figure 8 */
  firstVisit: ListenSummary;
  secondVisit: ListenSummary;
  /** Codes documents sent on the second visit that the first visit had not delivered in that version. */
  secondVisitChanged: number;
  /** False if the server never confirmed the codes listeners after the reload. */
  secondVisitSettled: boolean;
  /** Figure 4: samples in ms */
  validatorRenderMs: number[];
  validatorSummary: string;
}

/**
 * One signed-in session of the bench leader: first visit (cold), Dashboard → Códigos →
 * Dashboard (figure 7), reload with the persistent cache (figure 8), then the validator
 * render (figure 4) on the warm page. Listeners and documents are counted on the network
 * (the Firestore Listen channel, see tests/e2e/support/firestore-listen.ts).
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
    const watch = await FirestoreListenWatch.attach(page);
    await fillSignIn(page, appUrl, leader.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const blocked = await page
      .getByRole('table', { name: BATCH_TITLE })
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: BATCH_TABLE_TIMEOUT_MS })
      .then(() => null)
      .catch(() => `the batch table did not show within ${BATCH_TABLE_TIMEOUT_MS / 1000} s after sign-in`);
    if (blocked) return blockedSession(blocked, summarize(watch));
    const settled = await waitForListenSettled(page, watch, { since: 0, documents: expectedCodes }, 2000, ALL_CODES_TIMEOUT_MS);
    const firstVisit = summarize(watch);
    if (!settled) {
      return blockedSession(`the server did not send all ${expectedCodes} codes with every listener in sync within ${ALL_CODES_TIMEOUT_MS / 1000} s`, firstVisit);
    }
    if (firstVisit.distinctDocuments < expectedCodes) {
      return blockedSession(`the server sent ${firstVisit.distinctDocuments} of ${expectedCodes} codes`, firstVisit);
    }
    const firstVersions = new Map(watch.documentsSent('codes').map((document) => [document.path, document.updateTime]));

    // Figure 7: the listener sits above both routes, so switching pages must not read again.
    const beforeSwitch = watch.clock;
    await page.getByRole('link', { name: 'Códigos', exact: true }).first().click();
    await page.waitForURL(/\/codigos$/);
    await page.locator('section[aria-labelledby="tracked-codes-title"], table').first().waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('table', { name: BATCH_TITLE }).locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1500);
    const switchTargets = watch.targets.filter((target) => target.addedAt > beforeSwitch);
    const switchSent = watch.documents.filter((document) => document.at > beforeSwitch);
    const switchListeners = switchTargets.length;
    const switchDocuments = switchSent.length;
    const switchReads = [
      ...switchTargets.map((target) => `listener on ${target.collection ?? target.documents.join(', ')}`),
      ...switchSent.map((document) => `document ${document.path}`),
    ];

    // Figure 8: a second visit. Give the SDK time to finish writing the cache, then reload.
    await page.waitForTimeout(3000);
    const beforeReload = watch.clock;
    await page.reload();
    await page.getByRole('table', { name: BATCH_TITLE }).locator('tbody tr').first().waitFor();
    const secondVisitSettled = await waitForListenSettled(page, watch, { since: beforeReload, listeners: firstVisit.listeners }, 3000, ALL_CODES_TIMEOUT_MS);
    const secondVisit = summarize(watch, beforeReload);
    const secondVisitChanged = watch
      .documentsSent('codes', beforeReload)
      .filter((document) => firstVersions.get(document.path) !== document.updateTime).length;

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

    await watch.detach();
    return {
      blocked: null,
      blockedListen: null,
      switchListeners,
      switchDocuments,
      switchReads,
      firstVisit,
      secondVisit,
      secondVisitChanged,
      secondVisitSettled,
      validatorRenderMs,
      validatorSummary: validatorSummary.trim(),
    };
  } finally {
    await context.close();
  }
}
