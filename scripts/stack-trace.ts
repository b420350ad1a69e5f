// `npm run stack-trace -- --maps DIR [FILE]`: a stack trace of the production app (from Error
// Reporting, service centro-de-lideres-web) read back to the source, with the source maps of the
// release it names (docs/deploy.md, "Reading a stack trace"). Reads FILE, or the standard input;
// prints the trace with every frame of the app's scripts (/assets/NAME.js:LINE:COLUMN) followed
// by where it is in src/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const FRAME = /\/assets\/([\w.-]+\.js):(\d+):(\d+)/;

/** Each line of `trace`, and after each frame of an app script its original place (or why not). */
export function mapStackTrace(trace: string, mapOf: (script: string) => TraceMap | null): string {
  return trace
    .split('\n')
    .flatMap((line) => {
      const frame = FRAME.exec(line);
      if (!frame) return [line];
      const [, script, lineNumber, column] = frame;
      const map = mapOf(script);
      if (!map) return [line, `        ↳ (no source map for ${script}: is it the release's folder?)`];
      const original = originalPositionFor(map, { line: Number(lineNumber), column: Number(column) - 1 });
      if (original.source === null) return [line, '        ↳ (no source position)'];
      return [line, `        ↳ ${original.name ?? '?'} (${original.source}:${original.line}:${(original.column ?? 0) + 1})`];
    })
    .join('\n');
}

/** The maps of a release, as `npm run deploy` keeps them (assets/NAME.js.map), loaded once each. */
export function mapsIn(dir: string): (script: string) => TraceMap | null {
  const loaded = new Map<string, TraceMap | null>();
  return (script) => {
    if (!loaded.has(script)) {
      const file = path.join(dir, 'assets', `${script}.map`);
      loaded.set(script, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return loaded.get(script) ?? null;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ options: { maps: { type: 'string' } }, allowPositionals: true });
  if (!values.maps) {
    console.error('Usage: npm run stack-trace -- --maps DIR [FILE]   (DIR: the release\'s source maps, with assets/*.js.map)');
    process.exit(2);
  }
  const trace = readFileSync(positionals[0] ?? 0, 'utf8');
  console.log(mapStackTrace(trace, mapsIn(values.maps)));
}
