import { accessOf, type Access } from '@common/access';
import type { UserProfile } from '@/lib/session/types';

/**
 * What the users document lets the person do in the app, by the rule the rules and the functions
 * apply too (common/access.ts): a Leader or an Admin of the configured store whose access was not
 * revoked. Null (another role or store, revoked, no users document) means signed out again with
 * the permission alert. Deciding it here, at sign-in and live (not only in the route guards),
 * keeps a refused account from bouncing between '/' and /iniciar-sesion.
 */
export function sessionAccess(profile: UserProfile | null, configuredStoreId: string): Access | null {
  return accessOf(profile as Record<string, unknown> | null, configuredStoreId);
}
