// rejectRegistration (admin only): 'Rechazar' on a registration waiting for authorization. The
// request (notifications/{uid}) is marked read and answered ('rejected'), and a
// 'registration-rejected' entry goes to the activity log, in one transaction. The account keeps
// no access: it never gets a role or a store from here, and an account that already is a Leader
// or an Admin is refused (turning down its old request must not look like taking its access
// away; that is setLeaderAccess). The Auth account stays: the person may still sign in, and is
// shown the permission alert.
import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { ROLE_ADMIN, ROLE_LEADER } from '../../../common/constants';
import { rejectRegistrationInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToTransaction } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';

export interface RejectRegistrationResult {
  uid: string;
}

export async function rejectRegistration(request: CallableRequest<unknown>): Promise<RejectRegistrationResult> {
  const actor = await requireAdmin(request);
  const { uid } = parseCallableInput(rejectRegistrationInputSchema, request.data);
  const account = await adminAuth.getUser(uid).catch((error: { code?: string }): UserRecord | null => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const notificationRef = db.doc(`notifications/${uid}`);
  const userRef = db.doc(`users/${uid}`);

  return db.runTransaction(async (transaction) => {
    const [notification, user] = await transaction.getAll(notificationRef, userRef);
    if (!notification.exists) {
      throw new HttpsError('not-found', 'El campo uid no corresponde a una solicitud de registro.', { field: 'uid' });
    }
    if (notification.get('status') !== 'Unread') {
      throw new HttpsError('failed-precondition', 'La solicitud de registro del campo uid ya fue atendida.', { field: 'uid' });
    }
    const role = user.get('role');
    if (role === ROLE_LEADER || role === ROLE_ADMIN) {
      throw new HttpsError(
        'failed-precondition',
        `El campo uid corresponde a una cuenta que ya es ${role === ROLE_ADMIN ? 'administrador' : 'líder'}: su solicitud no se puede rechazar (el acceso de un líder se revoca en Líderes).`,
        { field: 'uid' },
      );
    }
    transaction.update(notificationRef, { status: 'Read', resolution: 'rejected' });
    addActivityToTransaction(
      transaction,
      activityEntry({ kind: 'registration-rejected', actor, subject: activityAccount(uid, user.data(), account?.email) }),
    );
    return { uid };
  });
}
