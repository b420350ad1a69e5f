// The leader an administrator's change is about: a Leader of the configured store. Another
// store's leaders, administrators and registrations are not this store's leaders to change.
import type { DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { ROLE_LEADER } from '../../../common/constants';
import { configuredStoreId } from '../lib/stores';
import { functionTexts } from '../texts';

/** The users document of `uid` when it is a leader of this store; refuses it otherwise. */
export function requireStoreLeader(profile: DocumentData | undefined): DocumentData {
  if (!profile) throw new HttpsError('not-found', functionTexts.leaders.notRegistered, { field: 'uid' });
  if (profile.role !== ROLE_LEADER) throw new HttpsError('failed-precondition', functionTexts.leaders.notLeader, { field: 'uid' });
  if (profile.storeId !== configuredStoreId()) throw new HttpsError('failed-precondition', functionTexts.leaders.otherStore, { field: 'uid' });
  return profile;
}
