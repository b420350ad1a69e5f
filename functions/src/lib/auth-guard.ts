// The one guard of the signed-in callables. firebase-functions checks the ID token's signature
// and expiry only; an account disabled or whose sessions were revoked keeps a token that passes
// that check for up to an hour. Verifying it again with checkRevoked asks Auth about the
// account itself, so such a caller is refused at once.
//
// An administrator is an active administrator of common/access.ts, read from users/{uid} on
// every call (not a custom claim): role 'Admin', the configured store and access not revoked,
// the same rule the app's session and firestore.rules apply, so revoking an administrator in the
// console or moving them to another store stops their calls at once. A verified e-mail is
// required on top, from the token, as the rules require it.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { isActiveAdmin, isReadingLeader } from '../../../common/access';
import type { ActivityAccount } from '../../../common/activity';
import { activityAccount } from './activity';
import { adminAuth, db } from './admin';
import { configuredStoreId } from './stores';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

const NO_LONGER_VALID = ['auth/id-token-revoked', 'auth/user-disabled', 'auth/user-not-found', 'auth/id-token-expired', 'auth/argument-error'];

/** The caller's verified token; unauthenticated when signed out, disabled, deleted or revoked. */
export async function requireLiveCaller(request: CallableRequest<unknown>): Promise<DecodedIdToken> {
  const header = request.rawRequest?.headers.authorization ?? '';
  const idToken = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!request.auth || !idToken) throw new HttpsError('unauthenticated', functionTexts.session.signInFirst);
  try {
    return await adminAuth.verifyIdToken(idToken, true);
  } catch (error) {
    if (NO_LONGER_VALID.includes((error as { code?: string }).code ?? '')) {
      throw new HttpsError('unauthenticated', functionTexts.session.noLongerValid);
    }
    throw error;
  }
}

/**
 * An active administrator with a live session and a verified e-mail. Returns who acted as the
 * function saw them, for the activity log: the uid and e-mail of the verified token and the
 * name of the users document (never anything the request says).
 */
export async function requireAdmin(request: CallableRequest<unknown>): Promise<ActivityAccount> {
  const token = await requireLiveCaller(request);
  const profile = (await db.collection(COLLECTIONS.users).doc(token.uid).get()).data();
  if (token.email_verified !== true || !isActiveAdmin(profile, configuredStoreId())) {
    throw new HttpsError(
      'permission-denied',
      functionTexts.session.activeAdminOnly,
    );
  }
  return activityAccount(token.uid, profile, token.email ?? null);
}

/**
 * A leader who may read their codes, with a live session: verified e-mail, and a Leader of the
 * configured store whose reading is not revoked (the same rule as firestore.rules). Returns their uid.
 */
export async function requireReadingLeader(request: CallableRequest<unknown>): Promise<string> {
  const token = await requireLiveCaller(request);
  const profile = (await db.collection(COLLECTIONS.users).doc(token.uid).get()).data();
  if (token.email_verified !== true || !isReadingLeader(profile, configuredStoreId())) {
    throw new HttpsError('permission-denied', functionTexts.session.notAllowed);
  }
  return token.uid;
}
