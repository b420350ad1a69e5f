import { describe, expect, it } from 'vitest';
import { sessionAccess } from '@/lib/session/access';
import { leaderProfile } from '@tests/support/fixtures/session';

const leader = leaderProfile();
const store = 'account-default-config';

describe('what a users document lets a person do in the app', () => {
  it('lets a Leader of the configured store use the leaders pages', () => {
    expect(sessionAccess(leader, store)).toBe('leader');
  });

  it('lets an Admin of the configured store use the administrators area', () => {
    expect(sessionAccess({ ...leader, role: 'Admin' }, store)).toBe('admin');
  });

  it('keeps a Leader in when the document has no permissions, as the rules do', () => {
    expect(sessionAccess({ ...leader, permissions: null }, store)).toBe('leader');
  });

  it('refuses a user without a users document', () => {
    expect(sessionAccess(null, store)).toBeNull();
  });

  it('refuses another role', () => {
    expect(sessionAccess({ ...leader, role: 'Producer' }, store)).toBeNull();
    expect(sessionAccess({ ...leader, role: null }, store)).toBeNull();
  });

  it('refuses a Leader or an Admin of another store', () => {
    expect(sessionAccess({ ...leader, storeId: 'otra-tienda' }, store)).toBeNull();
    expect(sessionAccess({ ...leader, role: 'Admin', storeId: 'otra-tienda' }, store)).toBeNull();
  });

  it('refuses a Leader or an Admin whose access was revoked', () => {
    expect(sessionAccess({ ...leader, permissions: { read: false } }, store)).toBeNull();
    expect(sessionAccess({ ...leader, role: 'Admin', permissions: { read: false } }, store)).toBeNull();
  });
});
