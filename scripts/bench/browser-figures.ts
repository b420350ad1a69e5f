// Figures measured in Chromium (Playwright driving Debian's chromium with the launch options
// of playwright.config.ts) against the production build served by the Hosting emulator: the
// sign-in page's JavaScript, a cold sign-in (time to a usable dashboard, documents, IndexedDB),
// a session of the leader with a history (page switches, a second visit, the validator with
// server lookups, a large event's CSV), the validator's rendering, and the administrators' area
// (Líderes at the scale of the store's roster, generating 1,000 codes from the form).
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { FirestoreListenWatch } from '../../tests/e2e/support/firestore-listen.ts';
import { readFileSync } from 'node:fs';
import { paths } from '../../common/paths.ts';
import { BENCH_PASSWORD, type PastedCodes } from './bench-data.ts';
import { describeJs, type JsFile } from './bundle.ts';

const BATCH_TITLE = 'Códigos por lote';
const VALID_TITLE = 'Códigos válidos';
const INVALID_TITLE = 'Códigos no válidos';
/** Líderes: its table's label, and the column of each leader's tracked codes ('…' while loading). */
const LEADERS_TABLE = 'Líderes de la tienda';
const LEADERS_CODES_COLUMN = 'Códigos';
const TIMEOUT_MS = 120_000;
/** How long to wait for a usable dashboard: ten times its budget, then the figure fails. */
export const USABLE_TIMEOUT_MS = 30_000;

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
    await page.goto(`${appUrl}${paths.signIn}`, { waitUntil: 'load' });
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

