// authorizeUser (admin only): a registered user (by email or uid) becomes a Leader of the
// store with permissions.read, their 'Admin' notification (notifications/{uid}) is marked read
// and answered ('authorized'), and a 'registration-authorized' entry goes to the activity log,
// in one transaction. The search fields are written with the role, so the new leader is in the
// leaders' list at once. Administrators are never demoted by it.
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { ROLE_ADMIN, ROLE_LEADER } from '../../../common/constants';
import { authorizeUserInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToTransaction } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { invalidField, parseCallableInput } from '../lib/errors';
import { configuredStoreId, loadStore } from '../lib/stores';
import { searchFieldsOf } from './search-fields';

export interface AuthorizeUserResult {
  uid: string;
  notificationMarkedRead: boolean;
}

export async function authorizeUser(request: CallableRequest<unknown>): Promise<AuthorizeUserResult> {
  const actor = await requireAdmin(request);
  const parsed = parseCallableInput(authorizeUserInputSchema, request.data);
  const input = { ...parsed, storeId: parsed.storeId ?? configuredStoreId() };
  if (!(await loadStore(input.storeId))) throw invalidField('storeId', 'El campo storeId no corresponde a una tienda configurada.');
  const field = input.uid !== undefined ? 'uid' : 'email';
  const account = input.uid !== undefined ? await accountForUid(input.uid) : await accountForEmail(input.email ?? '');
  const uid = account.uid;
  // Authorizing an address nobody has proven to own would hand codes to whoever typed it.
  if (!account.emailVerified) {
    throw new HttpsError(
      'failed-precondition',
      `La cuenta ${account.email ?? uid} no ha confirmado su correo electrónico. Pide a la persona que abra el enlace de confirmación y vuelve a autorizarla.`,
      { field },
    );
  }

  const userRef = db.doc(`users/${uid}`);
  const notificationRef = db.doc(`notifications/${uid}`);
  return db.runTransaction(async (transaction) => {
    const [user, notification] = await transaction.getAll(userRef, notificationRef);
    if (!user.exists) throw new HttpsError('not-found', 'El usuario no tiene un registro en users (no completó el registro).', { field });
    if (user.get('role') === ROLE_ADMIN) throw new HttpsError('failed-precondition', 'El usuario es administrador; no se cambia su rol.', { field });
    transaction.set(
      userRef,
      {
        role: ROLE_LEADER,
        storeId: input.storeId,
        permissions: { read: true },
        ...searchFieldsOf(user.data()),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    const markRead = notification.exists && notification.get('status') !== 'Read';
    if (markRead) transaction.update(notificationRef, { status: 'Read', resolution: 'authorized' });
    addActivityToTransaction(
      transaction,
      activityEntry({ kind: 'registration-authorized', actor, subject: activityAccount(uid, user.data(), account.email) }),
    );
    return { uid, notificationMarkedRead: markRead };
  });
}

async function accountForEmail(email: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', `No existe una cuenta con el correo ${email}.`, { field: 'email' });
    }
    throw error;
  }
}

async function accountForUid(uid: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', 'El usuario no tiene un registro en users (no completó el registro).', { field: 'uid' });
    }
    throw error;
  }
}
