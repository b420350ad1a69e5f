// Figures 3 and 5: the validator's and the CSV's pure functions, timed in Node. Run by
// run.ts as a child process (TSX_TSCONFIG_PATH=tsconfig.node.json, so the app's '@/' and
// '@common/' imports resolve); prints one JSON line on stdout.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asTrackedCodes, historyCodes, historyPaste } from './bench-data.ts';
import { median } from './stats.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VALIDATE_RUNS = 30;
const CSV_RUNS = 20;

type AnyFunction = (...args: never[]) => unknown;

async function exported<T extends AnyFunction>(file: string, name: string): Promise<T> {
  const module = (await import(pathToFileURL(path.join(ROOT, file)).href)) as Record<string, unknown>;
  if (typeof module[name] !== 'function') throw new Error(`${file} does not export a function ${name}().`);
  return module[name] as T;
}

function time(run: () => void, warmUp: number, runs: number): number[] {
  for (let i = 0; i < warmUp; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return samples;
}

const splitCodes = await exported<(input: string) => string[]>('common/code-value.ts', 'splitCodes');
const indexTrackedCodes = await exported<(codes: unknown[]) => unknown>('src/features/codes/utils/validate-codes.ts', 'indexTrackedCodes');
const keysToLookUp = await exported<(pieces: string[], index: unknown) => string[]>('src/features/codes/utils/validate-codes.ts', 'keysToLookUp');
const validateCodes = await exported<
  (pieces: string[], index: unknown, lookups: ReadonlyMap<string, { kind: 'notTracked' }>) => { valid: unknown[]; invalid: unknown[] }
>('src/features/codes/utils/validate-codes.ts', 'validateCodes');
const buildCodesCsv = await exported<(codes: unknown[]) => string>('src/lib/codes/csv.ts', 'buildCodesCsv');

// Every code of the leader with a history (20,000) in memory: the pure function's worst case,
// although the app now holds only the codes a leader can still hand out.
const codes = historyCodes();
const tracked = asTrackedCodes(codes);
const pasted = historyPaste(codes);

// The index is built once per listener delivery, not per validation: timed apart, for information.
const indexSamples = time(() => indexTrackedCodes(tracked), 2, 10);
const index = indexTrackedCodes(tracked);

// The pieces the index does not hold, as the server answers them (none of the leader's): the
// lookup itself is figure 13's, on the stack.
const lookups = new Map(keysToLookUp(splitCodes(pasted.text), index).map((key) => [key, { kind: 'notTracked' as const }]));
let validation = { valid: [] as unknown[], invalid: [] as unknown[] };
const validateSamples = time(() => {
  validation = validateCodes(splitCodes(pasted.text), index, lookups);
}, 5, VALIDATE_RUNS);
if (validation.valid.length !== pasted.expectedValid || validation.invalid.length !== pasted.expectedInvalid) {
  throw new Error(
    `validateCodes gave ${validation.valid.length} valid / ${validation.invalid.length} invalid, expected ` +
      `${pasted.expectedValid} / ${pasted.expectedInvalid}.`,
  );
}

let csv = '';
const csvSamples = time(() => {
  csv = buildCodesCsv(tracked);
}, 2, CSV_RUNS);
const csvLines = csv.split('\r\n').filter((line) => line !== '').length;
if (csvLines !== tracked.length + 1) throw new Error(`buildCodesCsv wrote ${csvLines} lines for ${tracked.length} codes.`);

process.stdout.write(
  `${JSON.stringify({
    validateMs: median(validateSamples),
    validateRuns: VALIDATE_RUNS,
    indexMs: median(indexSamples),
    csvMs: median(csvSamples),
    csvRuns: CSV_RUNS,
    csvBytes: Buffer.byteLength(csv),
    trackedCodes: tracked.length,
  })}\n`,
);
