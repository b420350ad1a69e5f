// `npm run bench`: the performance and scale report (the figures with their budgets). Builds the
// app for the bench stack, starts the stack (emulators + the production build through the
// Hosting emulator) on the bench ports, seeds the scale data (bench-data.ts: leader H with 19,000
// expired and 1,000 available codes, leader F with the same 1,000 available only, an
// administrator and 500 more leaders of the store), measures,
// prints the table, writes .tmp/bench-results.md (and, after a full run, the table into
// docs/performance.md), stops everything and exits 0 only if every budget passes (BUDGETS,
// report.ts). Not part of `npm test`.
//   npm run bench                       everything
//   npm run bench -- --only=static,pure only some groups (static, pure, browser, sales, search, lighthouse, shop, notes)
//   npm run bench -- --no-attribution   skip the source-map build that explains failing bundle budgets
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { DEFAULT_PAGE_SIZE } from '../../common/constants.ts';
import { paths } from '../../common/paths.ts';
import { resolveProfile } from '../stack/profiles.ts';
import { emptyBackgroundTriggerQueue } from '../stack/background-triggers.ts';
import { appBuildDir, buildAppFor, ROOT, startStack, viteEnvFor, type StackHandle } from '../stack/stack.ts';
import {
  BENCH_ADMIN,
  BENCH_SCALE,
  CURRENT_EVENTS,
  FRESH_LEADER,
  freshPaste,
  generationLeader,
  HISTORY_LEADER,
  historyCodes,
  historyNotes,
  historyPaste,
  PAST_EVENTS,
  PAST_EVENT_SIZES,
  ROSTER_SIZE,
  rosterLeaders,
  salesOrders,
  SEARCHED_NAME,
  topSeller,
} from './bench-data.ts';
import { adminOnlyChunks, buildJsFiles, lazyModuleJsFiles, precachedJsFiles, signInPageJsFiles, type JsFile } from './bundle.ts';
import { BUDGETS, createFigures, markdownNotes, markdownTable, record, textTable, withBenchTable, type Figure } from './report.ts';
import { seedBenchData, seedHistoryNotes } from './seed-bench.ts';
import { timeSearchRounds } from './search-rounds.ts';
import type { ColdSignIn, LeadersListRun, SalesRankingRun } from './browser-figures.ts';
import { kb, median, ms } from './stats.ts';

type Group = 'static' | 'pure' | 'browser' | 'sales' | 'search' | 'lighthouse' | 'shop' | 'notes';
const ALL_GROUPS: Group[] = ['static', 'pure', 'browser', 'sales', 'search', 'lighthouse', 'shop', 'notes'];
const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const groups = new Set<Group>(onlyArg ? (onlyArg.slice('--only='.length).split(',') as Group[]) : ALL_GROUPS);

const SIGN_IN_RUNS = 3;
const COLD_SIGN_IN_RUNS = 3;
const VALIDATOR_RENDER_RUNS = 7;
const LEADERS_LIST_RUNS = 3;
/** Figure 24: Líderes ranked by sales, median of this many runs. */
const SALES_RANKING_RUNS = 3;
/** Figure 17: one batch of the largest size the form takes, click to the answer. */
const GENERATED_CODES = 1000;
const WARM_UP_CODES = 10;
// Lighthouse's own guidance on variability: the median of five runs.
const LIGHTHOUSE_RUNS = 5;
const KB = 1024;

const profile = resolveProfile('bench');
const figures = createFigures();
const figure = (id: number): Figure => figures[id - 1];
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const startedAt = new Date();
const loadBefore = os.loadavg()[0];

