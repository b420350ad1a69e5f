import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth, type Auth } from 'firebase/auth';
import { appEnv } from '@/lib/env';

// The one place that initialises Firebase. Firestore and the Realtime Database live in
// their own modules (firestore.ts, database.ts) so the sign-in page does not load them.
export const firebaseApp = initializeApp(appEnv.firebase);

function createAuth(): Auth {
  // initializeAuth without a popup resolver keeps the sign-in bundle small.
  const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
  auth.languageCode = 'es';
  if (appEnv.useEmulators) {
    connectAuthEmulator(auth, `http://${appEnv.emulators.host}:${appEnv.emulators.authPort}`, {
      disableWarnings: true,
    });
    // The Auth emulator accepts any phone verification; this swaps reCAPTCHA for the SDK's mock.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

export const auth = createAuth();
