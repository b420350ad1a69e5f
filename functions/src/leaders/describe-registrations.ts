// describeRegistrations (admin only): what the requests page shows of each registrant beyond
// the request itself, above all whether the e-mail is verified (authorizing an unverified
// address is refused, so the page says so before the click). Auth knows it, and browsers cannot
// ask Auth about another account: one getUsers call for the whole page, plus the users
// documents for the name. Only pending registrations are described (an account with no role and
// its unread request, common/registration-notice.ts): this tells an administrator nothing about
// this store's leaders, Producers or administrators, nor about other stores' people.
import type { UserRecord } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/https';
import { isPendingRegistration } from '../../../common/registration-notice';
import { describeRegistrationsInputSchema, type DescribeRegistrationsResult, type RegistrationDescription } from '../../../common/schemas';
import { displayNameOf, oneLineName } from '../../../common/person-name';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { COLLECTIONS } from '../../../common/collections';

const unknownAccount = (uid: string): RegistrationDescription => ({ uid, email: null, name: null, emailVerified: false, disabled: false, exists: false });

export async function describeRegistrations(request: CallableRequest<unknown>): Promise<DescribeRegistrationsResult> {
  await requireAdmin(request);
  const { uids } = parseCallableInput(describeRegistrationsInputSchema, request.data);
  const distinct = [...new Set(uids)];
  const [{ users }, profiles, requests] = await Promise.all([
    adminAuth.getUsers(distinct.map((uid) => ({ uid }))),
    db.getAll(...distinct.map((uid) => db.collection(COLLECTIONS.users).doc(uid))),
    db.getAll(...distinct.map((uid) => db.collection(COLLECTIONS.notifications).doc(uid))),
  ]);
  const accounts = new Map<string, UserRecord>(users.map((user) => [user.uid, user]));

  const described = new Map<string, RegistrationDescription>(
    distinct.map((uid, index) => {
      const account = accounts.get(uid);
      const profile = profiles[index];
      if (!account || !isPendingRegistration(profile.data(), requests[index].data())) return [uid, unknownAccount(uid)];
      const storedEmail = profile.get('email');
      return [
        uid,
        {
          uid,
          email: account.email ?? (typeof storedEmail === 'string' ? storedEmail : null),
          name: displayNameOf(profile.data()) || oneLineName(account.displayName) || null,
          emailVerified: account.emailVerified,
          disabled: account.disabled,
          exists: true,
        },
      ];
    }),
  );
  return { registrations: uids.map((uid) => described.get(uid)!) };
}
