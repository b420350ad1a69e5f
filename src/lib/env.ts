import { DEFAULT_STORE_ID, PROJECT_ID_LOCAL } from '@common/constants';

// The single reader of Vite environment variables. Local runs default to the demo project
// and the emulators; vite.config.ts refuses a production build without real values.
// Each variable is read as `import.meta.env.NAME`, which the build replaces by its value: the
// whole env object is never shipped, and a production build folds away the local defaults.
const useEmulators = import.meta.env.VITE_USE_EMULATORS === 'true' || import.meta.env.DEV;
const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || PROJECT_ID_LOCAL;
const emulatorHost = import.meta.env.VITE_EMULATOR_HOST || '127.0.0.1';
const port = (value: string | undefined, fallback: number) => Number(value || fallback);

export const appEnv = {
  useEmulators,
  storeId: import.meta.env.VITE_STORE_ID || DEFAULT_STORE_ID,
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID || '000000000000',
    appId: import.meta.env.VITE_FIREBASE_APP_ID || '1:000000000000:web:demo',
    databaseURL:
      import.meta.env.VITE_FIREBASE_DATABASE_URL ||
      `http://${emulatorHost}:${port(import.meta.env.VITE_DATABASE_EMULATOR_PORT, 9000)}?ns=${projectId}-default-rtdb`,
  },
  emulators: {
    host: emulatorHost,
    authPort: port(import.meta.env.VITE_AUTH_EMULATOR_PORT, 9099),
    firestorePort: port(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT, 8080),
    databasePort: port(import.meta.env.VITE_DATABASE_EMULATOR_PORT, 9000),
  },
  /** Base URL of the HTTP Cloud Functions, e.g. https://us-central1-PROJECT.cloudfunctions.net */
  functionsBaseUrl:
    import.meta.env.VITE_FUNCTIONS_BASE_URL ||
    `http://${emulatorHost}:${port(import.meta.env.VITE_FUNCTIONS_EMULATOR_PORT, 5001)}/${projectId}/us-central1`,
  /** Domain appended when a leader signs in with a bare username (e.g. "lider" → lider@demo.cr). */
  usernameDomain: import.meta.env.VITE_USERNAME_DOMAIN || (useEmulators ? 'demo.cr' : ''),
  /**
   * The local demo shop's origin (http on the loopback address), whose links the shop link may
   * point at; null in every build that talks to a real Firebase project.
   */
  demoShopOrigin: (useEmulators && import.meta.env.VITE_DEMO_SHOP_ORIGIN) || null,
  termsUrl: import.meta.env.VITE_TERMS_URL || 'https://example.com/terminos-y-condiciones',
  privacyUrl: import.meta.env.VITE_PRIVACY_URL || 'https://example.com/politica-de-privacidad',
} as const;
