// What the web app sends to the reportClientError function about an error nobody caught in the
// browser (an uncaught error or an unhandled promise rejection). The app trims a report to these
// sizes before sending it; the function refuses a larger body and scrubs codes, e-mails and
// tokens before anything is logged (functions/src/client-errors).

/** The HTTP function that receives the reports (us-central1, like the others). */
export const CLIENT_ERROR_FUNCTION = 'reportClientError';
/** Error Reporting's service for the web app's errors; the version is the app's release. */
export const CLIENT_ERROR_SERVICE = 'centro-de-lideres-web';

export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_LIMITS = {
  /** Characters of the error's message the app keeps. */
  message: 1000,
  /** Characters of the stack trace the app keeps (a few dozen frames). */
  stack: 6000,
  /** The page's path, without its query or fragment. */
  path: 300,
  /** The largest body the function accepts, in bytes. */
  bodyBytes: 16 * 1024,
} as const;

/** A release id: the app's version and its commit (`0.1.0+abc1234`), as vite.config.ts stamps it. */
export const RELEASE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string;
  path: string;
  release: string;
  /** Where the browser says the error was thrown (ErrorEvent), for stacks Error Reporting cannot parse. */
  source?: { file: string; line: number; column: number };
}
