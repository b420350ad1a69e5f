// Bundles functions/src into lib/index.js (CommonJS, as "main" in package.json expects).
// firebase-admin, firebase-functions and express stay external: they load from functions/node_modules
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
  // The runtime of package.json's engines and firebase.json, locally too (the stack runs the
  // emulators on the `node` devDependency).
  target: 'node22',
  format: 'cjs',
  sourcemap: 'linked',
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'express'],
  logLevel: 'info',
});
