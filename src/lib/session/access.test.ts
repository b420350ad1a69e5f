import { describe, expect, it } from 'vitest';
import { mayStaySignedIn } from '@/lib/session/access';
import { leaderProfile } from '@tests/support/fixtures/session';

const leader = leaderProfile();

describe('mayStaySignedIn', () => {
  it('lets a Leader of the configured store stay signed in', () => {
    expect(mayStaySignedIn(leader, 'account-default-config')).toBe(true);
  });

  it('refuses a user without a users document', () => {
    expect(mayStaySignedIn(null, 'account-default-config')).toBe(false);
  });

  it('refuses another role', () => {
    expect(mayStaySignedIn({ ...leader, role: 'Producer' }, 'account-default-config')).toBe(false);
    expect(mayStaySignedIn({ ...leader, role: null }, 'account-default-config')).toBe(false);
  });

  it('refuses a Leader of another store', () => {
    expect(mayStaySignedIn({ ...leader, storeId: 'otra-tienda' }, 'account-default-config')).toBe(false);
  });

  it('refuses a Leader whose read permission was revoked', () => {
    expect(mayStaySignedIn({ ...leader, permissions: { read: false } }, 'account-default-config')).toBe(false);
  });
});
