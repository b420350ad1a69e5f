import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { REQUIRED_WEB_CONFIG as REQUIRED_FOR_PRODUCTION } from './scripts/deploy/web-config.ts';
import { chunksLeftOutOfPrecache } from './scripts/precache.ts';
import { appRelease, RELEASE_FILE, sourceMapsDir } from './scripts/release.ts';

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

/**
 * Source maps are made for every build (a stack trace from a leader's phone is read back through
 * them) but never served: the build's JavaScript names no map ('hidden'), and the maps leave the
 * folder Hosting publishes for `<outDir>.sourcemaps/`, with the release they belong to
 * (release.json), which `npm run deploy` keeps with the release.
 */
function sourceMapsBesideTheBuild(release: string): Plugin {
  let outDir = '';
  return {
    name: 'source-maps-beside-the-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const target = sourceMapsDir(outDir);
      // Only this build's maps: an earlier build's would be kept with the wrong release.
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      writeFileSync(path.join(target, RELEASE_FILE), `${JSON.stringify({ release })}\n`);
      for (const fileName of Object.keys(bundle)) {
        const map = path.join(outDir, `${fileName}.map`);
        if (!existsSync(map)) continue;
        mkdirSync(path.dirname(path.join(target, fileName)), { recursive: true });
        renameSync(map, path.join(target, `${fileName}.map`));
      }
    },
  };
}

/** The chunks of this build the service worker does not precache (scripts/precache.ts), found from the bundle's import graph. */
const leftOutOfPrecache = new Set<string>();

function precacheForLeaders(): Plugin {
  return {
    name: 'precache-for-leaders',
    apply: 'build',
    generateBundle(_options, bundle) {
      leftOutOfPrecache.clear();
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                isDynamicEntry: item.isDynamicEntry,
                imports: item.imports,
                name: item.facadeModuleId ? path.basename(item.facadeModuleId).replace(/\.[jt]sx?$/, '') : item.name,
              },
            ]
          : [],
      );
      for (const fileName of chunksLeftOutOfPrecache(chunks)) leftOutOfPrecache.add(fileName);
    },
  };
}

/**
 * The installable app: web manifest and a generated service worker. The worker precaches the
 * shell and every chunk a leader can load, so a leader opens the app and moves between its pages
 * with no network. Updates wait for the leader ('Nueva versión disponible', registerType
 * 'prompt'): never a silent swap mid-task. The app registers the worker itself, after the first
 * render (src/app/pwa), so the sign-in page's JavaScript does not grow.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['logo.svg', 'avatar-default.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Centro de líderes',
      short_name: 'Líderes',
      description: 'Valida, sigue y comparte tus códigos de acceso a eventos.',
      lang: 'es-CR',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#0d47a1',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // Every chunk, not only those of the first screen: a page never visited online still opens offline.
      globPatterns: ['index.html', 'assets/**/*.{js,css}', '*.svg', 'icons/*.png'],
      // Except the pages a leader's device never needs (scripts/precache.ts: the administrators'
      // area, the registration and e-mail action pages, which work only online anyway).
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => !leftOutOfPrecache.has(entry.url)), warnings: [] })],
      runtimeCaching: [
        {
          // What the precache left out (precached files are answered before this rule): a browser
          // that opened such a page online keeps its code, so it reloads offline too. Hashed
          // names: a cached file never changes; older versions go as new ones arrive.
          urlPattern: /\/assets\/[\w.-]+\.js$/,
          handler: 'CacheFirst',
          options: { cacheName: 'pages-kept-after-a-visit', expiration: { maxEntries: 30 } },
        },
      ],
      navigateFallback: '/index.html',
      // Firebase Hosting's reserved paths (/__/auth, /__/firebase/init.json) must reach the network.
      navigateFallbackDenylist: [/^\/__\//],
      // firebase.json answers unknown paths with index.html: a separate /workbox-*.js file is
      // one more thing to get wrong, so the runtime lives inside sw.js.
      inlineWorkboxRuntime: true,
      // The worker is Workbox's generated code: no map of it to keep, and none to publish.
      sourcemap: false,
      cleanupOutdatedCaches: true,
      // The first worker of a device controls the open page at once (nothing older to replace), so
      // the app already works offline before its next load. Updates still wait for the leader.
      clientsClaim: true,
    },
  });
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
  const release = appRelease(process.cwd());
  return {
    plugins: [react(), muiWithoutCssVars(), sourceMapsBesideTheBuild(release), precacheForLeaders(), installableApp()],
    define: {
      // The release every error report names (scripts/release.ts): version and commit.
      'import.meta.env.VITE_APP_RELEASE': JSON.stringify(release),
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@common': fileURLToPath(new URL('./common', import.meta.url)),
        // Firestore 12 pulls re2js (≈43 KB gzip) only for pipeline regex expressions, unused here.
        // If Firestore ever needed it for plain queries, the codes listener would throw:
        // tests/e2e/leader-center.spec.ts and leader-history.spec.ts (production build) would fail.
        re2js: fileURLToPath(new URL('./src/lib/firebase/re2js-stub.ts', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
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
