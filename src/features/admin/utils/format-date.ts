import { LOCALE } from '@common/constants';

// Dates as the administrators' lists show them, in es-CR (one formatter for the whole app:
// building one per row is slow).
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** A date with its time, e.g. "26 nov 2026, 10:15". */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}
