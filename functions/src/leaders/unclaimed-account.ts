// Creating a leader's Auth account when the address may already be squatted. Anyone holding the
// public web API key can create an Auth account for any address through the Auth REST API (when
// client sign-up is left on in Identity Platform, see docs/deploy.md), before an administrator
// onboards its owner. Such an account never proved the address and has no users document (the
// product writes one with every account it creates), so it is nobody's yet: it is deleted, with
// its second factors and sessions, and the product's own account takes its place. An account
// whose address is verified, or that has a users document, is never touched.
import type { CreateRequest, UserRecord } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/https';
import { adminAuth, db } from '../lib/admin';
import { invalidField } from '../lib/errors';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

/** Deletes the account of `email` when it is unclaimed (unverified, no users document); true when it did. */
async function removeUnclaimedAccount(email: string, caller: string): Promise<boolean> {
  let existing: UserRecord;
  try {
    existing = await adminAuth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return true;
    throw error;
  }
  if (existing.emailVerified || (await db.collection(COLLECTIONS.users).doc(existing.uid).get()).exists) return false;
  // Deleting the user removes its factors and makes its refresh tokens useless.
  await adminAuth.deleteUser(existing.uid);
  logger.warn(`${caller}: replaced an Auth account with an unverified e-mail and no users document (created outside the product)`, {
    replacedUid: existing.uid,
    replacedCreatedAt: existing.metadata.creationTime,
    replacedFactors: existing.multiFactor?.enrolledFactors.length ?? 0,
  });
  return true;
}

/**
 * adminAuth.createUser for a leader, replacing an unclaimed account of the same address once.
 * Refuses an address that belongs to someone with the catalogue's already-exists message.
 */
export async function createLeaderAccount(properties: CreateRequest & { email: string }, caller: string): Promise<UserRecord> {
  const create = () => adminAuth.createUser(properties);
  const translate = (error: { code?: string }): never => {
    if (error.code === 'auth/email-already-exists') {
      throw new HttpsError('already-exists', functionTexts.leaders.emailInUse, { field: 'email' });
    }
    if (error.code === 'auth/invalid-email') throw invalidField('email', functionTexts.leaders.invalidEmail);
    if (error.code === 'auth/invalid-password') throw invalidField('password', functionTexts.leaders.invalidPassword);
    throw error;
  };
  try {
    return await create();
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/email-already-exists' || !(await removeUnclaimedAccount(properties.email, caller))) {
      return translate(error as { code?: string });
    }
  }
  return create().catch(translate);
}
