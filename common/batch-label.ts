// What a generation batch (the codes of one trackingId) is called wherever a person sees it: the
// name an administrator gave it ('Preventa redes'), or else its event, day and size. Batches made
// before names existed have none and get the second form; nothing stored needs to change.
import { LOCALE } from './constants';
import { formatCount } from './number-format';

/** Longest batch name the form, generateCodes and the CLI take. */
export const BATCH_NAME_MAX_LENGTH = 60;

// The day in Costa Rica, wherever the label is written (a phone abroad, the CLI on a server).
const batchDay = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'America/Costa_Rica' });

export const BATCH_LABEL_TEXTS = {
  /** A batch without a name: '{event} · {date} · {count} códigos'. */
  unnamed: (event: string, date: string, count: number) => `${event} · ${date} · ${formatCount(count)} ${count === 1 ? 'código' : 'códigos'}`,
  /** A batch whose day is not known yet (its codes are not loaded). */
  unnamedUndated: (event: string, count: number) => `${event} · ${formatCount(count)} ${count === 1 ? 'código' : 'códigos'}`,
};

export interface BatchLabelInput {
  /** The name given at generation; empty or missing for batches without one. */
  name?: string | null;
  eventName: string;
  /** When its codes were made (ms); null when not known. */
  createdAtMs: number | null;
  /** Its codes. */
  count: number;
}

/** The batch's name, or '{evento} · {fecha es-CR} · {N} códigos'. */
export function batchLabel({ name, eventName, createdAtMs, count }: BatchLabelInput): string {
  const named = name?.trim();
  if (named) return named;
  if (createdAtMs === null || !Number.isFinite(createdAtMs) || createdAtMs <= 0) return BATCH_LABEL_TEXTS.unnamedUndated(eventName, count);
  return BATCH_LABEL_TEXTS.unnamed(eventName, batchDay.format(createdAtMs), count);
}
