// createLeader (admin only): the leader form creates the Auth user (no password), the users
// document (role Leader, the store, permissions.read) and a Spanish invitation in the outbox
// whose link lets the leader set a password. The users document (with its search fields, so the
// leader is in the leaders' list at once), the mail and the 'leader-created' activity entry are
// written in one batch; if link generation or that batch fails, the Auth user is deleted again. The
// invitation greets the leader by the name the administrator typed. An Auth account of the
// address made outside the product (unverified, no users document) is replaced
// (unclaimed-account.ts). Leaders are created in the configured store only: a request naming
// another store (storeId) is refused before anything is created.
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { ROLE_LEADER } from '../../../common/constants';
import { createLeaderInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToBatch } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { invalidField, parseCallableInput } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { readStore, requireConfiguredStore } from '../lib/stores';
import { invitationMail } from './invitation';
import { createLeaderAccount } from './unclaimed-account';
import { createUserDocument, personalFieldsOf } from './user-document';
import { functionTexts } from '../texts';

export async function createLeader(request: CallableRequest<unknown>): Promise<{ uid: string; email: string }> {
  const actor = await requireAdmin(request);
  const parsed = parseCallableInput(createLeaderInputSchema, request.data);
  const input = { ...parsed, storeId: requireConfiguredStore(parsed.storeId) };
  const store = await readStore(input.storeId);
  if (!store) throw invalidField('storeId', functionTexts.leaders.storeNotConfigured);

  const displayName = `${input.firstName} ${input.lastName}`;
  const user = await createLeaderAccount({ email: input.email, displayName, emailVerified: false }, 'createLeader');
  const email = user.email ?? input.email;

  try {
    const mail = await invitationMail({ email, firstName: input.firstName, storeId: input.storeId, store });
    const profile = {
      role: ROLE_LEADER,
      storeId: input.storeId,
      permissions: { read: true },
      displayName,
      email,
      ...personalFieldsOf(input),
      emailVerified: false,
    };
    const batch = db.batch();
    createUserDocument(batch, user.uid, profile);
    batch.set(mail.ref, mail.data);
    addActivityToBatch(batch, activityEntry({ kind: 'leader-created', actor, subject: activityAccount(user.uid, profile, email) }));
    await batch.commit();
    logger.info('createLeader: leader created and invited', { uid: user.uid, mailId: mail.ref.id });
  } catch (error) {
    await adminAuth.deleteUser(user.uid).catch((deleteError: unknown) =>
      logFailure('createLeader', 'callable', deleteError, { problem: 'could not delete the Auth user after a failure', uid: user.uid }),
    );
    logFailure('createLeader', 'callable', error, { problem: 'nothing was kept', uid: user.uid });
    throw new HttpsError('internal', functionTexts.leaders.createFailed);
  }
  return { uid: user.uid, email };
}
