import { LOCALE } from '@common/constants';

const relativeTime = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago data was last confirmed by the server, in es-CR words: 'este minuto',
 * 'hace 12 minutos', 'hace 3 horas', 'ayer', 'hace 5 días'. A time in the future (a clock
 * changed meanwhile) counts as now.
 */
export function dataAge(syncedAt: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - syncedAt.getTime());
  if (elapsed < HOUR_MS) return relativeTime.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relativeTime.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relativeTime.format(-Math.floor(elapsed / DAY_MS), 'day');
}
