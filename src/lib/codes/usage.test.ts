import { describe, expect, it } from 'vitest';
import { trackedCode } from '@tests/support/fixtures/tracked-code';
import { codeUsage, usagePercent, usageThreshold } from '@/lib/codes/usage';

describe('codeUsage', () => {
  it('sums the uses and maximum uses and counts the used-up codes', () => {
    const codes = [
      trackedCode({ currentUses: 0, maxUses: 1 }),
      trackedCode({ currentUses: 2, maxUses: 5 }),
      trackedCode({ currentUses: 1, maxUses: 1, status: 'expired' }),
    ];
    expect(codeUsage(codes)).toEqual({ uses: 3, maxUses: 7, usedUp: 1, total: 3 });
  });

  it('counts a code used beyond its maximum as used up and keeps its uses', () => {
    expect(codeUsage([trackedCode({ currentUses: 4, maxUses: 3 })])).toEqual({ uses: 4, maxUses: 3, usedUp: 1, total: 1 });
  });

  it('is all zero for no codes', () => {
    expect(codeUsage([])).toEqual({ uses: 0, maxUses: 0, usedUp: 0, total: 0 });
  });
});

describe('usagePercent', () => {
  it('is uses over maximum uses', () => {
    expect(usagePercent({ uses: 3, maxUses: 12, usedUp: 0, total: 4 })).toBe(25);
  });

  it('stays within 0 and 100', () => {
    expect(usagePercent({ uses: 9, maxUses: 3, usedUp: 1, total: 1 })).toBe(100);
    expect(usagePercent({ uses: 0, maxUses: 0, usedUp: 0, total: 0 })).toBe(0);
  });
});

describe('usagePercent rounding', () => {
  it('is a whole number, as screen readers announce it', () => {
    expect(usagePercent({ uses: 3, maxUses: 7, usedUp: 1, total: 3 })).toBe(43);
  });
});

describe('usageThreshold', () => {
  it('is 80 at exactly 80 % of the maximum uses', () => {
    expect(usageThreshold(8, 10)).toBe(80);
    expect(usageThreshold(4, 5)).toBe(80);
  });

  it('is none at 79.9 %, however close', () => {
    expect(usageThreshold(799, 1000)).toBeNull();
    expect(usageThreshold(7, 10)).toBeNull();
    expect(usageThreshold(0, 10)).toBeNull();
  });

  it('stays 80 between 80 % and 100 %', () => {
    expect(usageThreshold(999, 1000)).toBe(80);
  });

  it('is 100 when every use is taken', () => {
    expect(usageThreshold(10, 10)).toBe(100);
    expect(usageThreshold(1, 1)).toBe(100);
  });

  it('is 100 with more uses than the maximum', () => {
    expect(usageThreshold(12, 10)).toBe(100);
  });

  it('is none when nothing can be used (no maximum)', () => {
    expect(usageThreshold(0, 0)).toBeNull();
    expect(usageThreshold(3, 0)).toBeNull();
  });
});
