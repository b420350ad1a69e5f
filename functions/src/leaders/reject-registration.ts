// rejectRegistration (admin only): 'Rechazar' on a registration waiting for authorization. The
// request (notifications/{uid}) is marked read and answered ('rejected'), and a
// 'registration-rejected' entry goes to the activity log, in one transaction. The account keeps
// no access: it never gets a role or a store from here, and only a pending registration is
// answered (common/registration-notice.ts): an account that has a role (a leader of this store or
// another, an administrator, a Producer) is refused, whatever request it left behind (turning
// down an old request must not look like taking access away; that is setLeaderAccess). The Auth
// account stays: the person may still sign in, and is shown the permission alert.
import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { rejectRegistrationInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToTransaction } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { configuredStoreId } from '../lib/stores';
import { notPendingReason } from './pending-registration';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

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
  const notificationRef = db.collection(COLLECTIONS.notifications).doc(uid);
  const userRef = db.collection(COLLECTIONS.users).doc(uid);

  return db.runTransaction(async (transaction) => {
    const [notification, user] = await transaction.getAll(notificationRef, userRef);
    if (!notification.exists) {
      throw new HttpsError('not-found', functionTexts.registration.notARequest, { field: 'uid' });
    }
    if (notification.get('status') !== 'Unread') {
      throw new HttpsError('failed-precondition', functionTexts.registration.alreadyAnswered, { field: 'uid' });
    }
    const notPending = notPendingReason(user.data(), notification.data(), configuredStoreId(), account?.email ?? uid);
    if (notPending) throw new HttpsError('failed-precondition', notPending, { field: 'uid' });
    transaction.update(notificationRef, { status: 'Read', resolution: 'rejected' });
    addActivityToTransaction(
      transaction,
      activityEntry({ kind: 'registration-rejected', actor, subject: activityAccount(uid, user.data(), account?.email) }),
    );
    return { uid };
  });
}
