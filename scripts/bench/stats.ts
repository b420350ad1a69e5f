import { gzipSync } from 'node:zlib';

export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median time of `runs` calls of `run`, one after another, after `warmUp` calls that are not timed. */
export async function medianTimeOf(run: () => Promise<unknown>, runs: number, warmUp = 0): Promise<number> {
  for (let i = 0; i < warmUp; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** Size after gzip -9 (zlib level 9), what the bundle budgets count. */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 0)} ms`);
