// setLeaderAccess (admin only): revokes (read false) or restores (read true) a leader's access,
// the administrators' area's 'Revocar acceso' / 'Restaurar acceso'. Only a Leader of the
// configured store: an administrator's access is not changed from here (that would let one
// administrator lock the others out), and another store's leaders are not this store's to
// manage. permissions.read, updatedAt and an 'access-revoked' / 'access-restored' entry of the
// activity log commit in one transaction; the rules and the leader's open app act on the new
// value at the next read (docs/security.md). Asking for the access the leader already
// has changes nothing and logs nothing, so a repeated click is one entry.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { isReadingLeader } from '../../../common/access';
import { ROLE_LEADER } from '../../../common/constants';
import { setLeaderAccessInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToTransaction } from '../lib/activity';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { configuredStoreId } from '../lib/stores';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

export interface SetLeaderAccessResult {
  uid: string;
  read: boolean;
}

export async function setLeaderAccess(request: CallableRequest<unknown>): Promise<SetLeaderAccessResult> {
  const actor = await requireAdmin(request);
  const { uid, read } = parseCallableInput(setLeaderAccessInputSchema, request.data);
  const storeId = configuredStoreId();
  const userRef = db.collection(COLLECTIONS.users).doc(uid);

  return db.runTransaction(async (transaction) => {
    const user = await transaction.get(userRef);
    const profile = user.data();
    if (!profile) throw new HttpsError('not-found', functionTexts.leaders.notRegistered, { field: 'uid' });
    if (profile.role !== ROLE_LEADER) {
      throw new HttpsError('failed-precondition', functionTexts.leaders.notLeader, {
        field: 'uid',
      });
    }
    if (profile.storeId !== storeId) {
      throw new HttpsError('failed-precondition', functionTexts.leaders.otherStore, { field: 'uid' });
    }
    if (isReadingLeader(profile, storeId) === read) return { uid, read };

    // permissions may hold other keys (or, written by hand, not be a map at all).
    const permissions = profile.permissions;
    const isMap = typeof permissions === 'object' && permissions !== null && !Array.isArray(permissions);
    transaction.update(userRef, {
      ...(isMap ? { 'permissions.read': read } : { permissions: { read } }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    addActivityToTransaction(
      transaction,
      activityEntry({ kind: read ? 'access-restored' : 'access-revoked', actor, subject: activityAccount(uid, profile) }),
    );
    return { uid, read };
  });
}
