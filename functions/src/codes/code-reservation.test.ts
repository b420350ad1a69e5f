// The pure parts of the code reservation: how values are split into batches and drawn. The
// reservation itself runs against the Firestore emulator (tests/integration/functions/code-reservation.test.ts).
import { describe, expect, it } from 'vitest';
import { sequenceDraw } from '../../../tests/support/sequence-draw';
import { CODES_PER_BATCH, codesPerBatchWith, drawDistinct, planCodeBatches } from './code-reservation';

describe('planning code batches', () => {
  it('puts at most 250 codes (500 writes) in a batch and keeps every value once', () => {
    const codes = Array.from({ length: 1000 }, (_, index) => `C${index}`);
    const batches = planCodeBatches(codes);
    expect(CODES_PER_BATCH).toBe(250);
    expect(batches.map((batch) => batch.length)).toEqual([250, 250, 250, 250]);
    expect(batches.flat()).toEqual(codes);
    expect(planCodeBatches(codes.slice(0, 251)).map((batch) => batch.length)).toEqual([250, 1]);
    expect(() => planCodeBatches(codes, 251)).toThrow(RangeError);
  });

  it('leaves room in every batch for the writes that travel with its codes', () => {
    const codes = Array.from({ length: 1000 }, (_, index) => `C${index}`);
    expect(codesPerBatchWith(1)).toBe(249);
    expect(planCodeBatches(codes, codesPerBatchWith(1), 1).map((batch) => batch.length)).toEqual([249, 249, 249, 249, 4]);
    expect(() => planCodeBatches(codes, 250, 1)).toThrow(RangeError);
  });

  it('draws distinct values and stops when the code space is exhausted', () => {
    const taken = new Set(['A']);
    expect(drawDistinct(2, sequenceDraw(['A', 'B', 'B', 'C']), taken)).toEqual(['B', 'C']);
    expect([...taken].sort()).toEqual(['A', 'B', 'C']);
    expect(drawDistinct(5, () => 'A', taken)).toEqual([]);
  });
});
