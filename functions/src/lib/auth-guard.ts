// The one guard of the signed-in callables. firebase-functions checks the ID token's signature
// and expiry only; an account disabled or whose sessions were revoked keeps a token that passes
// that check for up to an hour. Verifying it again with checkRevoked asks Auth about the
// account itself, so such a caller is refused at once.
//
// An administrator is a user whose users/{uid} document has role 'Admin': administrators are
// managed in the Firebase console next to the leaders (same document, same field), and the
// seed creates admin@demo.cr that way. A custom claim is not used because setting one needs a
// script run by someone who already is an admin.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { ROLE_ADMIN } from '../../../common/constants';
import { isReadingLeader } from '../../../common/leader-access';
import { adminAuth, db } from './admin';
import { configuredStoreId } from './stores';

const NO_LONGER_VALID = ['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found', 'auth/id-token-expired', 'auth/argument-error'];

/** The caller's verified token; unauthenticated when signed out, disabled, deleted or revoked. */
export async function requireLiveCaller(request: CallableRequest<unknown>): Promise<DecodedIdToken> {
  const header = request.rawRequest?.headers.authorization ?? '';
  const idToken = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!request.auth || !idToken) throw new HttpsError('unauthenticated', 'Debes iniciar sesión.');
  try {
    return await adminAuth.verifyIdToken(idToken, true);
  } catch (error) {
    if (NO_LONGER_VALID.includes((error as { code?: string }).code ?? '')) {
      throw new HttpsError('unauthenticated', 'Tu sesión ya no es válida: la cuenta fue deshabilitada o sus sesiones se cerraron. Inicia sesión de nuevo.');
    }
    throw error;
  }
}

/** An administrator with a live session; returns their uid. */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const { uid } = await requireLiveCaller(request);
  const user = await db.doc(`users/${uid}`).get();
  if (user.get('role') !== ROLE_ADMIN) {
    throw new HttpsError('permission-denied', 'Solo un administrador puede usar esta función.');
  }
  return uid;
}

/**
 * A leader who may read their codes, with a live session: verified e-mail, and a Leader of the
 * configured store whose reading is not revoked (the same rule as firestore.rules). Returns their uid.
 */
export async function requireReadingLeader(request: CallableRequest<unknown>): Promise<string> {
  const token = await requireLiveCaller(request);
  const profile = (await db.doc(`users/${token.uid}`).get()).data();
  if (token.email_verified !== true || !isReadingLeader(profile, configuredStoreId())) {
    throw new HttpsError('permission-denied', 'Usuario con permisos insuficientes para ingresar.');
  }
  return token.uid;
}
