import type { ActivityEntry } from '@/features/admin/api/activity';
import { adminTexts } from '@/features/admin/texts';
import { accountLabel, describeActivity } from '@/features/admin/utils/describe-activity';
import { formatDateTime } from '@/features/admin/utils/format-date';
import { buildCsv, csvFileName, fileNameDate } from '@/lib/csv';

const t = adminTexts.activity;

/** The days an Actividad filter covers: from the start of `from` up to the end of `to`, local time; null for an open end. */
export interface ActivityRange {
  start: Date | null;
  /** The start of the day after the last one (exclusive). */
  end: Date | null;
}

/** A date input's value ('yyyy-MM-dd') as the start of that day, local time; null when empty or not a real date. */
function dayStart(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The range of the Desde and Hasta inputs, both days included; 'inverted' when Desde is after Hasta. */
export function activityRange(from: string, to: string): ActivityRange | 'inverted' {
  const start = dayStart(from);
  const last = dayStart(to);
  if (start && last && start > last) return 'inverted';
  return { start, end: last ? new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) : null };
}

/** The CSV of Actividad (the entries of the current filter, every page): Fecha, Tipo, Administrador, Acción, Códigos. */
export function buildActivityCsv(entries: readonly ActivityEntry[]): string {
  return buildCsv(
    t.csvColumns,
    entries.map((entry) => [
      entry.at ? formatDateTime(entry.at) : '',
      t.kinds[entry.kind],
      accountLabel(entry.actor),
      describeActivity(entry),
      entry.kind === 'codes-removed' ? (entry.details.codes ?? []).join(', ') : '',
    ]),
  );
}

/**
 * File name actividad-{desde}-{hasta}-{timestamp}.csv (days as yyyyMMdd): the filter's days, or,
 * for an open end, the day of the oldest or newest entry exported (entries come newest first).
 */
export function activityCsvFileName(range: ActivityRange, entries: readonly ActivityEntry[], now: Date = new Date()): string {
  const dated = entries.flatMap((entry) => entry.at ?? []);
  const first = range.start ?? dated.at(-1) ?? now;
  const last = range.end ? new Date(range.end.getFullYear(), range.end.getMonth(), range.end.getDate() - 1) : (dated[0] ?? now);
  return csvFileName(['actividad', fileNameDate(first), fileNameDate(last)], now);
}
