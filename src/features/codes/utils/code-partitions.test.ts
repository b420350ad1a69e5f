import { describe, expect, it } from 'vitest';
import { idRanges, mergeRanges, partitionCountFor, PARTITION_SIZE } from '@/features/codes/utils/code-partitions';
import { trackedCode } from '@/features/codes/utils/tracked-code.fixture';
import { generateCustomId } from '@common/ids';

function rangeOf(id: string, ranges: ReturnType<typeof idRanges>): number[] {
  return ranges.flatMap((range, index) =>
    (range.startAt === null || id >= range.startAt) && (range.endBefore === null || id < range.endBefore) ? [index] : [],
  );
}

describe('partitionCountFor', () => {
  it('uses one listener up to the partition size', () => {
    expect(partitionCountFor(0)).toBe(1);
    expect(partitionCountFor(PARTITION_SIZE)).toBe(1);
  });

  it('splits 20,000 codes into ranges of at most the partition size', () => {
    expect(partitionCountFor(20_000)).toBe(5);
    expect(partitionCountFor(PARTITION_SIZE + 1)).toBe(2);
  });

  it('never asks for more ranges than there are id characters', () => {
    expect(partitionCountFor(10_000_000)).toBe(62);
  });
});

describe('idRanges', () => {
  it('is one unbounded range for one partition', () => {
    expect(idRanges(1)).toEqual([{ startAt: null, endBefore: null }]);
  });

  it('chains the ranges: each starts where the previous one ends', () => {
    const ranges = idRanges(5);
    expect(ranges).toHaveLength(5);
    expect(ranges[0].startAt).toBeNull();
    expect(ranges[4].endBefore).toBeNull();
    for (let index = 1; index < ranges.length; index++) expect(ranges[index].startAt).toBe(ranges[index - 1].endBefore);
  });

  it('puts every id, generated or hand-made, in exactly one range', () => {
    const ranges = idRanges(7);
    const ids = [...Array.from({ length: 500 }, () => generateCustomId()), 'demo-code-1', '000', 'zzzz', '~', '', 'Ñandú'];
    for (const id of ids) expect(rangeOf(id, ranges)).toHaveLength(1);
  });

  it('spreads random ids roughly evenly over the ranges', () => {
    const ranges = idRanges(5);
    const sizes = new Array<number>(5).fill(0);
    for (let index = 0; index < 5000; index++) sizes[rangeOf(generateCustomId(), ranges)[0]] += 1;
    for (const size of sizes) expect(size).toBeGreaterThan(700);
  });
});

describe('mergeRanges', () => {
  it('orders the codes of all ranges newest first, like the single query', () => {
    const older = trackedCode({ id: 'b', code: 'OLD', createdAt: new Date('2026-01-01') });
    const newer = trackedCode({ id: 'a', code: 'NEW', createdAt: new Date('2026-02-01') });
    const sameTimeLowId = trackedCode({ id: 'c', code: 'C', createdAt: new Date('2026-01-15') });
    const sameTimeHighId = trackedCode({ id: 'd', code: 'D', createdAt: new Date('2026-01-15') });
    expect(mergeRanges([[older, sameTimeLowId], [newer, sameTimeHighId]]).map((code) => code.code)).toEqual(['NEW', 'D', 'C', 'OLD']);
  });
});
