import { LOCALE } from '@common/constants';
import { formatCount } from '@common/number-format';

/** Usage as the tables show it: "current/max", e.g. "2/5", "12/1 000". */
export function formatUsage(currentUses: number, maxUses: number): string {
  return `${formatCount(currentUses)}/${formatCount(maxUses)}`;
}

// One formatter for the whole app: building an Intl formatter per row is slow.
const mediumDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });

/** The es-CR medium date of the 'Creado' column, e.g. "15 ene 2026". */
export function formatCreatedDate(date: Date): string {
  return mediumDate.format(date);
}
