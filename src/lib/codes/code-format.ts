import { LOCALE } from '@common/constants';

/** Usage as the tables show it: "current/max", e.g. "2/5". */
export function formatUsage(currentUses: number, maxUses: number): string {
  return `${currentUses}/${maxUses}`;
}

// One formatter for the whole app: building an Intl formatter per row is slow.
const mediumDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

/** The es-CR medium date of the 'Creado' column, e.g. "15 ene 2026". */
export function formatCreatedDate(date: Date): string {
  return mediumDate.format(date);
}

const integer = new Intl.NumberFormat(LOCALE);

/** A count in es-CR, e.g. "12 500". */
export function formatCount(value: number): string {
  return integer.format(value);
}
