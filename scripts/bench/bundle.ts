// Figure 2 (total JavaScript of the built app, gzip) and what a JavaScript file contains.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipBytes } from './stats.ts';

export interface JsFile {
  name: string;
  rawBytes: number;
  gzipBytes: number;
  /** Firebase SDK packages it contains, from their registerVersion() names. */
  contains: string[];
}

// Strings only each SDK carries (the @firebase/app logger lists every package name, so
// package names cannot tell which SDK a chunk holds).
const SDK_MARKERS: [label: string, pattern: RegExp][] = [
  ['firestore', /google\.firestore\.v1\.Firestore/],
  ['database', /FIREBASE_DATABASE_EMULATOR_HOST/],
  ['auth', /identitytoolkit\.googleapis\.com/],
  // The administrators' area's own texts: only its chunks carry them.
  ['admin', /Centro de administración/],
];

export function describeJs(name: string, content: Buffer): JsFile {
  const text = content.toString('utf8');
  return {
    name,
    rawBytes: content.length,
    gzipBytes: gzipBytes(content),
    contains: SDK_MARKERS.filter(([, pattern]) => pattern.test(text)).map(([label]) => label),
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

/** Every .js file of the build, each gzipped on its own (as a server sends it). */
export function buildJsFiles(buildDir: string): JsFile[] {
  const assets = path.join(buildDir, 'assets');
  return listFiles(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => describeJs(path.relative(buildDir, file), readFileSync(file)))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
