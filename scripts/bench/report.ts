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

export function createFigures(): Figure[] {
  const rows: [string, string][] = [
    ['JavaScript loaded by the sign-in page, gzip -9 (no Firestore, Realtime Database or administrators’ code)', '≤ 180 KB'],
    ['total JavaScript of the app (build assets), gzip -9', '≤ 400 KB'],
    ['validating 1,000 pasted codes against a 20,000-code index (pure function, median)', '≤ 10 ms'],
    ["rendering the validator results for 1,000 pasted codes the leader has loaded, click 'Validar' to the table shown, Chromium (median)", '≤ 300 ms'],
    ['building the CSV for 20,000 codes (pure function, median)', '≤ 300 ms'],
    ['sign-in click to every dashboard action usable, leader H (20,000 codes, 1,000 available), cold cache, Chromium, local stack (median)', '≤ 3 s'],
    ['Dashboard → Códigos → Dashboard, leader H: documents the server sends', '≤ 1 page of codes + its batches; 0 back'],
    ['second visit of H (reload, persistent cache, nothing changed): documents the server sends that the cache did not hold (emulator proxy, see notes)', '≤ 50'],
    ['Lighthouse mobile, built app, sign-in page: performance (median of 5)', '≥ 90'],
    ['Lighthouse mobile, built app, sign-in page: accessibility (median of 5)', '≥ 95'],
    ['cold sign-in until the dashboard is usable: documents the server sends, H and F (medians)', 'F ≤ 1,100; H ≤ 1.2 × F'],
    ['cold sign-in click to every dashboard action usable, H and F (medians)', 'F ≤ 3 s; H ≤ 1.3 × F'],
    ['validating 1,000 pasted codes for H (500 loaded, 500 looked up on the server): the tables, and the time', 'correct tables'],
    ["'Descargar CSV' of H's past event with 10,000 expired codes: the file, and the time from the click", 'all 10,000 rows'],
    ['IndexedDB after a cold sign-in, H and F', 'H ≤ 1.2 × F'],
    ["Líderes with 502 leaders and 20,000 codes: click to the first page's 10 rows with their figures (median of 3), and the documents the server sent", '≤ 1 s; ≤ 40 documents'],
    ["generating 1,000 codes from the form for one of the 500 leaders: click to 'Se generaron 1000 códigos'", '≤ 10 s'],
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
