import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// Web config values a real deployment must provide (see .env.example).
const REQUIRED_FOR_PRODUCTION = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_STORE_ID',
  'VITE_FUNCTIONS_BASE_URL',
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const usesEmulators = env.VITE_USE_EMULATORS === 'true' || command === 'serve';
  if (command === 'build' && !usesEmulators) {
    const missing = REQUIRED_FOR_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `Production build refused: set ${missing.join(', ')} (see .env.example), ` +
          'or build against the local emulators with VITE_USE_EMULATORS=true.',
      );
    }
  }
  return {
    plugins: [react()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@common': fileURLToPath(new URL('./common', import.meta.url)),
        // Firestore 12 pulls re2js (≈43 KB gzip) only for pipeline regex expressions, unused here.
        re2js: fileURLToPath(new URL('./src/lib/firebase/re2js-stub.ts', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', strictPort: true },
    build: { target: 'es2022', sourcemap: false },
  };
});
