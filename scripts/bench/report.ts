// The benchmark's table: one row per figure, with its budget and a pass/fail mark.
export interface Figure {
  id: number;
  name: string;
  budget: string;
  /** What was measured, formatted; null until measured. */
  measured: string | null;
  pass: boolean | null;
  /** Why a figure is missing, how it was measured, what to fix. */
  notes: string[];
}

/**
 * Every budget, once: the table prints it (createFigures) and run.ts checks each measure against
 * it. Sizes in KB of gzip -9, times in ms, documents as the server sends them.
 */
export const BUDGETS = {
  /** 1: the sign-in page's JavaScript. */
  signInJsKb: 180,
  /** 2: what a leader's device precaches (the service worker), and the administrators' own chunks; the whole build has none. */
  leaderDeviceJsKb: 400,
  administratorsJsKb: 60,
  /** 3: validating 1,000 pasted codes (pure). */
  validateMs: 10,
  /** 4: the validator's tables shown. */
  validatorRenderMs: 300,
  /** 5: the CSV of 20,000 codes (pure). */
  csvMs: 300,
  /** 6, 12: a cold sign-in until every dashboard action is usable. */
  usableMs: 3000,
  /** 7: the codes (and batch figures) of one page of 'Seguimiento de códigos'. */
  codesPageDocuments: 10,
  /** 8: documents a reload with nothing changed brings that the cache did not hold. */
  secondVisitDocuments: 50,
  /** 9, 10: Lighthouse mobile scores of the sign-in page. */
  lighthousePerformance: 90,
  lighthouseAccessibility: 95,
  /** 11: documents of F's cold sign-in; H may cost this much more (11, 15). */
  freshDocuments: 1100,
  historyDocumentsRatio: 1.2,
  /** 12: how much longer H's cold sign-in may take than F's. */
  historyTimeRatio: 1.3,
  /** 16: Líderes' first page. */
  leadersListMs: 1000,
  leadersListDocuments: 40,
  /** 17: generating 1,000 codes from the form. */
  generationMs: 10_000,
  /** 18: a burst of holds on one code: exactly its uses are held, the rest are used_up. */
  burstHolds: 200,
  burstUses: 50,
  /** 19, 20: one hold as the shop sees it, p95, alone and with 20 shops at once. */
  holdIdleP95Ms: 1000,
  holdLoadedP95Ms: 2000,
  /** 21: holds per second over many codes. */
  holdsPerSecond: 20,
  /** 22: the hot code's uses. */
  hotCodeUses: 500,
  /** 24: Líderes ranked by sales, with 50,000 orders: the same page as by name (16). */
  salesRankingMs: 1000,
  salesRankingDocuments: 40,
  /** 26: a search of the tracking page, the last key to the results (its pause included). */
  searchMs: 1000,
  /** 26: documents of each kind a search may read: one page per query, whatever the history. */
  searchPageDocuments: 20,
  /** 27: 'Entregado a' on 100 selected codes: to the server's acknowledgement (the screens do not wait for it), in one batch. */
  notesSaveMs: 3000,
  notesSaveCodes: 100,
} as const;

const b = BUDGETS;
const seconds = (ms: number) => `${ms / 1000} s`;

