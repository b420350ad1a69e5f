// Who counts as a leader of the store, decided the same way by the app's session guard
// (src/lib/session), firestore.rules (isReadingLeader) and the functions: role Leader, the
// configured store, and reading not revoked. Only an explicit boolean permissions.read ==
// false revokes; a missing or non-boolean value leaves a Leader reading (an administrator
// who sets only the role in the console still lets the leader in).
import { ROLE_LEADER } from './constants';

export function isReadingLeader(profile: Record<string, unknown> | undefined, configuredStoreId: string): boolean {
  if (!profile || profile.role !== ROLE_LEADER || profile.storeId !== configuredStoreId) return false;
  const permissions = profile.permissions;
  const read = typeof permissions === 'object' && permissions !== null ? (permissions as { read?: unknown }).read : undefined;
  return read !== false;
}
