// One structured shape for every failure the functions log, so Error Reporting groups them, the
// log-based metrics of the alert policies count them (scripts/deploy/operations.ts filters on
// `failure.kind`), and a person on call reads them the same way whatever failed:
//   {severity: 'ERROR', message: <stack>, '@type': ReportedErrorEvent, serviceContext,
//    context?, failure: {function, kind, ...details}}
// Error Reporting picks up an entry with this '@type' whose message holds a stack trace, or whose
// context.reportLocation says where it happened when there is none.
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';

export const REPORTED_ERROR_EVENT = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent';

/** What failed: a callable, a Firestore trigger, an HTTP function, or the web app in a browser. */
export type FailureKind = 'callable' | 'trigger' | 'scheduled' | 'http' | 'client';

export interface FailureContext {
  httpRequest?: { method?: string; url?: string; userAgent?: string; referrer?: string; responseStatusCode?: number };
  /** A uid, never an e-mail. */
  user?: string;
  reportLocation?: { filePath: string; lineNumber: number; functionName: string };
}

export interface FailureEntry {
  severity: 'ERROR';
  message: string;
  '@type': typeof REPORTED_ERROR_EVENT;
  serviceContext: { service: string; version: string };
  context?: FailureContext;
  failure: { function: string; kind: FailureKind; [detail: string]: unknown };
}

/** The deployed revision of the functions (Cloud Run sets K_REVISION); 'local' in the emulator. */
export function functionsVersion(env: NodeJS.ProcessEnv = process.env): string {
  return env.K_REVISION || 'local';
}

/** The text Error Reporting reads: the stack when there is one (it starts with the message), else the message. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack || `${error.name}: ${error.message}`;
  return `Error: ${typeof error === 'string' ? error : JSON.stringify(error) ?? String(error)}`;
}

/** The failure entry of a function, as written by logFailure (pure: the tests read the same shape). */
export function failureEntry(fn: string, kind: FailureKind, error: unknown, details: Record<string, unknown> = {}): FailureEntry {
  return {
    severity: 'ERROR',
    message: errorText(error),
    '@type': REPORTED_ERROR_EVENT,
    serviceContext: { service: fn, version: functionsVersion() },
    failure: { ...details, function: fn, kind },
  };
}

/** Logs a failure of function `fn` in the one shape above. */
export function logFailure(fn: string, kind: FailureKind, error: unknown, details: Record<string, unknown> = {}): void {
  logger.write(failureEntry(fn, kind, error, details));
}

/** Writes an entry already built in the failure shape (the web app's errors, built from a report). */
export function writeFailure(entry: FailureEntry): void {
  logger.write(entry);
}

/**
 * An HttpsError is an answer the handler chose: a refusal a person reads (a field, a permission,
 * a limit), or an 'internal' whose cause the handler logged with logFailure before answering.
 * Anything else thrown is a failure nobody caught.
 */
export function isUncaughtFailure(error: unknown): boolean {
  return !(error instanceof HttpsError);
}

/** A callable handler that logs its failures (and passes every outcome on unchanged). */
export function loggingCallableFailures<Req extends { auth?: { uid: string } | null }, Res>(
  fn: string,
  handler: (request: Req) => Promise<Res> | Res,
): (request: Req) => Promise<Res> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (isUncaughtFailure(error)) logFailure(fn, 'callable', error, request.auth?.uid ? { uid: request.auth.uid } : {});
      throw error;
    }
  };
}

interface TriggerEvent {
  id: string;
  time: string;
  document?: string;
}

/**
 * A Firestore trigger's handler that logs its failures with the event's id and age before the
 * platform retries it: the same event id logged again and again, ever older, is a trigger that
 * keeps retrying (the 'trigger keeps retrying' alert counts these entries).
 */
export function loggingTriggerFailures<E extends TriggerEvent>(fn: string, handler: (event: E) => Promise<void>): (event: E) => Promise<void> {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      const ageSeconds = Math.max(0, Math.round((Date.now() - Date.parse(event.time)) / 1000));
      logFailure(fn, 'trigger', error, { eventId: event.id, document: event.document, eventAgeSeconds: Number.isFinite(ageSeconds) ? ageSeconds : null });
      throw error;
    }
  };
}
