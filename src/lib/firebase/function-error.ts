import { texts } from '@/lib/texts';

// Errors of the callable functions, as a person reads them. The functions answer a refusal they
// can explain (a field, a precondition, a missing account) with a Spanish message meant for the
// person; anything else (a failure, no connection) gets the screen's own sentence.

const EXPLAINED_CODES = new Set([
  'functions/invalid-argument',
  'functions/failed-precondition',
  'functions/not-found',
  'functions/already-exists',
  'functions/permission-denied',
  'functions/unauthenticated',
  'functions/resource-exhausted',
]);

/** The callable error's code ('functions/not-found'), or '' for anything else. */
export function functionErrorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('functions/') ? code : '';
}

/** The message to show for a failed call: the function's own words when it explained itself, else `fallback`. */
export function functionErrorMessage(error: unknown, fallback: string, isOffline: () => boolean = () => navigator.onLine === false): string {
  if (isOffline()) return texts.errors.networkRequestFailed;
  const message = (error as { message?: unknown } | null)?.message;
  return EXPLAINED_CODES.has(functionErrorCode(error)) && typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
