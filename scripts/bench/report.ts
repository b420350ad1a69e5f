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
    ['JavaScript loaded by the sign-in page, gzip -9', '≤ 180 KB'],
    ['total JavaScript of the app (build assets), gzip -9', '≤ 400 KB'],
    ['validating 1,000 pasted codes against 20,000 tracked codes (pure function, median)', '≤ 10 ms'],
    ["rendering the validator results for 1,000 pasted codes, click 'Validar' to both tables shown, Chromium (median)", '≤ 300 ms'],
    ['building the CSV for 20,000 codes (pure function, median)', '≤ 300 ms'],
    ["sign-in click to 'Códigos por lote' shown, 20,000 codes, cold cache, Chromium, local stack (median)", '≤ 3 s'],
    ['Dashboard → Códigos → Dashboard: documents fetched from the server', '0'],
    ['second visit (reload, persistent cache, no data changed): documents the server sends that the cache did not hold (emulator proxy, see notes)', '≤ 1% of the first visit'],
    ['Lighthouse mobile, built app, sign-in page: performance (median of 5)', '≥ 90'],
    ['Lighthouse mobile, built app, sign-in page: accessibility (median of 5)', '≥ 95'],
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
