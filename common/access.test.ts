import { describe, expect, it } from 'vitest';
import { accessOf, isActiveAdmin, isReadingLeader } from './access';

const store = 'tienda';
const leader = { role: 'Leader', storeId: store };
const admin = { role: 'Admin', storeId: store };

describe('who may use the app', () => {
  it('lets a Leader of the store read with reading granted or not set', () => {
    expect(isReadingLeader({ ...leader, permissions: { read: true } }, store)).toBe(true);
    expect(isReadingLeader(leader, store)).toBe(true);
    expect(accessOf(leader, store)).toBe('leader');
  });

  it('lets an Admin of the store into the administrators area with reading granted or not set', () => {
    expect(isActiveAdmin({ ...admin, permissions: { read: true } }, store)).toBe(true);
    expect(isActiveAdmin(admin, store)).toBe(true);
    expect(accessOf(admin, store)).toBe('admin');
    expect(isReadingLeader(admin, store)).toBe(false);
  });

  it('keeps an account in when permissions or permissions.read are not what an administrator types (not a boolean false)', () => {
    for (const permissions of [null, 'todos', { read: 'false' }, { read: 0 }, {}]) {
      expect(isReadingLeader({ ...leader, permissions }, store), JSON.stringify(permissions)).toBe(true);
      expect(isActiveAdmin({ ...admin, permissions }, store), JSON.stringify(permissions)).toBe(true);
    }
  });

  it('refuses a revoked account, another role or store, and a missing profile', () => {
    expect(accessOf({ ...leader, permissions: { read: false } }, store)).toBeNull();
    expect(accessOf({ ...admin, permissions: { read: false } }, store)).toBeNull();
    expect(accessOf({ ...leader, role: 'Producer' }, store)).toBeNull();
    expect(accessOf({ ...leader, storeId: 'otra' }, store)).toBeNull();
    expect(accessOf({ ...admin, storeId: 'otra' }, store)).toBeNull();
    expect(accessOf({ storeId: store }, store)).toBeNull();
    expect(accessOf(undefined, store)).toBeNull();
    expect(accessOf(null, store)).toBeNull();
  });
});
