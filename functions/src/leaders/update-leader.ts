// updateLeader (admin only): corrects a leader's name and phone (the leader form's rules), and
// the e-mail while it is unconfirmed (the leader's page, 'Editar'). A leader of this store only.
// The codes keep their history; the name copied into each of them (leaderId.displayName,
// firstName, lastName: the leaders' pages, the CSV and the shop show it without reading the
// profile) follows the new name, a page at a time. The order makes a retry finish the job:
// Auth first (a taken address refuses the change before anything is written), then the codes,
// then users/{uid} with its search fields, the new invitation (when the address changed) and the
// 'leader-updated' entry in one batch. If the codes or that batch fail, Auth's address is put
// back, so the same request, sent again, does everything again.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { COLLECTIONS } from '../../../common/collections';
import { displayNameOf, oneLineName } from '../../../common/person-name';
import { updateLeaderInputSchema } from '../../../common/schemas';
import { activityAccount, activityEntry, addActivityToBatch } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { updateInPages } from '../lib/batches';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { configuredStoreId, readStore } from '../lib/stores';
import { functionTexts } from '../texts';
import { invitationMail } from './invitation';
import { searchFieldsOf } from './search-fields';
import { requireStoreLeader } from './store-leader';

const PAGE = 400;

type Change = 'name' | 'phone' | 'email';

export interface UpdateLeaderResult {
  uid: string;
  changed: Change[];
  /** Codes whose copy of the leader's name was rewritten. */
  codesRenamed: number;
}

export async function updateLeader(request: CallableRequest<unknown>): Promise<UpdateLeaderResult> {
  const actor = await requireAdmin(request);
  const input = parseCallableInput(updateLeaderInputSchema, request.data);
  const { uid } = input;
  const userRef = db.collection(COLLECTIONS.users).doc(uid);
  const profile = requireStoreLeader((await userRef.get()).data());
  const account = await adminAuth.getUser(uid).catch(() => null);
  if (!account) throw new HttpsError('not-found', functionTexts.leaders.notRegistered, { field: 'uid' });

  const previousEmail = account.email ?? (typeof profile.email === 'string' ? profile.email : '');
  const email = input.email?.toLowerCase();
  const emailChanges = email !== undefined && email !== previousEmail.toLowerCase();
  if (emailChanges && account.emailVerified) throw new HttpsError('failed-precondition', functionTexts.leaderAccount.emailConfirmed, { field: 'email' });

  const displayName = `${input.firstName} ${input.lastName}`;
  const nameChanges = profile.firstName !== input.firstName || profile.lastName !== input.lastName || profile.displayName !== displayName;
  const changed: Change[] = [
    ...(nameChanges ? (['name'] as const) : []),
    ...(profile.phoneNumber !== input.phone ? (['phone'] as const) : []),
    ...(emailChanges ? (['email'] as const) : []),
  ];
  if (changed.length === 0) return { uid, changed, codesRenamed: 0 };

  const storeId = configuredStoreId();
  const store = emailChanges ? await readStore(storeId) : null;
  if (emailChanges && !store) throw new HttpsError('failed-precondition', functionTexts.leaders.storeNotConfigured);

  if (emailChanges || nameChanges) {
    try {
      await adminAuth.updateUser(uid, { displayName, ...(emailChanges ? { email, emailVerified: false } : {}) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/email-already-exists') throw new HttpsError('already-exists', functionTexts.leaderAccount.emailInUse, { field: 'email' });
      if (code === 'auth/invalid-email') throw new HttpsError('invalid-argument', functionTexts.leaders.invalidEmail, { field: 'email' });
      throw error;
    }
  }

  const next = {
    firstName: input.firstName,
    lastName: input.lastName,
    displayName,
    phoneNumber: input.phone,
    email: emailChanges ? email : previousEmail,
  };
  try {
    const codesRenamed = nameChanges ? await renameLeaderInCodes(uid, { ...profile, ...next }) : 0;
    const batch = db.batch();
    batch.update(userRef, {
      ...next,
      ...(emailChanges ? { emailVerified: false } : {}),
      ...searchFieldsOf({ ...profile, ...next }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (emailChanges) {
      const mail = await invitationMail({ email: email!, firstName: input.firstName, storeId, store: store! });
      batch.set(mail.ref, mail.data);
    }
    addActivityToBatch(
      batch,
      activityEntry({
        kind: 'leader-updated',
        actor,
        subject: activityAccount(uid, next, next.email),
        details: { changed, ...(emailChanges ? { previousEmail } : {}) },
      }),
    );
    await batch.commit();
    return { uid, changed, codesRenamed };
  } catch (error) {
    if (emailChanges) {
      await adminAuth
        .updateUser(uid, { email: previousEmail, emailVerified: account.emailVerified })
        .catch((undoError: unknown) => logFailure('updateLeader', 'callable', undoError, { problem: "could not put the leader's Auth e-mail back", uid }));
    }
    logFailure('updateLeader', 'callable', error, { problem: 'the leader was not updated', uid });
    throw new HttpsError('internal', functionTexts.leaderAccount.failed);
  }
}

/** Writes the leader's new name into every code of theirs that still has another, a page at a time. */
async function renameLeaderInCodes(uid: string, profile: Record<string, unknown>): Promise<number> {
  const displayName = displayNameOf(profile);
  const firstName = oneLineName(profile.firstName);
  const lastName = oneLineName(profile.lastName);
  const codes = db.collection(COLLECTIONS.codes).where('leaderId.id', '==', uid).orderBy(FieldPath.documentId()).select('leaderId');
  return updateInPages(db, codes, PAGE, (code, batch) => {
    const current = code.get('leaderId') as Record<string, unknown> | undefined;
    if (current?.displayName === displayName && current?.firstName === firstName && current?.lastName === lastName) return false;
    batch.update(code.ref, { 'leaderId.displayName': displayName, 'leaderId.firstName': firstName, 'leaderId.lastName': lastName, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
