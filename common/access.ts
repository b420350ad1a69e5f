// Who may use the app, decided the same way by the app's session (src/lib/session),
// firestore.rules (isReadingLeader, isActiveAdmin) and the functions (auth-guard.ts): a Leader or
// an Admin of the configured store whose reading was not revoked. Only an explicit boolean
// permissions.read == false revokes; a missing or non-boolean value leaves the account in (an
// administrator who sets only the role in the console still lets the person in). A verified
// e-mail is checked on top, from the ID token, where each side reads it.
import { ROLE_ADMIN, ROLE_LEADER } from './constants';

/** What an account may do in the app: the leaders' pages or the administrators' area. */
export type Access = 'leader' | 'admin';

type Profile = Record<string, unknown> | null | undefined;

function readNotRevoked(profile: NonNullable<Profile>): boolean {
  const permissions = profile.permissions;
  const read = typeof permissions === 'object' && permissions !== null ? (permissions as { read?: unknown }).read : undefined;
  return read !== false;
}

/** The access a users/{uid} document gives in the store `configuredStoreId`; null: none (the permission alert). */
export function accessOf(profile: Profile, configuredStoreId: string): Access | null {
  if (!profile || profile.storeId !== configuredStoreId || !readNotRevoked(profile)) return null;
  if (profile.role === ROLE_LEADER) return 'leader';
  if (profile.role === ROLE_ADMIN) return 'admin';
  return null;
}

/** A Leader of the store who may read their codes. */
export function isReadingLeader(profile: Profile, configuredStoreId: string): boolean {
  return accessOf(profile, configuredStoreId) === 'leader';
}

/** An Admin of the store whose access was not revoked. */
export function isActiveAdmin(profile: Profile, configuredStoreId: string): boolean {
  return accessOf(profile, configuredStoreId) === 'admin';
}
