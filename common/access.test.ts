import { describe, expect, it } from 'vitest';
import { isReadingLeader } from './leader-access';

const store = 'tienda';
const leader = { role: 'Leader', storeId: store };

describe('isReadingLeader', () => {
  it('is true for a Leader of the store with reading granted or not set', () => {
    expect(isReadingLeader({ ...leader, permissions: { read: true } }, store)).toBe(true);
    expect(isReadingLeader(leader, store)).toBe(true);
  });

  it('is true when permissions or permissions.read are not what an administrator types (not a boolean false)', () => {
    for (const permissions of [null, 'todos', { read: 'false' }, { read: 0 }, {}]) {
      expect(isReadingLeader({ ...leader, permissions }, store), JSON.stringify(permissions)).toBe(true);
    }
  });

  it('is false when reading was revoked, for another role or store, or without a profile', () => {
    expect(isReadingLeader({ ...leader, permissions: { read: false } }, store)).toBe(false);
    expect(isReadingLeader({ ...leader, role: 'Producer' }, store)).toBe(false);
    expect(isReadingLeader({ ...leader, storeId: 'otra' }, store)).toBe(false);
    expect(isReadingLeader(undefined, store)).toBe(false);
  });
});
