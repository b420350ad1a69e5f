import { describe, expect, it } from 'vitest';
import { trackedCode } from '@tests/support/fixtures/tracked-code';
import { codeUsage, usagePercent } from '@/lib/codes/usage';

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
