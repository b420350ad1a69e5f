// Why an account is not a pending registration (common/registration-notice.ts), in Spanish, for
// authorizeUser and rejectRegistration: they answer registrations, never change a leader's,
// an administrator's or another store's account.
import { isReadingLeader } from '../../../common/access';
import { ROLE_ADMIN, ROLE_LEADER } from '../../../common/constants';
import { isPendingRegistration } from '../../../common/registration-notice';
import { functionTexts } from '../texts';

const t = functionTexts.registration.notPending;

type Stored = Record<string, unknown> | undefined;

/** Null for a pending registration; otherwise why it is not one. `who` names the account. */
export function notPendingReason(profile: Stored, request: Stored, storeId: string, who: string): string | null {
  if (isPendingRegistration(profile, request)) return null;
  const role = profile?.role;
  if (role === ROLE_ADMIN) return t.admin(who);
  if (role === ROLE_LEADER && profile?.storeId !== storeId) return t.otherStoreLeader(who);
  if (role === ROLE_LEADER && !isReadingLeader(profile, storeId)) {
    return t.revokedLeader(who);
  }
  if (role === ROLE_LEADER) return t.leader(who);
  if (typeof role === 'string' && role !== '') return t.otherRole(who, role);
  return t.none(who);
}
