// Test data builders for the unit tests of the session and of what reads it (not imported by the app).
import type { SessionContextValue } from '@/lib/session/session-context';
import type { SessionState, SessionUser, UserProfile } from '@/lib/session/types';

/** The users document of a Leader of the demo store. */
export function leaderProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    role: 'Leader',
    storeId: 'account-default-config',
    permissions: { read: true },
    displayName: 'Laura Jiménez',
    email: 'lider@demo.cr',
    photoURL: null,
    phoneNumber: null,
    ...overrides,
  };
}

/** A signed-in, verified Leader; the users document repeats the user's name, e-mail and photo. */
export function signedInLeader(user: Partial<SessionUser> = {}, profile: Partial<UserProfile> = {}): SessionState {
  const sessionUser: SessionUser = {
    uid: 'laura',
    email: 'lider@demo.cr',
    displayName: 'Laura Jiménez',
    photoURL: null,
    emailVerified: true,
    ...user,
  };
  const { displayName, email, photoURL } = sessionUser;
  return { status: 'signedIn', user: sessionUser, profile: leaderProfile({ displayName, email, photoURL, ...profile }) };
}

/** The session context as a screen reads it, its actions doing nothing. */
export function sessionContext(session: SessionState): SessionContextValue {
  return { session, permissionDeniedAt: null, clearPermissionDenied: () => {}, signOut: async () => {} };
}
