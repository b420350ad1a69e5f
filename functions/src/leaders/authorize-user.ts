// authorizeUser (admin only): answers a pending registration (by email or uid: an account with no
// role and its unread 'Admin' request, common/registration-notice.ts), and nothing else. The
// account becomes a Leader of the configured store with permissions.read, the request
// (notifications/{uid}) is marked read and answered ('authorized'), and a
// 'registration-authorized' entry goes to the activity log, in one transaction. The search
// fields are written with the role, so the new leader is in the leaders' list at once. A leader
// (of this store or another, revoked or not), an administrator or a Producer is refused: giving a
// revoked leader access back is setLeaderAccess's job, and another store's people are not this
// store's to take. A storeId other than the configured store is refused.
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { ROLE_LEADER } from '../../../common/constants';
import { authorizeUserInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToTransaction } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { requireConfiguredStore } from '../lib/stores';
import { notPendingReason } from './pending-registration';
import { searchFieldsOf } from './search-fields';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

export interface AuthorizeUserResult {
  uid: string;
  notificationMarkedRead: boolean;
}

export async function authorizeUser(request: CallableRequest<unknown>): Promise<AuthorizeUserResult> {
  const actor = await requireAdmin(request);
  const input = parseCallableInput(authorizeUserInputSchema, request.data);
  const storeId = requireConfiguredStore(input.storeId);
  const field = input.uid !== undefined ? 'uid' : 'email';
  const account = input.uid !== undefined ? await accountForUid(input.uid) : await accountForEmail(input.email ?? '');
  const uid = account.uid;
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  const notificationRef = db.collection(COLLECTIONS.notifications).doc(uid);
  return db.runTransaction(async (transaction) => {
    const [user, notification] = await transaction.getAll(userRef, notificationRef);
    if (!user.exists) throw new HttpsError('not-found', functionTexts.leaders.noUsersDocument, { field });
    const notPending = notPendingReason(user.data(), notification.data(), storeId, account.email ?? uid);
    if (notPending) throw new HttpsError('failed-precondition', notPending, { field });
    // Authorizing an address nobody has proven to own would hand codes to whoever typed it.
    if (!account.emailVerified) {
      throw new HttpsError(
        'failed-precondition',
        functionTexts.leaders.notConfirmed(account.email ?? uid),
        { field },
      );
    }
    transaction.set(
      userRef,
      {
        role: ROLE_LEADER,
        storeId,
        permissions: { read: true },
        ...searchFieldsOf(user.data()),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    transaction.update(notificationRef, { status: 'Read', resolution: 'authorized' });
    addActivityToTransaction(
      transaction,
      activityEntry({ kind: 'registration-authorized', actor, subject: activityAccount(uid, user.data(), account.email) }),
    );
    return { uid, notificationMarkedRead: true };
  });
}

async function accountForEmail(email: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', functionTexts.leaders.noAccountForEmail(email), { field: 'email' });
    }
    throw error;
  }
}

async function accountForUid(uid: string): Promise<UserRecord> {
  try {
    return await adminAuth.getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', functionTexts.leaders.noUsersDocument, { field: 'uid' });
    }
    throw error;
  }
}
