import { describe, expect, it } from 'vitest';
import { canHandOut } from '@/features/codes/utils/hand-out';

describe('canHandOut', () => {
  it('hands out an available code with a use left, used or not', () => {
    expect(canHandOut({ status: 'available', currentUses: 0, maxUses: 1, handedOut: false })).toBe(true);
    expect(canHandOut({ status: 'available', currentUses: 2, maxUses: 5, handedOut: false })).toBe(true);
  });

  it('keeps back an expired code and one whose uses are all taken', () => {
    expect(canHandOut({ status: 'expired', currentUses: 0, maxUses: 1, handedOut: false })).toBe(false);
    expect(canHandOut({ status: 'available', currentUses: 5, maxUses: 5, handedOut: false })).toBe(false);
  });

  it('keeps back a code she noted as given to someone', () => {
    expect(canHandOut({ status: 'available', currentUses: 0, maxUses: 1, handedOut: true })).toBe(false);
  });
});
