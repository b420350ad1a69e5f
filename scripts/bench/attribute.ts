// Where the JavaScript bytes go: builds the app (every build keeps its source maps beside it)
// and attributes every chunk's bytes to npm packages and app modules. Used by run.ts when a
// bundle budget fails; also runnable on its own:
//   npx tsx scripts/bench/attribute.ts [chunk-name-prefix ...]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { sourceMapsDir } from '../release.ts';
import { runCommand } from '../stack/processes.ts';
import { resolveProfile } from '../stack/profiles.ts';
import { ROOT, viteEnvFor } from '../stack/stack.ts';
import { gzipBytes, kb } from './stats.ts';

export interface Share {
  /** npm package (e.g. "@mui/material", "firebase/auth") or app folder (e.g. "src/features/auth"). */
  owner: string;
  rawBytes: number;
  /** The chunk's gzip size shared out in proportion to raw bytes: an estimate. */
  gzipBytes: number;
}

export interface ChunkShares {
  chunk: string;
  gzipBytes: number;
  shares: Share[];
}

const VITE_BIN = path.join(ROOT, 'node_modules/vite/bin/vite.js');

export async function buildWithSourceMaps(outDir: string): Promise<void> {
  const code = await runCommand(
    process.execPath,
    [VITE_BIN, 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    { ...process.env, ...viteEnvFor(resolveProfile('bench')) },
  );
  if (code !== 0) throw new Error('vite build --sourcemap failed.');
}

function ownerOf(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = normalized.slice(modules + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    // Firebase: name the SDK (@firebase/auth, @firebase/firestore, ...) rather than the wrapper.
    return name;
  }
  const app = normalized.match(/(src|common)\/(features\/[^/]+|[^/]+)/);
  return app ? `${app[1]}/${app[2]}` : normalized;
}

/** Bytes of one built chunk per owner, from its source map. */
export function chunkShares(buildDir: string, chunk: string): ChunkShares {
  const file = path.join(buildDir, chunk);
  const code = readFileSync(file, 'utf8');
  // Every build keeps its maps beside it (vite.config.ts); Vite's own helpers (e.g. the preload helper) come without one.
  const mapFile = path.join(sourceMapsDir(buildDir), `${chunk}.map`);
  if (!existsSync(mapFile)) return { chunk, gzipBytes: gzipBytes(code), shares: [{ owner: 'vite', rawBytes: code.length, gzipBytes: gzipBytes(code) }] };
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const bytesBySource = new Map<number, number>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, i) => {
      if (segment.length < 4) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      bytesBySource.set(segment[1]!, (bytesBySource.get(segment[1]!) ?? 0) + Math.max(0, end - segment[0]));
    });
  });
  const total = Buffer.byteLength(code);
  const gzip = gzipBytes(code);
  const byOwner = new Map<string, number>();
  for (const [source, bytes] of bytesBySource) {
    const owner = ownerOf(map.sources[source] ?? '?');
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
  }
  const shares = [...byOwner]
    .map(([owner, rawBytes]) => ({ owner, rawBytes, gzipBytes: Math.round((rawBytes / total) * gzip) }))
    .sort((a, b) => b.rawBytes - a.rawBytes);
  return { chunk, gzipBytes: gzip, shares };
}

/** Sums the shares of several chunks by owner. */
export function sumShares(chunks: readonly ChunkShares[]): Share[] {
  const byOwner = new Map<string, Share>();
  for (const chunk of chunks) {
    for (const share of chunk.shares) {
      const sum = byOwner.get(share.owner) ?? { owner: share.owner, rawBytes: 0, gzipBytes: 0 };
      sum.rawBytes += share.rawBytes;
      sum.gzipBytes += share.gzipBytes;
      byOwner.set(share.owner, sum);
    }
  }
  return [...byOwner.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function listChunks(buildDir: string): string[] {
  return readdirSync(path.join(buildDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
}

/** "Chunk name" of a hashed file: assets/SignInPage-t0IFaZXo.js → SignInPage. */
export const chunkBaseName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

export const formatShares = (shares: readonly Share[], top = 12) =>
  shares
    .slice(0, top)
    .map((share) => `${share.owner} ≈${kb(share.gzipBytes)}`)
    .join(', ');

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.join(ROOT, '.tmp', 'bench-sourcemaps');
  if (!existsSync(path.join(buildDir, 'assets')) || !process.argv.includes('--reuse')) await buildWithSourceMaps(buildDir);
  const prefixes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const chunks = listChunks(buildDir)
    .filter((chunk) => prefixes.length === 0 || prefixes.some((prefix) => chunkBaseName(chunk) === prefix))
    .map((chunk) => chunkShares(buildDir, chunk))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  for (const chunk of chunks) console.log(`${chunk.chunk} ${kb(chunk.gzipBytes)}: ${formatShares(chunk.shares, 8)}`);
  console.log(`\nAll of them, ${kb(chunks.reduce((sum, c) => sum + c.gzipBytes, 0))}: ${formatShares(sumShares(chunks), 25)}`);
}
