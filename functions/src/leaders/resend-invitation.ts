// resendInvitation (admin only): sends the invitation e-mail again to a leader of this store whose
// e-mail is still unconfirmed (Líderes and the leader's page, 'Reenviar invitación'). A fresh
// link, through the outbox like createLeader's first one; the mail and an 'invitation-resent'
// entry of the activity log commit in one batch. At most invitationLimit() per leader, whoever
// asks. A leader who already confirmed gets no mail: their users document is brought up to date
// (emailVerified true) and the administrator is told.
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { COLLECTIONS } from '../../../common/collections';
import { oneLineName } from '../../../common/person-name';
import { resendInvitationInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToBatch } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { consumeRateLimits } from '../lib/rate-limit';
import { invitationLimit } from '../lib/rate-limit-rules';
import { configuredStoreId, readStore } from '../lib/stores';
import { functionTexts } from '../texts';
import { invitationMail } from './invitation';
import { requireStoreLeader } from './store-leader';

export interface ResendInvitationResult {
  uid: string;
  email: string;
}

export async function resendInvitation(request: CallableRequest<unknown>): Promise<ResendInvitationResult> {
  const actor = await requireAdmin(request);
  const { uid } = parseCallableInput(resendInvitationInputSchema, request.data);
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  const profile = requireStoreLeader((await userRef.get()).data());
  const account = await adminAuth.getUser(uid).catch(() => null);
  if (!account?.email) throw new HttpsError('not-found', functionTexts.leaders.notRegistered, { field: 'uid' });
  if (account.disabled) throw new HttpsError('failed-precondition', functionTexts.leaderAccount.disabled, { field: 'uid' });
  if (account.emailVerified) {
    if (profile.emailVerified !== true) await userRef.update({ emailVerified: true, updatedAt: FieldValue.serverTimestamp() });
    throw new HttpsError('failed-precondition', functionTexts.leaderAccount.alreadyConfirmed, { field: 'uid' });
  }
  if (!(await consumeRateLimits([{ rule: invitationLimit(), value: uid }]))) {
    throw new HttpsError('resource-exhausted', functionTexts.leaderAccount.tooManyInvitations);
  }
  const storeId = configuredStoreId();
  const store = await readStore(storeId);
  if (!store) throw new HttpsError('failed-precondition', functionTexts.leaders.storeNotConfigured);

  const mail = await invitationMail({ email: account.email, firstName: oneLineName(profile.firstName), storeId, store });
  const batch = db.batch();
  batch.set(mail.ref, mail.data);
  if (profile.emailVerified !== false) batch.update(userRef, { emailVerified: false, updatedAt: FieldValue.serverTimestamp() });
  addActivityToBatch(batch, activityEntry({ kind: 'invitation-resent', actor, subject: activityAccount(uid, profile, account.email) }));
  await batch.commit();
  return { uid, email: account.email };
}
