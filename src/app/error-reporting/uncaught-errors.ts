import { CLIENT_ERROR_LIMITS, type ClientErrorKind, type ClientErrorReport } from '@common/client-error-report';

// Errors nobody caught in the page (an exception in an event handler, a rejected promise nobody
// awaited) would be seen by nobody: each one goes to the reportClientError function, which logs
// it for Error Reporting with the build's release. The listener is tiny and in the first chunk,
// so it is there before anything can fail; the sending code loads on the first error.

/** At most this many reports per page load: a page in an error loop sends a few, then stops. */
const MAX_REPORTS_PER_PAGE = 10;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: `Valor no Error: ${JSON.stringify(value)}` };
  } catch {
    return { message: `Valor no Error: ${String(value)}` };
  }
}

/** The report of an uncaught value, trimmed to what the function accepts (no query string, which may hold a link's one-time code). */
export function clientErrorReport(
  kind: ClientErrorKind,
  value: unknown,
  page: { pathname: string; release: string },
  source?: { file: string; line: number; column: number },
): ClientErrorReport {
  const { message, stack } = describe(value);
  return {
    kind,
    message: clip(message, CLIENT_ERROR_LIMITS.message),
    ...(stack ? { stack: clip(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
    path: clip(page.pathname, CLIENT_ERROR_LIMITS.path),
    release: page.release,
    ...(source?.file ? { source: { file: clip(source.file.replace(/[?#].*$/, ''), CLIENT_ERROR_LIMITS.path * 4), line: source.line, column: source.column } } : {}),
  };
}

/** Listens for uncaught errors and unhandled rejections for the life of the page, and reports each distinct one once. */
export function reportUncaughtErrors(release = import.meta.env.VITE_APP_RELEASE ?? 'dev'): void {
  const reported = new Set<string>();
  const report = (kind: ClientErrorKind, value: unknown, source?: { file: string; line: number; column: number }) => {
    const body = clientErrorReport(kind, value, { pathname: window.location.pathname, release }, source);
    const key = `${body.message}\n${body.stack ?? ''}`;
    if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
    reported.add(key);
    // A report that cannot be sent (offline, blocked) is dropped: it must never raise an error of its own.
    import('@/app/error-reporting/send-error-report').then(({ sendErrorReport }) => sendErrorReport(body)).catch(() => undefined);
  };
  window.addEventListener('error', (event) => {
    report('error', event.error ?? event.message, { file: event.filename, line: event.lineno, column: event.colno });
  });
  window.addEventListener('unhandledrejection', (event) => report('unhandledrejection', event.reason));
}
