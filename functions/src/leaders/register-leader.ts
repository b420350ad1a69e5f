// registerLeader (anyone, signed out): the registration screen's leader form and password.
// Creates the Auth user (password, display name), then in one batch users/{uid} (profile
// fields and their search fields only: no role, store or permissions), the 'Admin'
// notification asking for authorization and the verification e-mail in the outbox (greeting
// nobody by name: the address is not proven yet). An Auth account of the address made outside the product (unverified, no
// users document) is replaced (unclaimed-account.ts). If the batch fails, the Auth user
// is deleted again: all or nothing. A verification link that cannot be made leaves the account
// in place (the person resends the e-mail from the confirmation screen) and says so.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { appUrlOf, paths } from '../../../common/paths';
import { registerLeaderInputSchema } from '../../../common/schemas';
import { appActionLink } from '../email/links';
import { outboxEntry } from '../email/outbox';
import { renderEmail } from '../email/render';
import { emailTexts } from '../email/texts';
import { adminAuth, db } from '../lib/admin';
import { parseCallableInput } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { clientIp, consumeRateLimits } from '../lib/rate-limit';
import { registrationLimit } from '../lib/rate-limit-rules';
import { configuredStoreId, readStore } from '../lib/stores';
import { registrationNotice } from '../../../common/registration-notice';
import { createLeaderAccount } from './unclaimed-account';
import { createUserDocument, personalFieldsOf } from './user-document';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

export interface RegisterLeaderResult {
  email: string;
  /** False when the account exists but the verification e-mail could not be queued. */
  verificationEmailSent: boolean;
}

export async function registerLeader(request: CallableRequest<unknown>): Promise<RegisterLeaderResult> {
  const input = parseCallableInput(registerLeaderInputSchema, request.data);
  if (!(await consumeRateLimits([{ rule: registrationLimit(), value: clientIp(request.rawRequest) }]))) {
    throw new HttpsError('resource-exhausted', functionTexts.registration.tooMany);
  }
  const storeId = configuredStoreId();
  const store = await readStore(storeId);
  if (!store) {
    logFailure('registerLeader', 'callable', new Error('The configured store has no stores document'), { storeId });
    throw new HttpsError('failed-precondition', functionTexts.registration.unavailable);
  }

  const email = input.email.toLowerCase();
  const displayName = `${input.firstName} ${input.lastName}`;
  const user = await createLeaderAccount({ email, password: input.password, displayName, emailVerified: false }, 'registerLeader');

  let mail: ReturnType<typeof outboxEntry> | null = null;
  try {
    const link = await appActionLink('verifyEmail', email, store.appUrl, appUrlOf(store.appUrl, paths.signIn));
    const copy = emailTexts.verifyEmail;
    // No name: the address is not proven yet, and whoever registered it chose the name.
    const message = renderEmail({ subject: copy.subject, name: '', intro: copy.intro, button: copy.button, ignore: copy.ignore, link });
    mail = outboxEntry({ to: [email], message, kind: 'verifyEmail', link, storeId });
  } catch (error) {
    logFailure('registerLeader', 'callable', error, { problem: 'the verification link could not be made; the account is kept', uid: user.uid });
  }

  try {
    const profile = {
      displayName,
      email,
      ...personalFieldsOf(input),
      photoURL: null,
    };
    const batch = db.batch();
    createUserDocument(batch, user.uid, profile);
    batch.create(db.collection(COLLECTIONS.notifications).doc(user.uid), { ...registrationNotice(user.uid, email), date: FieldValue.serverTimestamp() });
    if (mail) batch.set(mail.ref, mail.data);
    await batch.commit();
  } catch (error) {
    await adminAuth.deleteUser(user.uid).catch((deleteError: unknown) =>
      logFailure('registerLeader', 'callable', deleteError, { problem: 'could not delete the Auth user after a failure', uid: user.uid }),
    );
    logFailure('registerLeader', 'callable', error, { problem: 'nothing was kept', uid: user.uid });
    throw new HttpsError('internal', functionTexts.registration.failed);
  }
  logger.info('registerLeader: account registered, waiting for authorization', { uid: user.uid, verificationEmailSent: mail !== null });
  return { email, verificationEmailSent: mail !== null };
}
