import Papa from 'papaparse';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { formatUsage } from '@/lib/codes/code-format';
import { codeStatusLabel, eventNameLabel, leaderNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';

/** UTF-8 byte order mark: without it Excel reads the file as ANSI and garbles the accents. */
export const CSV_BOM = '\uFEFF';

// Spreadsheet apps run a cell starting with one of these as a formula (CSV injection, OWASP):
// papaparse prefixes such cells with an apostrophe. Its default pattern (/^[=+\-@\t\r].*$/)
// misses a cell that spans lines, so the start of the cell alone decides here.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The CSV of codes ('Códigos por lote', a leader's page in the administrators' area): columns
 * ID Evento, Evento, ID Líder, Líder, Código, Usado (current/max), Estado del código (label),
 * prefixed with the BOM, CRLF line ends.
 */
export function buildCodesCsv(codes: readonly TrackedCode[]): string {
  const data = codes.map((code) => [
    code.eventId,
    eventNameLabel(code.eventName),
    code.leaderId,
    leaderNameLabel(code.leaderName),
    code.code,
    formatUsage(code.currentUses, code.maxUses),
    codeStatusLabel(code.status, code.currentUses),
  ]);
  return CSV_BOM + Papa.unparse({ fields: [...codesTexts.csvColumns], data }, { newline: '\r\n', escapeFormulae: FORMULA_START });
}

/** File name codigos-{timestamp}.csv, timestamp yyyyMMdd-HHmmss in local time. */
export function codesCsvFileName(now: Date = new Date()): string {
  // Hand-formatted: date-fns' format() would add about 6 KB gzip to the bundle for this one name.
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `codigos-${date}-${time}.csv`;
}
