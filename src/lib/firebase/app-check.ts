import type { AppCheck } from 'firebase/app-check';
import { appCheckSettings, type AppCheckSettings } from '@/lib/firebase/app-check-settings';

// App Check proves to the functions (and, when enforced in the console, to Firestore and the
// Realtime Database) that a request comes from this web app. firestore.ts, functions.ts and the
// e-mail request import this module first, so App Check is running before their first request.
//
// A build without a site key must carry nothing of App Check, not even this module: the site key
// is read here (Vite writes it into the build as a constant, and every branch on it is dropped)
// and everything else, even the app and env modules, is imported only inside those branches.

/** The reCAPTCHA Enterprise site key of the build, or undefined when App Check is off. */
export const appCheckSiteKey = import.meta.env.VITE_APPCHECK_SITE_KEY;

async function startAppCheck({ siteKey, debugToken }: AppCheckSettings): Promise<AppCheck> {
  // Against the emulators the site key is not valid on this host: the SDK's debug provider
  // takes over when this global is set before initialisation.
  if (debugToken !== null) Object.assign(self, { FIREBASE_APPCHECK_DEBUG_TOKEN: debugToken });
  const [{ initializeAppCheck, ReCaptchaEnterpriseProvider }, { firebaseApp }] = await Promise.all([
    import('firebase/app-check'),
    import('@/lib/firebase/app'),
  ]);
  return initializeAppCheck(firebaseApp, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}

async function startConfiguredAppCheck(siteKey: string): Promise<AppCheck | null> {
  const { appEnv } = await import('@/lib/env');
  const settings = appCheckSettings({
    siteKey,
    debugToken: import.meta.env.VITE_APPCHECK_DEBUG_TOKEN,
    useEmulators: appEnv.useEmulators,
  });
  return settings ? startAppCheck(settings) : null;
}

// Top-level await: the modules that import this one run only once App Check is ready.
const appCheck: AppCheck | null = appCheckSiteKey ? await startConfiguredAppCheck(appCheckSiteKey) : null;

/** The App Check header for a plain HTTP request to the functions (call only when appCheckSiteKey is set). */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!appCheck) return {};
  const { getToken } = await import('firebase/app-check');
  const { token } = await getToken(appCheck);
  return { 'X-Firebase-AppCheck': token };
}
