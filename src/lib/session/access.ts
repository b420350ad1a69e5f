import { ROLE_LEADER } from '@common/constants';
import type { UserProfile } from '@/lib/session/types';

/**
 * Only a Leader of the configured store who may read stays signed in (spec section 6); a
 * missing users document is refused too. Checking permissions.read here (not only in the
 * route guard) keeps a revoked leader from bouncing between '/' and /iniciar-sesion.
 */
export function mayStaySignedIn(profile: UserProfile | null, configuredStoreId: string): boolean {
  return (
    profile !== null &&
    profile.role === ROLE_LEADER &&
    profile.storeId === configuredStoreId &&
    profile.permissions.read
  );
}
