import Papa from 'papaparse';

// The CSV files people download (a leader's codes, the administrators' lists of leaders and of
// activity), all written one way: UTF-8 with a byte order mark, CRLF line ends, cells a
// spreadsheet would run as a formula escaped, named {what}-{yyyyMMdd-HHmmss}.csv in local time.

/** UTF-8 byte order mark: without it Excel reads the file as ANSI and garbles the accents. */
export const CSV_BOM = '\uFEFF';

// Spreadsheet apps run a cell starting with one of these as a formula (CSV injection, OWASP):
// papaparse prefixes such cells with an apostrophe. Its default pattern (/^[=+\-@\t\r].*$/)
// misses a cell that spans lines, so the start of the cell alone decides here.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV file's text: the BOM, the header `fields`, then one line per row. */
export function buildCsv(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  return CSV_BOM + Papa.unparse({ fields: [...fields], data: rows as string[][] }, { newline: '\r\n', escapeFormulae: FORMULA_START });
}

// Hand-formatted: date-fns' format() would add about 6 KB gzip to the bundle for these names.
const pad = (value: number) => String(value).padStart(2, '0');

/** A day as a file name writes it: yyyyMMdd, local time. */
export function fileNameDate(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/** File name {parts joined by '-'}-{yyyyMMdd-HHmmss}.csv, the timestamp in local time. */
export function csvFileName(parts: readonly string[], now: Date = new Date()): string {
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `${[...parts, fileNameDate(now), time].join('-')}.csv`;
}

