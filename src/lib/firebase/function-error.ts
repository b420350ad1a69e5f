import { texts } from '@/lib/texts';

// Errors of the callable functions, as a person reads them: the one mapping from a function's
// error to a Spanish message for people. The functions answer a refusal they can explain (a
// precondition, a missing account, a limit) with a Spanish message meant for the person; the
// SDK appends the HTTP status to it (' [400]'), which is taken off. A message meant for a program
// (the request's rules name the field, e.g. 'El campo leaderId …', for the CLI and the API)
// becomes a sentence for people; anything else (a failure, no connection) gets the screen's own.

const EXPLAINED_CODES = new Set([
  'functions/invalid-argument',
  'functions/failed-precondition',
  'functions/not-found',
  'functions/already-exists',
  'functions/permission-denied',
  'functions/unauthenticated',
  'functions/resource-exhausted',
]);

/** The status the Firebase SDK appends to a callable's message: 'Mensaje. [400]'. */
const SDK_STATUS_SUFFIX = /\s*\[\d{3}\]\s*$/;

/**
 * True when `message` reads as written for a program rather than a person: it names a field id
 * of a request (camelCase like leaderId, snake_case like code_type, uid, or 'el campo x') or
 * shows an HTTP status ('[400]', 'HTTP 400').
 */
export function isProgramMessage(text: string, field?: string): boolean {
  // An e-mail address a message names (the account it is about) is a person's words, whatever it holds.
  const message = text.replace(/\S+@\S+/g, '');
  const fieldIds = (field ?? '').split('.').filter((part) => /^[A-Za-z_]\w*$/.test(part));
  if (fieldIds.some((id) => new RegExp(`\\b${id}\\b`).test(message))) return true;
  return (
    /\b[a-z]+[A-Z][A-Za-z0-9]*\b/.test(message) ||
    /\b[a-z]+_[a-z0-9_]+\b/.test(message) ||
    /\buids?\b/.test(message) ||
    /\b[Ee]l campo [A-Za-z_]/.test(message) ||
    /\[\d{3}\]|\bHTTP \d{3}\b/.test(message)
  );
}

/** The callable error's code ('functions/not-found'), or '' for anything else. */
export function functionErrorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('functions/') ? code : '';
}

/** The message to show for a failed call: the function's own words when it explained itself to a person, else `fallback`. */
export function functionErrorMessage(error: unknown, fallback: string, isOffline: () => boolean = () => navigator.onLine === false): string {
  if (isOffline()) return texts.errors.networkRequestFailed;
  const code = functionErrorCode(error);
  if (!EXPLAINED_CODES.has(code)) return fallback;
  const raw = (error as { message?: unknown }).message;
  const message = typeof raw === 'string' ? raw.replace(SDK_STATUS_SUFFIX, '').trim() : '';
  const details = (error as { details?: { field?: unknown } }).details;
  const field = typeof details?.field === 'string' ? details.field : undefined;
  if (message === '' || isProgramMessage(message, field)) {
    if (code === 'functions/resource-exhausted') return texts.errors.tooManyCalls;
    return code === 'functions/invalid-argument' ? texts.errors.invalidRequest : fallback;
  }
  return message;
}