let stack: StackHandle | null = null;
/** The chunks the sign-in page loaded (figure 1), for the attribution of its bytes. */
let signInChunks: string[] = [];
let browser: Browser | null = null;
async function cleanUp() {
  await browser?.close().catch(() => undefined);
  browser = null;
  await stack?.stop();
  stack = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the bench stack`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Runs a group of figures; an error marks its figures as not measured, with the reason. */
async function group(name: Group, ids: number[], run: () => Promise<void>) {
  if (!groups.has(name)) {
    for (const id of ids) figure(id).notes.push(`Skipped (--only=${[...groups].join(',')}).`);
    return;
  }
  log(`measuring: ${name}`);
  try {
    await run();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    log(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    for (const id of ids) if (figure(id).pass === null) figure(id).notes.push(`Not measured: ${message}`);
  }
}

const chunkList = (files: JsFile[]) =>
  files.map((f) => `${path.basename(f.name)} ${kb(f.gzipBytes)}${f.contains.length ? ` [${f.contains.join(', ')}]` : ''}`).join(', ');

/** Figures 3 and 5 in a child process where the app's path aliases resolve. */
function runPureFigures(): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/pure-figures.ts')], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.node.json'), NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}'));
      else reject(new Error(`pure-figures.ts exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

try {
  // Pure functions first, while nothing else runs on the machine.
  await group('pure', [3, 5], async () => {
    const pure = await runPureFigures();
    record(
      figure(3),
      ms(pure.validateMs),
      pure.validateMs <= BUDGETS.validateMs,
      `splitCodes (src/lib/codes) + validateCodes (src/features/codes/utils) with the server's answer for the pieces not in the index, median of ${pure.validateRuns} runs after warm-up;`,
      `building the index of ${pure.trackedCodes} codes (indexTrackedCodes, once per listener delivery, not per validation) takes ${ms(pure.indexMs)}.`,
    );
    record(
      figure(5),
      ms(pure.csvMs),
      pure.csvMs <= BUDGETS.csvMs,
      `buildCodesCsv (src/lib/codes/csv.ts) for ${pure.trackedCodes} codes, ${kb(pure.csvBytes)} of CSV, median of ${pure.csvRuns} runs.`,
    );
  });

  // The static figures need the build only, not the stack: `--only=static` takes the time of a build.
  const needsStack = groups.has('browser') || groups.has('sales') || groups.has('search') || groups.has('lighthouse') || groups.has('shop') || groups.has('notes');
  if (!needsStack && groups.has('static')) {
    log('building the app');
    await buildAppFor(profile);
  }
  if (needsStack) {
    log(`building the app and starting the bench stack (ports: ${JSON.stringify(profile.ports)})`);
    const built = buildAppFor(profile);
    const needsApp = groups.has('browser') || groups.has('sales') || groups.has('search') || groups.has('lighthouse');
    stack = await startStack(profile, { app: needsApp ? 'preview' : 'none', appReady: built, log });
    await built;
  }

  await group('static', [2], async () => {
    const dir = appBuildDir(profile);
    const files = buildJsFiles(dir);
    const sum = (list: JsFile[]) => list.reduce((total, file) => total + file.gzipBytes, 0);
    const signInPage = signInPageJsFiles(dir, files);
    const leaderDevice = precachedJsFiles(dir, files);
    const administrators = adminOnlyChunks(dir, files);
    const notPrecached = files.filter((file) => !leaderDevice.includes(file));
    const qrDialog = lazyModuleJsFiles(dir, 'CodeQrDialog', files);
    const [signIn, leader, admin, total] = [sum(signInPage), sum(leaderDevice), sum(administrators), sum(files)];
    record(
      figure(2),
      `sign-in ${kb(signIn)}; leader's device ${kb(leader)}; administrators ${kb(admin)}; whole build ${kb(total)}`,
      signIn <= BUDGETS.signInJsKb * KB && leader <= BUDGETS.leaderDeviceJsKb * KB && admin <= BUDGETS.administratorsJsKb * KB,
      `${files.length} .js files in ${path.relative(ROOT, dir)}/assets, each gzipped on its own.`,
      `Sign-in page: what index.html loads with the page (its scripts and their static imports; lazy chunks come later, on use: figure 1 measures the page in Chromium), ${kb(signIn)}: ${chunkList(signInPage)}.`,
      `A leader's device: what the service worker precaches on install (every page a leader can open, offline too), ${kb(leader)}; ` +
        `left out (scripts/precache.ts: the administrators' area and the online-only registration and e-mail action pages, kept after a first visit): ${notPrecached.length === 0 ? 'nothing' : chunkList(notPrecached)}.`,
      `The administrators' own chunks (loaded only by their area, from the build's import graph), ${kb(admin)}: ${chunkList(administrators)}.`,
      `The whole build, no budget (nobody downloads all of it): ${kb(total)}; largest: ${chunkList(files.slice(0, 6))}.`,
      `A code's QR dialog (with its QR library), loaded when a leader first opens one, never by the sign-in page: ${qrDialog.length === 0 ? 'NOT FOUND in the build' : `${kb(sum(qrDialog))}: ${chunkList(qrDialog)}`}.`,
    );
  });

  // Before the scale data: seeding and listening to 20,000 codes keeps the emulators busy for a
  // while after, and Lighthouse's blocking time grows with whatever else uses the CPU.
  if (stack && groups.has('lighthouse')) {
    const running = stack as StackHandle;
    await group('lighthouse', [9, 10], async () => {
      const { runLighthouse } = await import('./lighthouse-figures.ts');
      const config = (await import('../../playwright.config.ts')).default;
      const launchOptions = config.use?.launchOptions as { executablePath: string; args: string[] };
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        runs.push(await runLighthouse(`${running.appUrl}${paths.signIn}`, launchOptions.executablePath, launchOptions.args));
        log(`lighthouse run ${run + 1}: performance ${runs.at(-1)!.performance}, accessibility ${runs.at(-1)!.accessibility}`);
      }
      const performance = median(runs.map((r) => r.performance));
      const accessibility = median(runs.map((r) => r.accessibility));
      const notes = [...new Set(runs.flatMap((r) => r.notes))];
      record(figure(9), String(performance), performance >= BUDGETS.lighthousePerformance, `Runs: ${runs.map((r) => r.performance).join(', ')}.`, ...notes.filter((n) => n.startsWith('perf')).map((n) => `${n};`));
      record(figure(10), String(accessibility), accessibility >= BUDGETS.lighthouseAccessibility, `Runs: ${runs.map((r) => r.accessibility).join(', ')}.`, ...notes.filter((n) => n.startsWith('a11y')).map((n) => `${n};`));
    });
  }
  if (stack && groups.has('browser')) {
    const running = stack as StackHandle;
    await group('browser', [1, 4, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17], async () => {
      const seeded = await seedBenchData(running.clientEnv);
      log(`seeded ${seeded.codes} codes and ${seeded.leaders} leaders in ${seeded.seconds.toFixed(1)} s; one lookUpCodes call: ${ms(seeded.lookupEmptyMs)} on an empty collection, ${ms(seeded.lookupFullMs)} on the full one`);
      const browserFigures = await import('./browser-figures.ts');
      browser = await browserFigures.launchBrowser();

      // Figures 16 and 17 first. A closed tab leaves its listen session on the local Firestore
      // emulator (production drops it), and every later commit into codes pays for each one left
      // by the leaders' sessions below: about 4 s per commit after them, none before.
      await measureAdminArea(browserFigures, browser, running.appUrl);
      // The 1,000 trigger runs of figure 17 have nothing to do (generateCodes counts its own
      // codes): they are dropped, so the figures that follow do not share the CPUs with them.
      await emptyBackgroundTriggerQueue(running.clientEnv);

      const signInRuns = [];
      for (let run = 0; run < SIGN_IN_RUNS; run++) signInRuns.push(await browserFigures.measureSignInPageJs(browser, running.appUrl));
      const signIn = [...signInRuns].sort((a, b) => a.gzipBytes - b.gzipBytes)[Math.floor(signInRuns.length / 2)];
      signInChunks = signIn.files.map((file) => file.name);
      // The administrators' code: the chunks only their area loads (the build's import graph).
      const adminChunks = adminOnlyChunks(appBuildDir(profile));
      const adminNames = new Set(adminChunks.map((file) => path.basename(file.name)));
      const heavy = signIn.files.filter(
        (file) => file.contains.some((part) => ['firestore', 'database', 'admin'].includes(part)) || adminNames.has(path.basename(file.name)),
      );
      record(
        figure(1),
        kb(signIn.gzipBytes),
        signIn.gzipBytes <= BUDGETS.signInJsKb * KB && heavy.length === 0,
        `Cold load of ${paths.signIn}, median of ${SIGN_IN_RUNS}: ${kb(signIn.gzipBytes)} of JavaScript (budget ${BUDGETS.signInJsKb} KB gzip); ${signIn.files.length} chunks: ${chunkList(signIn.files)}.`,
        adminChunks.length === 0
          ? "The administrators' code has no chunk of its own in this build: it is in chunks a leader or the sign-in page loads too."
          : `The administrators' code is in its own chunk${adminChunks.length === 1 ? '' : 's'}, loaded only by their area: ${chunkList(adminChunks)}.`,
        heavy.length > 0
          ? `Firestore, the Realtime Database or the administrators' code is loaded before sign-in (${heavy.map((f) => f.name).join(', ')}).`
          : "No Firestore, Realtime Database or administrators' code before sign-in.",
      );

      // Figures 6, 11, 12, 15: cold sign-ins of H and F, alternated so both see the same machine.
      const cold: Record<'H' | 'F', ColdSignIn[]> = { H: [], F: [] };
      for (let run = 0; run < COLD_SIGN_IN_RUNS; run++) {
        for (const [name, leader] of [['F', FRESH_LEADER], ['H', HISTORY_LEADER]] as const) {
          const result = await browserFigures.measureColdSignIn(browser, running.appUrl, leader.email);
          log(`cold sign-in of ${name}, run ${run + 1}: ${result === null ? 'not usable in time' : `${ms(result.usableMs)}, ${result.documents} documents, IndexedDB ${result.indexedDbBytes === null ? '?' : kb(result.indexedDbBytes)}`}`);
          if (result) cold[name].push(result);
        }
      }
      recordColdSignIns(cold, browserFigures.USABLE_TIMEOUT_MS);

      // Figures 7, 8, 13, 14: one session of H.
      const largest = PAST_EVENTS[0];
      const session = await browserFigures.measureHistorySession(browser, running.appUrl, {
        email: HISTORY_LEADER.email,
        pasted: historyPaste(),
        largestEvent: largest.name,
      });
      record(
        figure(7),
        `${session.codesPageDocuments} codes + ${session.codesPageBatchDocuments} batches; ${session.backToDashboardDocuments} back`,
        session.codesPageDocuments <= BUDGETS.codesPageDocuments && session.codesPageBatchDocuments <= BUDGETS.codesPageDocuments && session.backToDashboardDocuments === 0,
        'Counted on the network (the Firestore Listen channel, watched through the Chrome DevTools Protocol): every document sent, known versions too. ' +
          'Opening Códigos reads its first page (10 codes, newest first, with a cursor for the next) and the figures of the batches on it; the events, the summary and the available codes are kept above both pages, so going back to the Dashboard reads nothing. ' +
          `Read: ${session.switchReads.join(', ') || 'nothing'}.`,
      );
      record(
        figure(8),
        `${session.secondVisitNew} (of ${session.secondVisitSent} sent)`,
        session.secondVisitNew <= BUDGETS.secondVisitDocuments && session.secondVisitResumed === session.secondVisitListeners,
        `A reload of H with nothing changed: ${session.secondVisitResumed} of ${session.secondVisitListeners} query listeners asked to resume with a resume token (the SDK had their results in IndexedDB). ` +
          `The local emulator does not honour resume tokens and sends a resumed listener's whole result again (${session.secondVisitSent} documents here); production Firestore sends only what changed since the token. ` +
          'So the figure counts what the cache did not already hold: documents in a version (updateTime) the first visit had not delivered.',
      );
      const expected = historyPaste();
      const expectedSummary = `${expected.expectedValid} códigos válidos y ${expected.expectedInvalid} códigos no válidos.`;
      record(
        figure(13),
        `${session.validateSummary === expectedSummary ? 'correct' : 'WRONG'}; ${ms(session.validateMs)}`,
        session.validateSummary === expectedSummary,
        `Click 'Validar' to both tables shown; the page said "${session.validateSummary}" (expected "${expectedSummary}"): ${expected.expectedValid} of H's available codes answered in memory, and the rest (300 expired codes of the oldest events, 100 of F's codes, 100 unknown ones) looked up through lookUpCodes (one call).`,
        `How much of it is the emulator's collection scan: none. lookUpCodes reads each value's reservation and its code by id (getAll), which does not grow with the collection: one call for one value took ${ms(seeded.lookupEmptyMs)} with the codes collection empty and ${ms(seeded.lookupFullMs)} with its ${seeded.codes} codes (median of 5 each).`,
      );
      const expectedRows = PAST_EVENT_SIZES[0];
      record(
        figure(14),
        `${session.csvRows} rows; ${session.csvMs === null ? '—' : ms(session.csvMs)}`,
        session.csvRows === expectedRows,
        `'Descargar CSV' of "${largest.name}" (${expectedRows} expired codes of H): click to the download, the codes read from the server in pages of 2,500 with the progress in the row, then the 7-column CSV built in the browser.`,
      );

      // Figure 4: the validator's rendering, on F's loaded codes (no server read).
      const render = await browserFigures.measureValidatorRender(browser, running.appUrl, FRESH_LEADER.email, freshPaste(), VALIDATOR_RENDER_RUNS);
      const renderMs = median(render.samples);
      record(
        figure(4),
        ms(renderMs),
        renderMs <= BUDGETS.validatorRenderMs,
        `In-page performance.now() from the click to the frame after the valid table has rows (MutationObserver), median of ${render.samples.length} runs after one warm-up: ${render.samples.map(ms).join(', ')}; the page said "${render.summary}".`,
      );
    });
  }

  // The roster's sales (seeded with the scale data) in the administrators' Líderes.
  if (stack && groups.has('sales')) {
    const running = stack as StackHandle;
    await group('sales', [24, 25], async () => {
      if (!groups.has('browser')) {
        const seeded = await seedBenchData(running.clientEnv);
        log(`seeded ${seeded.codes} codes, ${seeded.leaders} leaders and ${seeded.orders} orders in ${seeded.seconds.toFixed(1)} s`);
      }
      const browserFigures = await import('./browser-figures.ts');
      browser ??= await browserFigures.launchBrowser();
      await measureSales(browserFigures, browser, running.appUrl);
    });
  } else {
    await group('sales', [24, 25], async () => undefined);
  }

  // The tracking page's search, over H's history and notes (seeded here, after the figures above).
  if (stack && groups.has('search')) {
    const running = stack as StackHandle;
    await group('search', [26], async () => {
      if (!groups.has('browser') && !groups.has('sales')) {
        const seeded = await seedBenchData(running.clientEnv);
        log(`seeded ${seeded.codes} codes, ${seeded.leaders} leaders and ${seeded.orders} orders in ${seeded.seconds.toFixed(1)} s`);
      }
      const notes = await seedHistoryNotes(running.clientEnv);
      log(`seeded ${notes} notes of H`);
      const browserFigures = await import('./browser-figures.ts');
      browser ??= await browserFigures.launchBrowser();
      await measureSearch(browserFigures, browser, running.appUrl, notes, running.clientEnv);
    });
  } else {
    await group('search', [26], async () => undefined);
  }

  // The shop API last: it seeds the demo store (its key) over the scale data.
  if (stack && groups.has('shop')) {
    const running = stack as StackHandle;
    await group('shop', [18, 19, 20, 21, 22, 23], async () => {
      const { measureShopFigures } = await import('./shop-figures.ts');
      recordShopFigures(await measureShopFigures(running.clientEnv, running.appUrl, log, Math.round(10_000 * BENCH_SCALE), Math.max(20, Math.round(200 * BENCH_SCALE))));
    });
  }

  // 'Entregado a' on 100 codes: seeds the demo data (Laura and her codes) over what is there.
  if (stack && groups.has('notes')) {
    const running = stack as StackHandle;
    await group('notes', [27], async () => {
      const { measureNotesFigure, SELECTED_CODES } = await import('./notes-figures.ts');
      recordNotesFigure(await measureNotesFigure(running.clientEnv, viteEnvFor(profile), running.appUrl, log), SELECTED_CODES);
    });
  } else {
    await group('notes', [27], async () => undefined);
  }

  // Where the bytes go, when a bundle budget fails: a second build with source maps.
  if ((figure(1).pass === false || figure(2).pass === false) && !process.argv.includes('--no-attribution')) {
    try {
      log('attributing the JavaScript bytes to packages (vite build --sourcemap)');
      const { buildWithSourceMaps, chunkBaseName, chunkShares, formatShares, listChunks, sumShares } = await import('./attribute.ts');
      const mapsDir = path.join(ROOT, '.tmp', 'bench-sourcemaps');
      await buildWithSourceMaps(mapsDir);
      const all = listChunks(mapsDir).map((chunk) => chunkShares(mapsDir, chunk));
      if (figure(2).pass === false) figure(2).notes.push(`Estimated gzip share per package: ${formatShares(sumShares(all), 14)}.`);
      const signInNames = new Set(signInChunks.map(chunkBaseName));
      if (figure(1).pass === false && signInNames.size > 0) {
        const signIn = all.filter((chunk) => signInNames.has(chunkBaseName(chunk.chunk)));
        figure(1).notes.push(`Estimated gzip share per package on the sign-in page: ${formatShares(sumShares(signIn), 12)}.`);
      }
    } catch (error) {
      log(`attribution failed: ${error instanceof Error ? error.message : error}`);
    }
  }
} catch (error) {
  log(`the bench stopped early: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  for (const f of figures) if (f.pass === null && f.notes.length === 0) f.notes.push(`Not measured: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
} finally {
  await cleanUp();
}

const allPass = figures.every((f) => f.pass === true);
const context =
  `Measured ${startedAt.toISOString()} with \`npm run bench\`${onlyArg ? ` (${onlyArg})` : ''} on ${os.cpus().length} CPUs, ` +
  `load average ${loadBefore.toFixed(1)} at the start (timings are medians; a busy machine inflates them).` +
  (BENCH_SCALE !== 1 ? ` BENCH_SCALE=${BENCH_SCALE}: NOT the budgets' scale.` : '');
const markdown = ['## Benchmark', '', context, '', markdownTable(figures), '', '### Notes', '', markdownNotes(figures), ''].join('\n');
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
writeFileSync(path.join(ROOT, '.tmp/bench-results.md'), markdown);
// A full run at the budgets' scale is the one docs/performance.md shows (its notes stay in .tmp).
if (!onlyArg && BENCH_SCALE === 1) {
  const performanceDoc = path.join(ROOT, 'docs/performance.md');
  const updated = withBenchTable(readFileSync(performanceDoc, 'utf8'), `${context}\n\n${markdownTable(figures)}`);
  if (updated === null) log('docs/performance.md has no bench:table markers: the table was not written there.');
  else writeFileSync(performanceDoc, updated);
}
console.log(`\n${textTable(figures)}\n\n${context}\nNotes and chunk lists: .tmp/bench-results.md\n${allPass ? 'All budgets pass.' : 'Some budgets fail or were not measured.'}`);
process.exit(allPass ? 0 : 1);

/** The documents of the run with the median count, per collection ('10 users, 10 codeSummaries'). */
function documentsOfMiddleRun(runs: readonly { documents: number; perCollection: Record<string, number> }[]): string {
  const middle = [...runs].sort((a, b) => a.documents - b.documents)[Math.floor(runs.length / 2)];
  return Object.entries(middle.perCollection)
    .map(([collection, count]) => `${count} ${collection}`)
    .join(', ');
}

/** Figures 24 and 25: what the roster sold, ranked in Líderes and settled for one event. */
async function measureSales(browserFigures: typeof import('./browser-figures.ts'), browser: Browser, appUrl: string): Promise<void> {
  const roster = rosterLeaders();
  const orders = salesOrders(roster);
  const rows = Math.min(DEFAULT_PAGE_SIZE, roster.length);
  const top = topSeller(orders);
  const first = roster.find((leader) => leader.uid === top.leaderId)!;
  const runs: SalesRankingRun[] = [];
  for (let run = 0; run < SALES_RANKING_RUNS; run++) {
    const result = await browserFigures.measureSalesRanking(browser, appUrl, { email: BENCH_ADMIN.email, rows, firstName: first.displayName });
    log(`Líderes by tickets sold, run ${run + 1}: ${result === null ? 'not shown in time' : `${ms(result.shownMs)}, ${result.documents} documents`}`);
    if (result) runs.push(result);
  }
  if (runs.length === 0) {
    figure(24).notes.push(`Not measured: the first page ranked by 'Entradas vendidas' did not show ${rows} rows, ${first.displayName} first, within ${browserFigures.USABLE_TIMEOUT_MS / 1000} s of the click.`);
  } else {
    const shownMs = median(runs.map((run) => run.shownMs));
    const documents = median(runs.map((run) => run.documents));
    const parts = documentsOfMiddleRun(runs);
    record(
      figure(24),
      `${ms(shownMs)}; ${documents} documents`,
      shownMs <= BUDGETS.salesRankingMs && documents <= BUDGETS.salesRankingDocuments,
      `${orders.length.toLocaleString('en')} confirmed orders of ${roster.length} leaders (shopOrders, with salesRecords and the figures leaderSales and eventSales as the sales trigger leaves them, seeded with its rule). ` +
        `The administrator (${BENCH_ADMIN.email}) opens Líderes in a fresh context, waits until its listeners are in sync and quiet, and picks 'Entradas vendidas' in 'Ordenar por'; ` +
        `time from that click to the frame after the table shows ${rows} rows, ${first.displayName} (${top.tickets} tickets, the most) first, each with its 'Entradas vendidas' figure; median of ${runs.length} runs: ${runs.map((run) => ms(run.shownMs)).join(', ')}.`,
      `Documents the server sent on the Firestore Listen channel from the click until every listener was in sync and quiet: ${documents} (runs: ${runs.map((run) => run.documents).join(', ')}; ${parts}): ` +
        "the page's figures (leaderSales), its leaders and their code summaries; no order is read, so the count is the same with no orders (figure 16 is the page by name).",
    );
  }

  const event = CURRENT_EVENTS[0];
  const settlement = await browserFigures.measureSettlement(browser, appUrl, { email: BENCH_ADMIN.email, eventName: event.name });
  const sellers = new Set(orders.filter((order) => order.eventId === event.id).map((order) => order.leaderId)).size;
  // H and F hold codes for the event and sold nothing: the settlement lists them too, with zeros.
  const expectedRows = sellers + 2;
  log(`settlement of ${event.name}: ${settlement.rows} rows in ${ms(settlement.downloadMs)}`);
  record(
    figure(25),
    `${ms(settlement.downloadMs)}; ${settlement.rows} rows`,
    settlement.rows === expectedRows,
    `The administrator opens Líderes in a fresh context, picks "${event.name}" in 'Ventas de', waits until the page is in sync and quiet, and clicks 'Descargar liquidación'; time from the click to the file handed to the browser (${settlement.fileName}). ` +
      `${sellers} leaders sold for the event (${orders.filter((order) => order.eventId === event.id).length.toLocaleString('en')} orders) and H and F hold codes for it: ${expectedRows} rows expected, one per leader, from the event's figures (eventSales, read 500 at a time) and the leaders' code summaries.`,
  );
}

/** Figure 26: H searches the tracking page by the start of a code, by a whole code and by a name. */
async function measureSearch(browserFigures: typeof import('./browser-figures.ts'), browser: Browser, appUrl: string, notes: number, env: Record<string, string>): Promise<void> {
  const history = historyCodes();
  const byValue = [...history].sort((a, b) => (a.code < b.code ? -1 : 1));
  const named = historyNotes(history).filter((note) => note.name === SEARCHED_NAME);
  const firstNamed = [...named].sort((a, b) => (a.codeId < b.codeId ? -1 : 1))[0];
  const whole = history[Math.floor(history.length / 2)].code;
  const typedName = SEARCHED_NAME.split(' ')[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const searches = [
    { typed: 'bh', expected: byValue[0].code, what: `the start of a code ('bh': all ${history.length.toLocaleString('en')} codes of H start with BH)` },
    { typed: whole.toLowerCase(), expected: whole, what: 'a whole code, in lower case' },
    { typed: typedName, expected: firstNamed.code, what: `a name without its accent ('${typedName}': ${named.length} notes say ${SEARCHED_NAME})` },
  ];
  const runs = await browserFigures.measureCodeSearch(browser, appUrl, { email: HISTORY_LEADER.email, searches });
  for (const run of runs) log(`search '${run.typed}': ${run.shownMs === null ? 'not shown in time' : ms(run.shownMs)}, ${run.rows} rows, ${run.codesDocuments} codes + ${run.notesDocuments} notes + ${run.otherDocuments} other documents`);
  const page = BUDGETS.searchPageDocuments;
  const pass = runs.every((run) => run.shownMs !== null && run.shownMs <= BUDGETS.searchMs && run.rows > 0 && run.codesDocuments <= 2 * page && run.notesDocuments <= 2 * page && run.otherDocuments === 0);
  const slowest = Math.max(...runs.map((run) => run.shownMs ?? Infinity));
  record(
    figure(26),
    `${runs.map((run) => `'${run.typed}' ${run.shownMs === null ? '—' : ms(run.shownMs)}, ${run.codesDocuments} codes + ${run.notesDocuments} notes`).join('; ')}`,
    pass && Number.isFinite(slowest),
    `H (${HISTORY_LEADER.email}, ${history.length.toLocaleString('en')} tracked codes, ${notes.toLocaleString('en')} of them with an 'Entregado a' note) signs in in a fresh context, opens Códigos and waits until it is in sync and quiet; ` +
      `then types, key by key 60 ms apart, ${searches.map((search) => search.what).join(', ')}, clearing the field between searches. ` +
      'Time from the last key (its input event) to the frame after the results show the expected code and the count of what was found; the search is sent after a 300 ms pause in typing, which the time includes. ' +
      `Documents the server sent on the Firestore Listen channel from the first key until every listener was in sync and quiet: each query reads at most a page (${page}): the codes by value, the notes by name and their codes by id, and the names of the codes shown (the notes of a name search are read again by that live listener); rows shown: ${runs.map((run) => run.rows).join(', ')}.`,
  );
  const rounds = await timeSearchRounds(env, page, typedName);
  log(`search rounds alone: codes of H ${ms(rounds.historyCodeQueryMs)}, of F ${ms(rounds.freshCodeQueryMs)} (${rounds.collectionCodes} codes in the collection), notes by name ${ms(rounds.nameQueryMs)}, a page by id ${ms(rounds.byIdReadMs)}`);
  figure(26).notes.push(
    `Each server round alone, from Node with firebase-admin on the same emulator (no browser, no rules; median of 5): the code query, one page, ${ms(rounds.historyCodeQueryMs)} for H and ${ms(rounds.freshCodeQueryMs)} for F, whose 1,000 codes share the collection of ${rounds.collectionCodes.toLocaleString('en')}; ` +
      `H's notes by name ${ms(rounds.nameQueryMs)} (a collection of ${notes.toLocaleString('en')}); a page of codes by id ${ms(rounds.byIdReadMs)}. The emulator scans the whole collection for each query, whatever the query returns; production answers from the index.`,
  );
}

/** Figures 16 and 17: the administrators' area at the scale of the store's roster. */
async function measureAdminArea(browserFigures: typeof import('./browser-figures.ts'), browser: Browser, appUrl: string): Promise<void> {
  const leaders = ROSTER_SIZE + 2;
  const rows = Math.min(DEFAULT_PAGE_SIZE, leaders);
  const runs: LeadersListRun[] = [];
  for (let run = 0; run < LEADERS_LIST_RUNS; run++) {
    const result = await browserFigures.measureLeadersList(browser, appUrl, { email: BENCH_ADMIN.email, rows });
    log(`Líderes, run ${run + 1}: ${result === null ? 'not shown in time' : `${ms(result.shownMs)}, ${result.documents} documents, ${result.aggregations} aggregation requests`}`);
    if (result) runs.push(result);
  }
  if (runs.length === 0) {
    figure(16).notes.push(`Not measured: the first page of Líderes did not show ${rows} rows with their figures within ${browserFigures.USABLE_TIMEOUT_MS / 1000} s of the click.`);
  } else {
    const shownMs = median(runs.map((run) => run.shownMs));
    const documents = median(runs.map((run) => run.documents));
    const aggregations = median(runs.map((run) => run.aggregations));
    const parts = documentsOfMiddleRun(runs);
    record(
      figure(16),
      `${ms(shownMs)}; ${documents} documents + ${aggregations} count`,
      shownMs <= BUDGETS.leadersListMs && documents <= BUDGETS.leadersListDocuments,
      `The administrator (${BENCH_ADMIN.email}) signs in in a fresh context and waits on Solicitudes until its listeners are in sync and quiet, then clicks 'Líderes' in the top bar; ` +
        `time from the click to the frame after the table shows ${rows} rows, each with its 'Códigos' figure (not '…'); ${leaders} leaders in the store (H, F and ${ROSTER_SIZE} more); median of ${runs.length} runs: ${runs.map((run) => ms(run.shownMs)).join(', ')}.`,
      `Documents the server sent on the Firestore Listen channel from the click until every listener was in sync and quiet: ${documents} (runs: ${runs.map((run) => run.documents).join(', ')}; ${parts}), ` +
        `the page's leaders and one summary per leader shown; plus ${aggregations} RunAggregationQuery request${aggregations === 1 ? '' : 's'} at the network (the total N of the pagination, counted on the server; runs: ${runs.map((run) => run.aggregations).join(', ')}).`,
    );
  }

  const event = CURRENT_EVENTS[0].name;
  /** The form filled for a roster leader, as figure 17 does; the outcome in words for the log and the notes. */
  const generateFor = async ({ leader, typed }: ReturnType<typeof generationLeader>, quantity: number) => {
    const option = `${leader.displayName} (${leader.email})`;
    const result = await browserFigures.measureCodeGeneration(browser, appUrl, { email: BENCH_ADMIN.email, typed, option, event, quantity });
    const outcome = result.doneMs === null ? result.otherwise : ms(result.doneMs);
    log(`generating ${quantity} codes: ${outcome}`);
    return { ...result, outcome };
  };
  // A warm-up of 10 codes for another leader: the emulator's first query on the codes the seed
  // wrote (generateCodes looks up its batch by trackingId) takes seconds, once.
  const warmed = await generateFor(generationLeader(2), WARM_UP_CODES);

  const { leader, typed } = generationLeader();
  const generation = await generateFor({ leader, typed }, GENERATED_CODES);
  if (generation.doneMs === null) {
    figure(17).notes.push(
      `Not measured: after the click the page did not say 'Se generaron ${GENERATED_CODES} códigos' within ${browserFigures.GENERATION_TIMEOUT_MS / 1000} s (${generation.otherwise}; ${generation.calls} generateCodes calls).`,
    );
    return;
  }
  record(
    figure(17),
    ms(generation.doneMs),
    generation.doneMs <= BUDGETS.generationMs,
    `One run (each makes ${GENERATED_CODES.toLocaleString('en')} codes): the administrator signs in in a fresh context, opens 'Generar códigos', types "${typed}" in 'Líder' and picks ${leader.displayName} (one of the roster, no codes before), ` +
      `picks "${event}" in 'Evento', fills 'Usos máximos' 1, 'Entradas máximas' 1, 'Cantidad' ${GENERATED_CODES}, and clicks 'Generar códigos'; time from the click to the frame after 'Se generaron ${GENERATED_CODES} códigos' shows: ` +
      `${generation.calls} generateCodes call${generation.calls === 1 ? '' : 's'} at the network (the function reserves each value in codeKeys and writes the codes and the leader's summary in batches).`,
    "On the local stack the functions emulator also runs the summarizeCodeWrite trigger once per new code, on the same CPUs, as the batches commit (each finds its code already counted); in production those run on other instances.",
    `Measured before the leaders' sessions of the other figures, after an untimed warm-up of ${WARM_UP_CODES} codes for another leader (${warmed.outcome}): ` +
      "the local Firestore emulator keeps the listen session of every closed tab, and each commit into codes then costs about 4 s more (the 1,000 codes are five commits); production drops a closed client's listeners.",
  );
}

/** Figure 27: 'Entregado a' on 100 selected codes (scripts/bench/notes-figures.ts). */
function recordNotesFigure(notes: import('./notes-figures.ts').NotesFigure, selected: number): void {
  record(
    figure(27),
    `${ms(notes.medianMs)}; ${notes.writes} writes in ${notes.batches} batch${notes.batches === 1 ? '' : 'es'}`,
    notes.medianMs <= BUDGETS.notesSaveMs && notes.writes === BUDGETS.notesSaveCodes && notes.batches === 1 && notes.commits === 1,
    `The demo leader Laura (lider@demo.cr, ${notes.lauraCodes.toLocaleString('en')} codes in the demo seed) signed in through the web SDK in Node; the app's own saveCodeNotes (src/features/codes/api/code-notes.ts, loaded with Vite's module loader, wired to the bench stack) saves one note ('Entregado a': a name and a phone) on ${selected} of her available codes. ` +
      `Time from the call to the server's acknowledgement (the promise settles then), each run on its own ${selected} codes after one untimed save; median of ${notes.samples.length}: ${notes.samples.map(ms).join(', ')}. ` +
      'Node has no IndexedDB: the SDK falls back to its memory cache, which changes nothing in what a save sends.',
    `Writes counted in one more save, on the SDK's write stream (its debug log of every request): ${notes.batches} request${notes.batches === 1 ? '' : 's'} with writes, ${notes.writes} writes; on the server the ${selected} notes carry ${notes.commits} commit time${notes.commits === 1 ? '' : 's'} (one batch commits at one time). ` +
      `The markCodeHandedOut trigger then marked the ${selected} codes as handed out ${notes.markedMs === null ? 'NOT within 2 minutes after a save' : `${ms(notes.markedMs)} after the acknowledgement (median)`}: one trigger run per note, each save timed after the previous save's runs had ended; the leader's screens show her notes from the cache at once, without waiting for the server or the trigger.`,
  );
}

/** Figures 18 to 23: the shop API (scripts/bench/shop-figures.ts). */
function recordShopFigures(shop: import('./shop-figures.ts').ShopFigures): void {
  const { burst, idle, loaded, throughput, hot, soak } = shop;
  const others = Object.entries(burst.other).map(([status, n]) => `${n} × ${status}`);
  record(
    figure(18),
    `${burst.created} × 201, ${burst.usedUp} × 409 used_up${others.length ? `, ${others.join(', ')}` : ''}; ${ms(burst.ms)}`,
    burst.created === BUDGETS.burstUses && burst.usedUp === BUDGETS.burstHolds - BUDGETS.burstUses && others.length === 0,
    'All 200 POST /v1/reservations sent at once, each with its own orderId; time from the first request to the last answer. Each hold is one batch that creates the order and one use document (codes/{id}/uses/{n}, n < 50) with create(): a taken use fails at once (ALREADY_EXISTS), never waits for a lock, and the request tries another free use or answers used_up.',
  );
  record(
    figure(19),
    `p50 ${ms(idle.p50)}, p95 ${ms(idle.p95)}`,
    idle.p95 <= BUDGETS.holdIdleP95Ms,
    `${idle.samples} holds one after another on a 1,000-use code (after 5 untimed), client-side time per request: the key and its counter (2 reads, 1 write), the code's value key, the code, the event and the order (reads by id), the uses (a count, then a probe), one batch.`,
  );
  record(
    figure(20),
    `p50 ${ms(loaded.p50)}, p95 ${ms(loaded.p95)}`,
    loaded.p95 <= BUDGETS.holdLoadedP95Ms,
    `${loaded.shops} shops at once, each holding 15 times in a row on its own 1,000-use code (${loaded.samples} holds). On the local stack every request and the triggers share the machine's 2 CPUs with the emulators.`,
  );
  record(
    figure(21),
    `${throughput.perSecond.toFixed(1)} holds/s (${throughput.created} of ${throughput.holds} taken in ${ms(throughput.ms)})`,
    throughput.perSecond >= BUDGETS.holdsPerSecond && throughput.created === throughput.holds,
    `${throughput.clients} clients taking one hold on each of ${throughput.holds} one-use codes.`,
  );
  record(
    figure(22),
    `${hot.uses} uses in ${ms(hot.msToUseUp)}; ${hot.racesLost} races lost (${hot.requestsWithRaces} requests); code written ${hot.codeWrites} times; leader sees 500/500 after ${hot.msUntilLeaderSeesIt === null ? '—' : ms(hot.msUntilLeaderSeesIt)}`,
    hot.uses === BUDGETS.hotCodeUses && hot.confirmed === BUDGETS.hotCodeUses && !hot.overUsed && hot.serverErrors === 0,
    `${hot.shops} shops at once, each holding and confirming in a loop until used_up (${hot.usedUpAnswers} × 409 used_up, ${hot.serverErrors} × 5xx): time from the first hold to the 500th confirmation. ` +
      `"Races lost": writes that found their use taken or their order changed and read again (the design's equivalent of transaction retries; logged by shopApi), summed. ` +
      `"Code written": writes of the code document the leader sees (currentUses, 'expired'), by projectCodeUses at most once a second; 500 confirmations made ${hot.codeWrites}.`,
  );
  const statuses = Object.entries(soak.statuses).map(([status, n]) => `${n} × ${status}`).join(', ');
  record(
    figure(23),
    `${soak.violations.length + soak.settled.length} violations; ${soak.requests} requests in ${soak.seconds.toFixed(0)} s`,
    soak.violations.length === 0 && soak.settled.length === 0 && !Object.keys(soak.statuses).some((status) => Number(status) >= 500),
    `scripts/shop/soak.ts over ${soak.codes} codes of 1 to 8 uses, 16 requests at once: ${Object.entries(soak.operations).map(([kind, n]) => `${n} ${kind}`).join(', ')}. Answers: ${statuses}. ` +
      'recount-summaries and the maintenance sweep ran at the middle, beside the traffic. Checked at the end: every use belongs to one live order and no order holds two; confirmed orders ≤ maxUses; ' +
      "what the shop was told is what is stored; then, once the triggers had their turn, every code's currentUses = confirmed − refunded ≤ maxUses with its status, and the leader's summary equals recount-summaries' count." +
      (soak.violations.length + soak.settled.length > 0 ? ` Violations: ${[...soak.violations, ...soak.settled].slice(0, 10).join('; ')}` : ''),
  );
}

/** Figures 6, 11, 12 and 15 from the cold sign-ins of H and F. */
function recordColdSignIns(cold: Record<'H' | 'F', ColdSignIn[]>, timeoutMs: number): void {
  const ids = [6, 11, 12, 15];
  if (cold.H.length === 0 || cold.F.length === 0) {
    for (const id of ids) figure(id).notes.push(`Not measured: a dashboard was not usable within ${timeoutMs / 1000} s of the sign-in click (H: ${cold.H.length}, F: ${cold.F.length} runs usable).`);
    return;
  }
  const of = (name: 'H' | 'F', value: (run: ColdSignIn) => number) => median(cold[name].map(value));
  const [timeH, timeF] = [of('H', (run) => run.usableMs), of('F', (run) => run.usableMs)];
  const [docsH, docsF] = [of('H', (run) => run.documents), of('F', (run) => run.documents)];
  const runs = (name: 'H' | 'F') => cold[name].map((run) => ms(run.usableMs)).join(', ');
  record(
    figure(6),
    ms(timeH),
    timeH <= BUDGETS.usableMs,
    `Fresh browser context each run (empty HTTP cache and IndexedDB); runs of H: ${runs('H')}. "Usable": the batch table lists every event with no row waiting, and the validator has the available codes it answers from. ` +
      'Before, this figure was the batch table shown for a leader with 20,000 codes, all of which the sign-in downloaded; now the sign-in loads the 1,000 codes H can still hand out and the summary of all 20,000.',
  );
  record(
    figure(11),
    `H ${docsH}, F ${docsF} (${(docsH / docsF).toFixed(2)} ×)`,
    docsF <= BUDGETS.freshDocuments && docsH <= BUDGETS.historyDocumentsRatio * docsF,
    `Every document the server sent on the Firestore Listen channel until the listeners were in sync and quiet, medians of ${cold.H.length} runs (codes documents: H ${of('H', (run) => run.codesDocuments)}, F ${of('F', (run) => run.codesDocuments)}): ` +
      'the profile, the store, the leader\'s summary and their available codes.',
  );
  record(
    figure(12),
    `H ${ms(timeH)}, F ${ms(timeF)} (${(timeH / timeF).toFixed(2)} ×)`,
    timeF <= BUDGETS.usableMs && timeH <= BUDGETS.historyTimeRatio * timeF,
    `Runs of F: ${runs('F')}; of H: ${runs('H')}. Both leaders' codes are in the same collection, so the emulator's work per query is the same for both.`,
  );
  const bytes = (name: 'H' | 'F') => cold[name].map((run) => run.indexedDbBytes).filter((value): value is number => value !== null);
  if (bytes('H').length === 0 || bytes('F').length === 0) {
    figure(15).notes.push('Not measured: the browser gave no IndexedDB usage (navigator.storage.estimate().usageDetails).');
    return;
  }
  const [cacheH, cacheF] = [median(bytes('H')), median(bytes('F'))];
  record(
    figure(15),
    `H ${kb(cacheH)}, F ${kb(cacheF)} (${(cacheH / cacheF).toFixed(2)} ×)`,
    cacheH <= BUDGETS.historyDocumentsRatio * cacheF,
    "navigator.storage.estimate().usageDetails.indexedDB after each cold sign-in (Firestore's persistent cache and Auth's session), medians.",
  );
}
