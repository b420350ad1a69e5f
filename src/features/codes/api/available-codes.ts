import type { FirestoreError, Unsubscribe } from 'firebase/firestore';
import { availableCodesQuery, newestFirst } from '@/lib/codes/code-queries';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { subscribeToLiveList, subscribeToQuery, type SubscribeToQuery } from '@/lib/firebase/live-query';

/** What one delivery of the available-codes listener says. */
export interface AvailableCodes {
  /** The leader's available codes, newest first. Unchanged codes keep their object. */
  codes: readonly TrackedCode[];
  /** The codes this delivery added, modified or removed, with their value before it (null when added). */
  changes: readonly CodeChange[];
  /** True while the codes come only from this browser's cache (not yet confirmed by the server, or offline). */
  fromCache: boolean;
}

export interface CodeChange {
  type: 'added' | 'modified' | 'removed';
  /** The code after the change (for a removal, its last value here: it left the available codes). */
  code: TrackedCode;
  previous: TrackedCode | null;
}

/**
 * Listens to the leader's available codes: what they can still hand out, whatever their history.
 * Each delivery converts only the documents that changed (subscribeToLiveList); a delivery that
 * changes nothing but the sync state keeps the same list. Returns the unsubscribe function.
 */
export function subscribeToAvailableCodes(
  uid: string,
  observer: { next(codes: AvailableCodes): void; error(error: FirestoreError): void },
  listen: SubscribeToQuery = subscribeToQuery,
): Unsubscribe {
  return subscribeToLiveList(
    availableCodesQuery(uid),
    newestFirst,
    {
      next: ({ items, changes, fromCache }) =>
        observer.next({ codes: items, changes: changes.map(({ type, item, previous }) => ({ type, code: item, previous })), fromCache }),
      error: observer.error,
    },
    listen,
  );
}
