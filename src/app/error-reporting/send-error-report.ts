import { CLIENT_ERROR_FUNCTION, type ClientErrorKind } from '@common/client-error-report';
import { clientErrorReport } from '@/app/error-reporting/error-report';
import { appEnv } from '@/lib/env';
import { auth } from '@/lib/firebase/app';

/** Each distinct error is reported once per page load, and at most this many in all. */
const MAX_REPORTS_PER_PAGE = 10;
const reported = new Set<string>();

/**
 * Sends the report of one uncaught error to the reportClientError function, with the signed-in
 * person's ID token (the function limits reports per person as well as per address) and App
 * Check's header when the build has it. Resolves whatever the answer: a refused report (429,
 * offline) is simply dropped.
 */
export async function sendErrorReport(kind: ClientErrorKind, value: unknown, source?: { file: string; line: number; column: number }): Promise<void> {
  const report = clientErrorReport(kind, value, { pathname: window.location.pathname, release: import.meta.env.VITE_APP_RELEASE ?? 'dev' }, source);
  const key = `${report.message}\n${report.stack ?? ''}`;
  if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE) return;
  reported.add(key);
  const idToken = await auth.currentUser?.getIdToken().catch(() => null);
  await fetch(`${appEnv.functionsBaseUrl}/${CLIENT_ERROR_FUNCTION}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      // Read here, not imported: a build without a site key keeps no App Check module at all.
      ...(import.meta.env.VITE_APPCHECK_SITE_KEY ? await (await import('@/lib/firebase/app-check')).appCheckHeaders() : {}),
    },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
