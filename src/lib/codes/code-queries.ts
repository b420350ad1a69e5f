import { collection, limit, orderBy, query, where, type Query } from 'firebase/firestore';
import { trackedCodeConverter } from '@/lib/codes/code-document';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { firestore } from '@/lib/firebase/firestore';
import { TRACKED_CODE_STATUSES } from '@common/constants';
import { COLLECTIONS } from '@common/collections';

// The queries on a leader's codes. Each one filters on leaderId.id, as the rules require of the
// leader. An administrator's also filter on the store (`storeId`): the rules let an
// administrator read only the configured store's codes. Tracked codes (available or expired)
// come newest first: createdAt, then the document id, both descending (firestore.indexes.json
// holds the indexes, in both directions for paging back).

/** Whose codes a query reads: a leader's own (no store named), or an administrator's view of the store's `storeId`. */
export interface CodesScope {
  storeId?: string;
}

const ofStore = ({ storeId }: CodesScope) => (storeId === undefined ? [] : [where('storeId', '==', storeId)]);

export const codesCollection = () => collection(firestore, COLLECTIONS.codes).withConverter(trackedCodeConverter);

/** What the leader can still hand out: their available codes. The one live listener at sign-in. */
export function availableCodesQuery(uid: string): Query<TrackedCode | null> {
  return query(codesCollection(), where('leaderId.id', '==', uid), where('status', '==', 'available'));
}

/** All of the leader's tracked codes, newest first (the tracking page and a leader's page of the area, paged). */
export function trackedCodesQuery(uid: string, scope: CodesScope = {}): Query<TrackedCode | null> {
  return query(
    codesCollection(),
    where('leaderId.id', '==', uid),
    ...ofStore(scope),
    where('status', 'in', TRACKED_CODE_STATUSES),
    orderBy('createdAt', 'desc'),
    orderBy('__name__', 'desc'),
  );
}

/** The leader's tracked codes of one event, newest first (its copy, share and CSV). */
export function eventCodesQuery(uid: string, eventId: string, scope: CodesScope = {}): Query<TrackedCode | null> {
  return query(
    codesCollection(),
    where('leaderId.id', '==', uid),
    where('eventId.id', '==', eventId),
    ...ofStore(scope),
    where('status', 'in', TRACKED_CODE_STATUSES),
    orderBy('createdAt', 'desc'),
    orderBy('__name__', 'desc'),
  );
}

/**
 * The leader's tracked codes whose value starts with `start` (a normalised code: values are
 * stored upper case), by value, `max` of them: a search reads one page whatever the history.
 */
export function codesStartingWithQuery(uid: string, start: string, max: number): Query<TrackedCode | null> {
  return query(
    codesCollection(),
    where('leaderId.id', '==', uid),
    where('status', 'in', TRACKED_CODE_STATUSES),
    where('code', '>=', start),
    where('code', '<', `${start}\uf8ff`),
    orderBy('code'),
    limit(max),
  );
}

/** Newest first, as the queries above order them: createdAt, then document id, descending. */
export function newestFirst(a: TrackedCode, b: TrackedCode): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
