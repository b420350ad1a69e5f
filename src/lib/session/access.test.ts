import { describe, expect, it } from 'vitest';
import { mayStaySignedIn } from '@/lib/session/access';
import type { UserProfile } from '@/lib/session/types';

const leader: UserProfile = {
  role: 'Leader',
  storeId: 'account-default-config',
  permissions: { read: true },
  displayName: 'Laura Jiménez',
  email: 'lider@demo.cr',
  photoURL: null,
  phoneNumber: null,
};

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
