import { CLIENT_ERROR_FUNCTION, type ClientErrorReport } from '@common/client-error-report';
import { appEnv } from '@/lib/env';
import { auth } from '@/lib/firebase/app';
import { appCheckHeaders, appCheckSiteKey } from '@/lib/firebase/app-check';

/**
 * Sends one report to the reportClientError function, with the signed-in person's ID token (the
 * function limits reports per person as well as per address) and App Check's header when the
 * build has it. Resolves whatever the answer: a refused report (429, offline) is simply dropped.
 */
export async function sendErrorReport(report: ClientErrorReport): Promise<void> {
  const idToken = await auth.currentUser?.getIdToken().catch(() => null);
  await fetch(`${appEnv.functionsBaseUrl}/${CLIENT_ERROR_FUNCTION}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      ...(appCheckSiteKey ? await appCheckHeaders() : {}),
    },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
