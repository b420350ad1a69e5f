// Why an account is not a pending registration (common/registration-notice.ts), in Spanish, for
// authorizeUser and rejectRegistration: they answer registrations, never change a leader's,
// an administrator's or another store's account.
import { isReadingLeader } from '../../../common/access';
import { ROLE_ADMIN, ROLE_LEADER } from '../../../common/constants';
import { isPendingRegistration } from '../../../common/registration-notice';

type Stored = Record<string, unknown> | undefined;

/** Null for a pending registration; otherwise why it is not one. `who` names the account. */
export function notPendingReason(profile: Stored, request: Stored, storeId: string, who: string): string | null {
  if (isPendingRegistration(profile, request)) return null;
  const role = profile?.role;
  if (role === ROLE_ADMIN) return `La cuenta ${who} es de un administrador: no es una solicitud de registro pendiente y su rol no se cambia.`;
  if (role === ROLE_LEADER && profile?.storeId !== storeId) return `La cuenta ${who} es de un líder de otra tienda: no es una solicitud de registro de esta tienda.`;
  if (role === ROLE_LEADER && !isReadingLeader(profile, storeId)) {
    return `La cuenta ${who} ya es líder de esta tienda, con el acceso revocado: se le devuelve con 'Restaurar acceso' en Líderes.`;
  }
  if (role === ROLE_LEADER) return `La cuenta ${who} ya es líder de esta tienda: no tiene una solicitud de registro pendiente.`;
  if (typeof role === 'string' && role !== '') return `La cuenta ${who} tiene el rol ${role}: no es una solicitud de registro pendiente.`;
  return `La cuenta ${who} no tiene una solicitud de registro pendiente.`;
}