export function createFigures(): Figure[] {
  const rows: [string, string][] = [
    ['JavaScript loaded by the sign-in page, gzip -9 (no Firestore, Realtime Database or administrators’ code)', `≤ ${b.signInJsKb} KB`],
    [
      "JavaScript each person downloads, gzip -9: the sign-in page (what index.html loads), a leader's device (what the service worker precaches), the administrators' own chunks; and the whole build",
      `sign-in ≤ ${b.signInJsKb} KB; leader's device ≤ ${b.leaderDeviceJsKb} KB; administrators' chunks ≤ ${b.administratorsJsKb} KB; whole build: no budget`,
    ],
    ['validating 1,000 pasted codes against a 20,000-code index (pure function, median)', `≤ ${b.validateMs} ms`],
    ["rendering the validator results for 1,000 pasted codes the leader has loaded, click 'Validar' to the table shown, Chromium (median)", `≤ ${b.validatorRenderMs} ms`],
    ['building the CSV for 20,000 codes (pure function, median)', `≤ ${b.csvMs} ms`],
    ['sign-in click to every dashboard action usable, leader H (20,000 codes, 1,000 available), cold cache, Chromium, local stack (median)', `≤ ${seconds(b.usableMs)}`],
    ['Dashboard → Códigos → Dashboard, leader H: documents the server sends', '≤ 1 page of codes + its batches; 0 back'],
    ['second visit of H (reload, persistent cache, nothing changed): documents the server sends that the cache did not hold (emulator proxy, see notes)', `≤ ${b.secondVisitDocuments}`],
    ['Lighthouse mobile, built app, sign-in page: performance (median of 5)', `≥ ${b.lighthousePerformance}`],
    ['Lighthouse mobile, built app, sign-in page: accessibility (median of 5)', `≥ ${b.lighthouseAccessibility}`],
    ['cold sign-in until the dashboard is usable: documents the server sends, H and F (medians)', `F ≤ ${b.freshDocuments.toLocaleString('en')}; H ≤ ${b.historyDocumentsRatio} × F`],
    ['cold sign-in click to every dashboard action usable, H and F (medians)', `F ≤ ${seconds(b.usableMs)}; H ≤ ${b.historyTimeRatio} × F`],
    ['validating 1,000 pasted codes for H (500 loaded, 500 looked up on the server): the tables, and the time', 'correct tables'],
    ["'Descargar CSV' of H's past event with 10,000 expired codes: the file, and the time from the click", 'all 10,000 rows'],
    ['IndexedDB after a cold sign-in, H and F', `H ≤ ${b.historyDocumentsRatio} × F`],
    ["Líderes with 502 leaders and 20,000 codes: click to the first page's 10 rows with their figures (median of 3), and the documents the server sent", `≤ ${seconds(b.leadersListMs)}; ≤ ${b.leadersListDocuments} documents`],
    ["generating 1,000 codes from the form for one of the 500 leaders: click to 'Se generaron 1000 códigos'", `≤ ${seconds(b.generationMs)}`],
    [
      `shop API: ${b.burstHolds} concurrent holds, each with its own orderId, on a ${b.burstUses}-use code: the answers, and the time`,
      `exactly ${b.burstUses} × 201 and ${b.burstHolds - b.burstUses} × 409 used_up; 0 × 5xx`,
    ],
    ['shop API: hold latency, one shop idle (p50, p95)', `p95 ≤ ${seconds(b.holdIdleP95Ms)}`],
    ['shop API: hold latency with 20 concurrent shops on different codes (p50, p95)', `p95 ≤ ${seconds(b.holdLoadedP95Ms)}`],
    ['shop API: holds per second across 1,000 codes with 20 concurrent clients', `≥ ${b.holdsPerSecond} a second; every hold taken`],
    [
      `shop API: a hot code (a ${b.hotCodeUses}-use discount, 100 concurrent shops holding and confirming): time to use it up, races lost, writes of the code`,
      `exactly ${b.hotCodeUses} uses; 0 × 5xx`,
    ],
    ['shop API: soak of 10,000 random operations over 200 codes (duplicates, lost answers, holds that run out, a repair in the middle)', '0 violations; 0 × 5xx'],
    [
      "Líderes ranked by sales, 500 leaders with 50,000 confirmed orders: click on 'Entradas vendidas' in 'Ordenar por' to the first page's 10 rows, the best seller first (median of 3), and the documents the server sent",
      `≤ ${seconds(b.salesRankingMs)}; ≤ ${b.salesRankingDocuments} documents`,
    ],
    ["'Descargar liquidación' of an event all 500 leaders sold for: the time from the click, and the rows", 'one row per leader who sold or holds codes for it'],
    [
      "Search by code start and by name for leader H (20,000 codes, 2,000 with 'Entregado a'): the last key typed to the results shown (the typing pause included), and the documents the server sent",
      `≤ ${seconds(b.searchMs)} each; ≤ 1 page (${b.searchPageDocuments}) of documents per query`,
    ],
    [
      `setting 'Entregado a' on ${b.notesSaveCodes} selected codes of Laura (the app's saveCodeNotes, web SDK): the time to the server's acknowledgement (median of 5), and the writes and batches sent`,
      `≤ ${seconds(b.notesSaveMs)}; ${b.notesSaveCodes} writes in 1 batch`,
    ],
  ];
  return rows.map(([name, budget], i) => ({ id: i + 1, name, budget, measured: null, pass: null, notes: [] }));
}

export function record(figure: Figure, measured: string, pass: boolean, ...notes: string[]): void {
  figure.measured = measured;
  figure.pass = pass;
  figure.notes.push(...notes);
}

const mark = (figure: Figure) => (figure.pass === null ? 'not measured' : figure.pass ? 'pass' : 'FAIL');
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function markdownTable(figures: readonly Figure[]): string {
  const lines = ['| # | figure | measured | budget | pass/fail |', '|---|---|---|---|---|'];
  for (const figure of figures) {
    lines.push(`| ${figure.id} | ${cell(figure.name)} | ${cell(figure.measured ?? '—')} | ${cell(figure.budget)} | ${mark(figure)} |`);
  }
  return lines.join('\n');
}

export function markdownNotes(figures: readonly Figure[]): string {
  return figures
    .filter((figure) => figure.notes.length > 0)
    .map((figure) => `- **${figure.id}.** ${figure.notes.join(' ')}`)
    .join('\n');
}

/** The table for a terminal: fixed-width columns. */
export function textTable(figures: readonly Figure[]): string {
  const rows = [['#', 'figure', 'measured', 'budget', 'pass/fail'], ...figures.map((f) => [String(f.id), f.name, f.measured ?? '—', f.budget, mark(f)])];
  const nameWidth = 60;
  const wrap = (text: string) => (text.length > nameWidth ? `${text.slice(0, nameWidth - 1)}…` : text);
  const widths = [2, nameWidth, Math.max(...rows.map((r) => r[2].length)), Math.max(...rows.map((r) => r[3].length)), 12];
  return rows
    .map((row, i) =>
      [row[0].padStart(widths[0]), wrap(row[1]).padEnd(widths[1]), row[2].padEnd(widths[2]), row[3].padEnd(widths[3]), row[4]].join(i === 0 ? ' | ' : ' | '),
    )
    .join('\n');
}

/** Where a full run writes its table: docs/performance.md, between these markers. */
const TABLE_START = /<!-- bench:table:start[^>]*-->/;
const TABLE_END = '<!-- bench:table:end -->';

/** `document` with the text between the table markers replaced by `section`; null without markers. */
export function withBenchTable(document: string, section: string): string | null {
  const start = TABLE_START.exec(document);
  const end = document.indexOf(TABLE_END);
  if (!start || end < start.index) return null;
  const head = document.slice(0, start.index + start[0].length);
  return `${head}\n\n${section.trim()}\n\n${document.slice(end)}`;
}