async function fillSignIn(page: Page, appUrl: string, email: string): Promise<void> {
  await page.goto(`${appUrl}${paths.signIn}`);
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
  // The table labelled \`label\` shows \`rows\` rows, each with a figure in the column headed
  // \`heading\` (not '…', which stands for a figure still loading).
  window.__benchRowsFilled = (label, heading, rows) => {
    const table = document.querySelector('table[aria-label="' + label + '"]');
    if (!table) return false;
    const column = [...table.querySelectorAll('thead th')].findIndex((th) => (th.textContent || '').trim() === heading);
    const shown = [...table.querySelectorAll('tbody tr')];
    return column >= 0 && shown.length === rows && shown.every((row) => {
      const figure = (row.children[column]?.textContent || '').trim();
      return figure !== '' && figure !== '…';
    });
  };
  // The moment of the next click anywhere in the page (the capture phase sees it first).
  window.__benchTimeNextClick = () =>
    document.addEventListener('click', () => (window.__benchClickAt = performance.now()), { capture: true, once: true });
  window.__benchTableShown = (title) => [...document.querySelectorAll('table')].some((table) => {
    const labelId = table.getAttribute('aria-labelledby');
    const label = labelId ? document.getElementById(labelId) : null;
    return !!label && (label.textContent || '').trim() === title && !!table.querySelector('tbody tr');
  });
  // Every action of the dashboard works: the batch table lists the events with no row waiting,
  // and the validator has the codes it answers from (its loading status is gone).
  window.__benchDashboardUsable = (title) =>
    window.__benchTableShown(title) &&
    !document.querySelector('tbody tr[aria-busy="true"]') &&
    ![...document.querySelectorAll('[role=status]')].some((status) => (status.textContent || '').includes('Cargando códigos'));
})();`;

declare global {
  interface Window {
    __benchWatch(condition: () => boolean): Promise<number>;
    __benchSectionShown(title: string): boolean;
    __benchTableShown(title: string): boolean;
    __benchDashboardUsable(title: string): boolean;
    __benchRowsFilled(label: string, heading: string, rows: number): boolean;
    __benchTimeNextClick(): void;
    __benchClickAt?: number;
    /** A __benchWatch started before a click, for a later evaluate to wait on. */
    __benchPending?: Promise<number>;
  }
}

/** A cold sign-in: click to a usable dashboard, what the server sent for it, and the cache it left. */
export interface ColdSignIn {
  /** Click on 'Iniciar sesión' to every dashboard action usable. */
  usableMs: number;
  /** Documents the server sent (any collection), once every listener is in sync and quiet. */
  documents: number;
  /** Of them, codes documents. */
  codesDocuments: number;
  /** What the origin's IndexedDB holds afterwards (navigator.storage.estimate), in bytes. */
  indexedDbBytes: number | null;
}

/** One cold sign-in of `email` (a fresh context: empty HTTP cache and IndexedDB). Null when not usable within USABLE_TIMEOUT_MS. */
export async function measureColdSignIn(browser: Browser, appUrl: string, email: string): Promise<ColdSignIn | null> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    const watch = await FirestoreListenWatch.attach(page);
    await fillSignIn(page, appUrl, email);
    const usable = page
      .evaluate((title) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Iniciar sesión');
        button?.addEventListener('click', () => (window.__benchClickAt = performance.now()), { capture: true, once: true });
        return window.__benchWatch(() => window.__benchDashboardUsable(title));
      }, BATCH_TITLE)
      .catch(() => null);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const usableAt = await Promise.race([usable, page.waitForTimeout(USABLE_TIMEOUT_MS).then(() => null)]);
    if (usableAt === null) return null;
    const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
    await waitForQuiet(page, watch, 2000, 60_000);
    const indexedDbBytes = await page.evaluate(async () => {
      const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
      return estimate.usageDetails?.indexedDB ?? null;
    });
    await watch.detach();
    return { usableMs: usableAt - clickAt, documents: watch.documents.length, codesDocuments: watch.documentsSent('codes').length, indexedDbBytes };
  } finally {
    await context.close();
  }
}

/** Waits until every listener is in sync and no document arrived for quietMs (false after timeoutMs). */
async function waitForQuiet(page: Page, watch: FirestoreListenWatch, quietMs: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const documents = watch.documents.length;
    const active = watch.targets.filter((target) => target.removedAt === null);
    if (documents !== seen) {
      seen = documents;
      quietSince = Date.now();
    } else if (active.length > 0 && active.every((target) => target.currentAt !== null) && Date.now() - quietSince >= quietMs) {
      return true;
    }
    await page.waitForTimeout(200);
  }
  return false;
}

export interface HistorySession {
  /** Figure 7: documents sent while opening Códigos (its page of codes, its batches' figures), and back on the Dashboard. */
  codesPageDocuments: number;
  codesPageBatchDocuments: number;
  backToDashboardDocuments: number;
  switchReads: string[];
  /** Figure 8: a reload with nothing changed: documents the server sent in a version the first visit had not delivered. */
  secondVisitNew: number;
  secondVisitSent: number;
  secondVisitListeners: number;
  secondVisitResumed: number;
  /** The validator with 1,000 pasted codes, half of them looked up on the server: click to both tables shown. */
  validateMs: number;
  validateSummary: string;
  /** 'Descargar CSV' of the largest past event: click to the file, and its rows. */
  csvMs: number | null;
  csvRows: number;
}

/**
 * A session of the leader with a history, signed in once: Dashboard → Códigos → Dashboard, a
 * reload with the persistent cache, the validator with `pasted`, and the CSV of `largestEvent`.
 * Documents are counted on the network (the Firestore Listen channel).
 */
export async function measureHistorySession(
  browser: Browser,
  appUrl: string,
  leader: { email: string; pasted: PastedCodes; largestEvent: string },
): Promise<HistorySession> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    const watch = await FirestoreListenWatch.attach(page);
    await fillSignIn(page, appUrl, leader.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForFunction((title) => window.__benchDashboardUsable(title), BATCH_TITLE, { timeout: TIMEOUT_MS });
    await waitForQuiet(page, watch, 2000, 60_000);

    // Figure 7.
    const beforeSwitch = watch.clock;
    await page.getByRole('link', { name: 'Códigos', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === paths.codes);
    await page.getByText(/^1 a \d+ de \d+ entradas$/).first().waitFor();
    await waitForQuiet(page, watch, 1500, 30_000);
    // Every document sent, known versions too: a new listener's documents are reads, whatever the cache holds.
    const onCodesPage = watch.documents.filter((document) => document.at > beforeSwitch);
    const beforeBack = watch.clock;
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('table', { name: BATCH_TITLE }).locator('tbody tr').first().waitFor();
    await page.waitForTimeout(1500);
    const back = watch.documents.filter((document) => document.at > beforeBack);
    const switchReads = [...onCodesPage, ...back].map((document) => document.path.replace(/\/[^/]+$/, '/…'));

    // Figure 8: give the SDK time to finish writing its cache, then reload.
    await page.waitForTimeout(3000);
    const firstVersions = new Set(watch.documents.map((document) => `${document.path}@${document.updateTime}`));
    const beforeReload = watch.clock;
    await page.reload();
    await page.waitForFunction((title) => window.__benchDashboardUsable(title), BATCH_TITLE, { timeout: TIMEOUT_MS });
    await waitForQuiet(page, watch, 3000, 60_000);
    const reloadSent = watch.documents.filter((document) => document.at > beforeReload);
    const reloadListeners = watch.targets.filter((target) => target.addedAt > beforeReload && target.collection !== null);

    // The validator, with server lookups.
    const input = page.getByRole('textbox', { name: /códigos a validar/i });
    await input.fill(leader.pasted.text);
    await page.getByRole('button', { name: 'Validar', exact: true }).and(page.locator(':enabled')).waitFor();
    const validateMs = await page.evaluate(
      ([valid, invalid]) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Validar')!;
        const shown = window.__benchWatch(() => window.__benchSectionShown(valid) && window.__benchSectionShown(invalid));
        const started = performance.now();
        button.click();
        return shown.then((at) => at - started);
      },
      [VALID_TITLE, INVALID_TITLE] as const,
    );
    const validateSummary = ((await page.getByRole('status').filter({ hasText: /válido/ }).first().textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Limpiar', exact: true }).click();

    // The CSV of the largest past event: its codes load on demand.
    const download = page.getByRole('button', { name: new RegExp(`^Descargar CSV de ${leader.largestEvent},`) });
    let csvMs: number | null = null;
    let csvRows = 0;
    const clickedAt = Date.now();
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT_MS }), download.click()]);
    csvMs = Date.now() - clickedAt;
    csvRows = readFileSync(await file.path(), 'utf8').trimEnd().split('\r\n').length - 1;

    await watch.detach();
    return {
      codesPageDocuments: onCodesPage.filter((document) => document.path.startsWith('codes/')).length,
      codesPageBatchDocuments: onCodesPage.filter((document) => document.path.includes('/batches/')).length,
      backToDashboardDocuments: back.length,
      switchReads: [...new Set(switchReads)],
      secondVisitNew: reloadSent.filter((document) => !firstVersions.has(`${document.path}@${document.updateTime}`)).length,
      secondVisitSent: reloadSent.length,
      secondVisitListeners: reloadListeners.length,
      secondVisitResumed: reloadListeners.filter((target) => target.resumed).length,
      validateMs,
      validateSummary,
      csvMs,
      csvRows,
    };
  } finally {
    await context.close();
  }
}

/**
 * Figure 4: rendering the validator's results for `pasted` (all among the leader's loaded codes:
 * no server read), click 'Validar' to both tables shown; `runs` samples after one warm-up.
 */
export async function measureValidatorRender(browser: Browser, appUrl: string, email: string, pasted: PastedCodes, runs: number): Promise<{ samples: number[]; summary: string }> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    await fillSignIn(page, appUrl, email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForFunction((title) => window.__benchDashboardUsable(title), BATCH_TITLE, { timeout: TIMEOUT_MS });
    const input = page.getByRole('textbox', { name: /códigos a validar/i });
    const samples: number[] = [];
    let summary = '';
    for (let run = 0; run < runs + 1; run++) {
      await input.fill(pasted.text);
      await page.getByRole('button', { name: 'Validar', exact: true }).and(page.locator(':enabled')).waitFor();
      const elapsed = await page.evaluate((valid) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Validar')!;
        const shown = window.__benchWatch(() => window.__benchSectionShown(valid));
        const started = performance.now();
        button.click();
        return shown.then((at) => at - started);
      }, VALID_TITLE);
      // The first run warms the JIT and lazy chunks; it is not counted.
      if (run > 0) samples.push(elapsed);
      summary = ((await page.getByRole('status').filter({ hasText: /válido/ }).first().textContent()) ?? '').trim();
      await page.getByRole('button', { name: 'Limpiar', exact: true }).click();
      await page.waitForTimeout(300);
    }
    return { samples, summary };
  } finally {
    await context.close();
  }
}

const ADMIN_NAVIGATION = 'Navegación principal';

/** Signs `email` in (an administrator) and waits for the area's landing page, /administracion. */
async function signInToAdminArea(page: Page, appUrl: string, email: string): Promise<void> {
  await fillSignIn(page, appUrl, email);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname === paths.admin.requests, { timeout: TIMEOUT_MS });
  await page.getByRole('navigation', { name: ADMIN_NAVIGATION }).getByRole('link', { name: 'Líderes', exact: true }).waitFor();
}

/** Resolves with what `watched` (started in the page before the click) resolved with, or null after `timeoutMs`. */
async function settledWithin<T>(page: Page, watched: Promise<T>, timeoutMs: number): Promise<T | null> {
  return Promise.race([watched.catch(() => null), page.waitForTimeout(timeoutMs).then(() => null)]);
}

/** Figure 16, one run: the administrator opens Líderes. */
export interface LeadersListRun {
  /** Click on 'Líderes' in the top bar to the first page's rows shown with their 'Códigos' figures. */
  shownMs: number;
  /** Documents the server sent on the Listen channel for the page, until it was in sync and quiet. */
  documents: number;
  /** Of them, per collection (users, codeSummaries, …). */
  perCollection: Record<string, number>;
  /** RunAggregationQuery requests (the total N, counted on the server), seen at the network. */
  aggregations: number;
}

/**
 * Figure 16: a fresh context, the administrator signs in and waits on the landing page until its
 * listeners are in sync and quiet, then clicks 'Líderes' in the top bar. Null when the first page
 * did not show `rows` rows with their figures within USABLE_TIMEOUT_MS.
 */
export async function measureLeadersList(
  browser: Browser,
  appUrl: string,
  admin: { email: string; rows: number },
): Promise<LeadersListRun | null> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    const watch = await FirestoreListenWatch.attach(page);
    let counting = false;
    let aggregations = 0;
    // A count is a request of its own (…/documents:runAggregationQuery), not on the Listen channel.
    page.on('request', (request) => {
      if (counting && /:runAggregationQuery\b/.test(request.url())) aggregations += 1;
    });
    await signInToAdminArea(page, appUrl, admin.email);
    await waitForQuiet(page, watch, 2000, 60_000);

    const before = watch.clock;
    counting = true;
    await page.evaluate(
      ([table, column, rows]) => {
        window.__benchTimeNextClick();
        window.__benchPending = window.__benchWatch(() => window.__benchRowsFilled(table, column, rows));
      },
      [LEADERS_TABLE, LEADERS_CODES_COLUMN, admin.rows] as const,
    );
    await page.getByRole('navigation', { name: ADMIN_NAVIGATION }).getByRole('link', { name: 'Líderes', exact: true }).click();
    const shownAt = await settledWithin(page, page.evaluate(() => window.__benchPending!), USABLE_TIMEOUT_MS);
    if (shownAt === null) return null;
    const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
    await waitForQuiet(page, watch, 2000, 60_000);
    counting = false;
    const sent = sentPerCollection(watch, before);
    await watch.detach();
    return { shownMs: shownAt - clickAt, ...sent, aggregations };
  } finally {
    await context.close();
  }
}

/** Figure 24, one run: Líderes ranked by tickets sold. */
export interface SalesRankingRun {
  /** Click on 'Entradas vendidas' in 'Ordenar por' to the first page's rows shown, the best seller first, each with its figure. */
  shownMs: number;
  /** Documents the server sent on the Listen channel from that click until it was in sync and quiet. */
  documents: number;
  perCollection: Record<string, number>;
}

const LEADERS_TICKETS_COLUMN = 'Entradas vendidas';

/** Documents sent after clock value `since`, per collection path ('users', 'leaderSales', …). */
function sentPerCollection(watch: FirestoreListenWatch, since: number): { documents: number; perCollection: Record<string, number> } {
  const sent = watch.documents.filter((document) => document.at > since);
  const perCollection: Record<string, number> = {};
  for (const document of sent) {
    const collection = document.path.split('/').slice(0, -1).filter((_, i) => i % 2 === 0).join('/…/');
    perCollection[collection] = (perCollection[collection] ?? 0) + 1;
  }
  return { documents: sent.length, perCollection };
}

/** Opens Líderes as `email` (a fresh context) and waits until its page is in sync and quiet. */
async function openLeadersPage(browser: Browser, appUrl: string, email: string): Promise<{ context: BrowserContext; page: Page; watch: FirestoreListenWatch }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.addInitScript(WATCH_FOR);
  const watch = await FirestoreListenWatch.attach(page);
  await signInToAdminArea(page, appUrl, email);
  await page.getByRole('navigation', { name: ADMIN_NAVIGATION }).getByRole('link', { name: 'Líderes', exact: true }).click();
  await page.getByRole('table', { name: LEADERS_TABLE }).locator('tbody tr').first().waitFor();
  await waitForQuiet(page, watch, 2000, 60_000);
  return { context, page, watch };
}

/** Picks `option` in the select labelled `label` (MUI: a combobox, then its listbox). */
async function choose(page: Page, label: string, option: string, beforeClick?: () => Promise<void>): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  const item = page.getByRole('listbox').getByRole('option', { name: option, exact: true });
  await item.waitFor();
  await beforeClick?.();
  await item.click();
}

/**
 * Figure 24: a fresh context, the administrator opens Líderes and waits until it is in sync and
 * quiet, then picks 'Entradas vendidas' in 'Ordenar por'. Null when the first page did not show
 * `rows` rows, `firstName` first, within USABLE_TIMEOUT_MS.
 */
export async function measureSalesRanking(browser: Browser, appUrl: string, admin: { email: string; rows: number; firstName: string }): Promise<SalesRankingRun | null> {
  const { context, page, watch } = await openLeadersPage(browser, appUrl, admin.email);
  try {
    const before = watch.clock;
    await choose(page, 'Ordenar por', LEADERS_TICKETS_COLUMN, () =>
      page.evaluate(
        ([table, column, rows, first]) => {
          window.__benchTimeNextClick();
          // No named function in here: the page has none of the bundler's helpers.
          window.__benchPending = window.__benchWatch(
            () => window.__benchRowsFilled(table, column, rows) && (document.querySelector('table[aria-label="' + table + '"] tbody tr')?.textContent ?? '').includes(first),
          );
        },
        [LEADERS_TABLE, LEADERS_TICKETS_COLUMN, admin.rows, admin.firstName] as const,
      ),
    );
    const shownAt = await settledWithin(page, page.evaluate(() => window.__benchPending!), USABLE_TIMEOUT_MS);
    if (shownAt === null) return null;
    const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
    await waitForQuiet(page, watch, 2000, 60_000);
    const sent = sentPerCollection(watch, before);
    await watch.detach();
    return { shownMs: shownAt - clickAt, ...sent };
  } finally {
    await context.close();
  }
}

/** Figure 25: the settlement CSV of one event. */
export interface SettlementRun {
  /** Click on 'Descargar liquidación' to the file handed to the browser. */
  downloadMs: number;
  /** Rows of the file, its header left out. */
  rows: number;
  fileName: string;
}

/**
 * Figure 25: a fresh context, the administrator opens Líderes, picks `eventName` in 'Ventas de',
 * waits until the page is in sync and quiet, and clicks 'Descargar liquidación'.
 */
export async function measureSettlement(browser: Browser, appUrl: string, admin: { email: string; eventName: string }): Promise<SettlementRun> {
  const { context, page, watch } = await openLeadersPage(browser, appUrl, admin.email);
  try {
    await choose(page, 'Ventas de', admin.eventName);
    await waitForQuiet(page, watch, 2000, 60_000);
    const button = page.getByRole('button', { name: `Descargar la liquidación de ${admin.eventName} (CSV)` });
    const clickAt = performance.now();
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT_MS }), button.click()]);
    const downloadMs = performance.now() - clickAt;
    const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd();
    await watch.detach();
    return { downloadMs, rows: text.split('\r\n').length - 1, fileName: file.suggestedFilename() };
  } finally {
    await context.close();
  }
}

/** Figure 17: generating codes from the form. */
export interface CodeGeneration {
  /** Click on 'Generar códigos' to 'Se generaron N códigos' shown; null when it did not show within the timeout. */
  doneMs: number | null;
  /** What the page said instead, when it did not. */
  otherwise: string;
  /** generateCodes calls the page made (POST requests at the network; CORS preflights not counted). */
  calls: number;
}

/** How long figure 17 waits for its answer: six times its budget. */
export const GENERATION_TIMEOUT_MS = 60_000;

/**
 * Figure 17: a fresh context, the administrator signs in, opens 'Generar códigos', chooses the
 * leader by typing `typed` in 'Líder' and picking `option`, the event in 'Evento', fills
 * 'Usos máximos' 1, 'Entradas máximas' 1 and 'Cantidad' `quantity`, and clicks 'Generar códigos'.
 */
export async function measureCodeGeneration(
  browser: Browser,
  appUrl: string,
  form: { email: string; typed: string; option: string; event: string; quantity: number },
): Promise<CodeGeneration> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    let calls = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/generateCodes')) calls += 1;
    });
    await signInToAdminArea(page, appUrl, form.email);
    await page.getByRole('navigation', { name: ADMIN_NAVIGATION }).getByRole('link', { name: 'Generar códigos', exact: true }).click();
    await page.getByRole('combobox', { name: 'Líder' }).fill(form.typed);
    await page.getByRole('option', { name: form.option, exact: true }).click();
    await page.getByRole('combobox', { name: 'Evento' }).fill(form.event);
    await page.getByRole('option', { name: form.event, exact: true }).click();
    const section = page.locator('main');
    await section.getByLabel('Usos máximos').fill('1');
    await section.getByLabel('Entradas máximas').fill('1');
    await section.getByLabel('Cantidad').fill(String(form.quantity));
    const submit = section.getByRole('button', { name: 'Generar códigos', exact: true });
    await submit.and(page.locator(':enabled')).waitFor();

    const doneText = `Se generaron ${form.quantity} códigos`;
    await page.evaluate((text) => {
      window.__benchTimeNextClick();
      window.__benchPending = window.__benchWatch(() => (document.body.textContent ?? '').includes(text));
    }, doneText);
    await submit.click();
    const doneAt = await settledWithin(page, page.evaluate(() => window.__benchPending!), GENERATION_TIMEOUT_MS);
    if (doneAt === null) {
      const alerts = await page.getByRole('alert').allTextContents();
      return { doneMs: null, otherwise: alerts.join(' ').trim() || `no "${doneText}" within ${GENERATION_TIMEOUT_MS / 1000} s`, calls };
    }
    const clickAt = await page.evaluate(() => window.__benchClickAt ?? Number.NaN);
    return { doneMs: doneAt - clickAt, otherwise: '', calls };
  } finally {
    await context.close();
  }
}

/** One search of the tracking page, as typed. */
export interface CodeSearchRun {
  typed: string;
  /** The last key typed (its input event) to the frame after the results show; null: not shown in time. */
  shownMs: number | null;
  /** Results listed. */
  rows: number;
  /** Documents the server sent from the first key until every listener was in sync and quiet, by collection. */
  codesDocuments: number;
  notesDocuments: number;
  otherDocuments: number;
}

const SEARCH_LABEL = 'Buscar por código o por nombre';
const SEARCH_RESULTS_TITLE = 'Resultados de la búsqueda';
/** How long a search may take to show before the figure says it did not (ten times its budget). */
const SEARCH_TIMEOUT_MS = 10_000;

/**
 * The tracking page's search, as a leader types it: signs in, opens Códigos and waits until the
 * page is in sync and quiet; then, per search, types it key by key (as a person does, faster than
 * the pause that sends it), and times the last key's input event to the frame after the results
 * show `expected` (a code) with the count of what was found. The field is cleared between
 * searches (the list comes back). Documents are counted on the Firestore Listen channel.
 */
export async function measureCodeSearch(
  browser: Browser,
  appUrl: string,
  leader: { email: string; searches: Array<{ typed: string; expected: string }> },
): Promise<CodeSearchRun[]> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FOR);
    await page.addInitScript(() => document.addEventListener('input', () => ((window as unknown as { __benchLastInputAt: number }).__benchLastInputAt = performance.now()), { capture: true }));
    const watch = await FirestoreListenWatch.attach(page);
    await fillSignIn(page, appUrl, leader.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForFunction((title) => window.__benchDashboardUsable(title), BATCH_TITLE, { timeout: TIMEOUT_MS });
    await page.getByRole('link', { name: 'Códigos', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === paths.codes);
    await page.getByText(/^1 a \d+ de .+ entradas$/).first().waitFor();
    await waitForQuiet(page, watch, 2000, 60_000);

    const field = page.getByRole('searchbox', { name: SEARCH_LABEL });
    const runs: CodeSearchRun[] = [];
    for (const { typed, expected } of leader.searches) {
      await field.fill('');
      await page.getByText(/^1 a \d+ de .+ entradas$/).first().waitFor();
      await waitForQuiet(page, watch, 1500, 30_000);
      const before = watch.clock;
      await page.evaluate(
        ([title, code]) => {
          window.__benchPending = window.__benchWatch(() => {
            const heading = [...document.querySelectorAll('h2')].find((h) => (h.textContent || '').trim() === title);
            const section = heading?.closest('section');
            if (!section) return false;
            const found = [...section.querySelectorAll('[role=status]')].some((status) => (status.textContent || '').startsWith('Se encontr'));
            const cells = [...section.querySelectorAll('td, li')].some((cell) => (cell.textContent || '').includes(code));
            return found && cells;
          });
        },
        [SEARCH_RESULTS_TITLE, expected] as const,
      );
      await field.pressSequentially(typed, { delay: 60 });
      const shownAt = await page.evaluate((timeout) => Promise.race([window.__benchPending!, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeout))]), SEARCH_TIMEOUT_MS);
      const lastInputAt = await page.evaluate(() => (window as unknown as { __benchLastInputAt: number }).__benchLastInputAt);
      const results = page.getByRole('region', { name: SEARCH_RESULTS_TITLE });
      const rows = shownAt === null ? 0 : await results.locator('tbody tr, ul > li').count();
      await waitForQuiet(page, watch, 1500, 30_000);
      const sent = watch.documents.filter((document) => document.at > before);
      const codes = sent.filter((document) => document.path.startsWith('codes/')).length;
      const notes = sent.filter((document) => document.path.startsWith('codeNotes/')).length;
      runs.push({ typed, shownMs: shownAt === null ? null : shownAt - lastInputAt, rows, codesDocuments: codes, notesDocuments: notes, otherDocuments: sent.length - codes - notes });
    }
    await watch.detach();
    return runs;
  } finally {
    await context.close();
  }
}
