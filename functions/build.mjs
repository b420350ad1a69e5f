// Bundles functions/src into lib/index.js (CommonJS, as "main" in package.json expects).
// firebase-admin and firebase-functions stay external: they load from functions/node_modules
// at run time; zod and ../common are bundled so the deployed folder needs nothing else.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  // Deployed on Node 22 (package.json engines); node20 syntax keeps the bundle loadable by the
  // local emulators, which run the functions on the machine's Node 20.
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'info',
});
