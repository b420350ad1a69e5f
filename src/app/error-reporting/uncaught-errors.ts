import type { ClientErrorKind } from '@common/client-error-report';

// Errors nobody caught in the page (an exception in an event handler, a rejected promise nobody
// awaited) would be seen by nobody: each one goes to the reportClientError function, which logs
// it for Error Reporting with the build's release. Only the listener is in the first chunk, so it
// is there before anything can fail; the code that builds and sends a report loads on the first error.

/** At most this many errors per page load reach the sending code: a page in an error loop sends a few, then stops. */
const MAX_ERRORS_PER_PAGE = 20;

export function reportUncaughtErrors(): void {
  let seen = 0;
  const report = (kind: ClientErrorKind, value: unknown, source?: { file: string; line: number; column: number }) => {
    if ((seen += 1) > MAX_ERRORS_PER_PAGE) return;
    // A report that cannot be sent (offline, blocked) is dropped: it must never raise an error of its own.
    import('@/app/error-reporting/send-error-report').then(({ sendErrorReport }) => sendErrorReport(kind, value, source)).catch(() => undefined);
  };
  window.addEventListener('error', (event) => report('error', event.error ?? event.message, { file: event.filename, line: event.lineno, column: event.colno }));
  window.addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));
}
