import type { Query } from 'firebase/firestore';
import { trackedCodesQuery, type CodesScope } from '@/lib/codes/code-queries';
import { readEventCodes, type EventCodesProgress } from '@/lib/codes/event-codes';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { appEnv } from '@/lib/env';

// A leader's codes as an administrator reads them: the rules let an administrator read only the
// codes of the configured store, so every query of the area names the store.
const thisStore = (): CodesScope => ({ storeId: appEnv.storeId });

/** The leader's tracked codes of this store, newest first (a leader's page, paged). */
export function leaderCodesQuery(uid: string): Query<TrackedCode | null> {
  return trackedCodesQuery(uid, thisStore());
}

/** The leader's tracked codes of this store for one event, read in pages (its CSV). */
export function readLeaderEventCodes(uid: string, eventId: string, options: { expected: number; onProgress?(progress: EventCodesProgress): void }): Promise<TrackedCode[]> {
  return readEventCodes(uid, eventId, { ...options, scope: thisStore() });
}
