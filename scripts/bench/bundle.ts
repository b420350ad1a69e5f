// Figure 2 (the JavaScript each person downloads: the sign-in page, a leader's device, the
// administrators' own chunks, and the whole build), what a JavaScript file contains, and which
// chunks of the build only the administrators' area loads (figures 1 and 2).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chunksLeftOutOfPrecache, type BuiltChunk } from '../precache.ts';
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

// How built chunks load each other: `import … from "./x.js"` / `import "./x.js"` (static, loaded
// with the importer) and `import("./x.js")` (dynamic: a lazy page or module).
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
const HTML_SCRIPT = /<script\b[^>]*\bsrc="\/?assets\/([\w.-]+\.js)"/g;

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

/**
 * The chunks only the administrators' area loads, from the build's own import statements: every
 * chunk a chunk with the administrators' texts ('admin') loads statically, minus what the entry
 * (index.html) or any other lazy chunk loads. Names as in buildJsFiles (assets/…), largest first.
 */
export function adminOnlyChunks(buildDir: string, files: JsFile[] = buildJsFiles(buildDir)): JsFile[] {
  const assets = path.join(buildDir, 'assets');
  const byBase = new Map(files.map((file) => [path.basename(file.name), file]));
  const text = new Map([...byBase.keys()].map((base) => [base, readFileSync(path.join(assets, base), 'utf8')]));
  const staticImports = new Map([...text].map(([base, content]) => [base, matches(content, STATIC_IMPORT).filter((name) => byBase.has(name))]));
  const loadedWith = (starts: Iterable<string>) => {
    const seen = new Set<string>();
    const queue = [...starts];
    for (let base = queue.pop(); base !== undefined; base = queue.pop()) {
      if (seen.has(base)) continue;
      seen.add(base);
      queue.push(...(staticImports.get(base) ?? []));
    }
    return seen;
  };
  const htmlEntries = matches(readFileSync(path.join(buildDir, 'index.html'), 'utf8'), HTML_SCRIPT);
  const lazyEntries = new Set([...text.values()].flatMap((content) => matches(content, DYNAMIC_IMPORT)).filter((name) => byBase.has(name)));
  const holdsAdmin = (base: string) => [...loadedWith([base])].some((name) => byBase.get(name)?.contains.includes('admin'));
  const adminEntries = [...lazyEntries].filter(holdsAdmin);
  const elsewhere = loadedWith([...htmlEntries, ...[...lazyEntries].filter((base) => !adminEntries.includes(base))]);
  return [...loadedWith(adminEntries)]
    .filter((base) => !elsewhere.has(base))
    .map((base) => byBase.get(base)!)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The built chunks as scripts/precache.ts reads them, from the files' own import statements. */
export function builtChunks(buildDir: string): BuiltChunk[] {
  const assets = path.join(buildDir, 'assets');
  const bases = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const text = new Map(bases.map((base) => [base, readFileSync(path.join(assets, base), 'utf8')]));
  const htmlEntries = new Set(matches(readFileSync(path.join(buildDir, 'index.html'), 'utf8'), HTML_SCRIPT));
  const lazyEntries = new Set([...text.values()].flatMap((content) => matches(content, DYNAMIC_IMPORT)));
  return bases.map((base) => ({
    fileName: `assets/${base}`,
    isEntry: htmlEntries.has(base),
    isDynamicEntry: lazyEntries.has(base),
    imports: matches(text.get(base)!, STATIC_IMPORT).map((name) => `assets/${name}`),
    // Rolldown names a chunk after its module and a hash: assets/RegistrationPage-t0IFaZXo.js.
    name: base.replace(/-[\w-]{8}\.js$/, ''),
  }));
}

/** The chunks index.html loads with the page, before anything lazy: its scripts and everything they import statically. */
export function signInPageJsFiles(buildDir: string, files: JsFile[] = buildJsFiles(buildDir)): JsFile[] {
  const chunks = new Map(builtChunks(buildDir).map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  for (let queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName), next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (loaded.has(next)) continue;
    loaded.add(next);
    queue.push(...(chunks.get(next)?.imports ?? []));
  }
  return files.filter((file) => loaded.has(file.name));
}

/**
 * What a lazy module adds when it first loads (e.g. 'CodeQrDialog', as Rolldown names its chunk):
 * its chunk and every chunk only it loads statically, so nothing the pages already have. Names as
 * in buildJsFiles, largest first.
 */
export function lazyModuleJsFiles(buildDir: string, module: string, files: JsFile[] = buildJsFiles(buildDir)): JsFile[] {
  const own = chunksLeftOutOfPrecache(builtChunks(buildDir), [module]);
  return files.filter((file) => own.has(file.name));
}

/** The chunks the service worker leaves out of the precache (scripts/precache.ts), found in a build: names as in buildJsFiles. */
export function leftOutOfPrecache(buildDir: string): string[] {
  return [...chunksLeftOutOfPrecache(builtChunks(buildDir))].sort();
}

/** The build's .js files the service worker precaches, from the precache list in sw.js (names as in buildJsFiles). */
export function precachedJsFiles(buildDir: string, files: JsFile[] = buildJsFiles(buildDir)): JsFile[] {
  const worker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const listed = new Set(matches(worker, /\burl:\s*"(assets\/[\w.-]+\.js)"/g));
  return files.filter((file) => listed.has(file.name));
}
