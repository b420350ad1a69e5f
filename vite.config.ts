import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

const MUI_CSS_VARS_STUB = fileURLToPath(new URL('./src/app/mui-css-vars-stub.ts', import.meta.url));

/**
 * MUI's createTheme() and ThemeProvider import the CSS-theme-variables machinery (about 7 KB
 * gzip) even for themes without CSS variables, like ours: the stub takes its place in builds.
 * The e2e tests run against a production build, so if a MUI update ever reached the stub,
 * every screen would fail to render: tests/e2e/foundation.spec.ts fails first.
 */
function muiWithoutCssVars(): Plugin {
  return {
    name: 'mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromMuiStyles = importer?.replace(/\\/g, '/').includes('/node_modules/@mui/material/styles/');
      if (fromMuiStyles && /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/.test(source)) return MUI_CSS_VARS_STUB;
      return null;
    },
  };
}

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
    plugins: [react(), muiWithoutCssVars()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@common': fileURLToPath(new URL('./common', import.meta.url)),
        // Firestore 12 pulls re2js (≈43 KB gzip) only for pipeline regex expressions, unused here.
        // If Firestore ever needed it for plain queries, the codes listener would throw:
        // tests/e2e/codes-ranges.spec.ts and leader-center.spec.ts (production build) would fail.
        re2js: fileURLToPath(new URL('./src/lib/firebase/re2js-stub.ts', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      // The initial chunk below is ~560 KB minified on purpose (≈177 KB gzip, the budget that
      // counts); warn only well above it.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          // Everything the entry imports statically (what the sign-in page needs) in one chunk:
          // one request, and one gzip stream compresses better than a dozen small ones, so the
          // first screen arrives sooner on a slow connection.
          // Lazy pages keep Rolldown's automatic splitting.
          codeSplitting: {
            groups: [{ name: 'initial', tags: ['$initial'] }],
          },
        },
      },
    },
  };
});
