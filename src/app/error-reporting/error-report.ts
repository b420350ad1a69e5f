import { CLIENT_ERROR_LIMITS, type ClientErrorKind, type ClientErrorReport } from '@common/client-error-report';

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

/**
 * The report of an uncaught value, trimmed to what reportClientError accepts. The page's path
 * goes without its query and fragment, which may hold a link's one-time code.
 */
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
    ...(source?.file ? { source: { file: clip(source.file.replace(/[?#].*$/s, ''), CLIENT_ERROR_LIMITS.path * 4), line: source.line, column: source.column } } : {}),
  };
}
