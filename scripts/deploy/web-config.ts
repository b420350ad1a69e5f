/** The web config a production build needs (see .env.example): vite.config.ts refuses a build without them, and the deploy check names each missing one. */
export const REQUIRED_WEB_CONFIG = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_STORE_ID',
  'VITE_FUNCTIONS_BASE_URL',
] as const;
