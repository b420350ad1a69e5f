// Admin-only callables. An administrator is a user whose users/{uid} document has
// role 'Admin': administrators are managed in the Firebase console next to the leaders
// (same document, same field), and the seed creates admin@demo.cr that way. A custom claim
// is not used because setting one needs a script run by someone who already is an admin.
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { ROLE_ADMIN } from '../../../common/constants';
import { db } from './admin';

export async function requireAdmin(request: CallableRequest<unknown>): Promise<string> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Debes iniciar sesión como administrador.');
  const user = await db.doc(`users/${uid}`).get();
  if (user.get('role') !== ROLE_ADMIN) {
    throw new HttpsError('permission-denied', 'Solo un administrador puede usar esta función.');
  }
  return uid;
}
