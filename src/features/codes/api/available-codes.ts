import type { FirestoreError, Unsubscribe } from 'firebase/firestore';
import { availableCodesQuery, newestFirst } from '@/lib/codes/code-queries';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { subscribeToQuery, type SubscribeToQuery } from '@/lib/firebase/live-query';

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
 * Each delivery converts only the documents that changed; a delivery that changes nothing but the
 * sync state keeps the same list. Returns the unsubscribe function.
 */
export function subscribeToAvailableCodes(
  uid: string,
  observer: { next(codes: AvailableCodes): void; error(error: FirestoreError): void },
  listen: SubscribeToQuery = subscribeToQuery,
): Unsubscribe {
  const byId = new Map<string, TrackedCode>();
  let current: AvailableCodes | null = null;
  return listen(availableCodesQuery(uid), {
    next(snapshot) {
      const fromCache = snapshot.metadata.fromCache;
      const changes: CodeChange[] = [];
      for (const change of snapshot.docChanges()) {
        const previous = byId.get(change.doc.id) ?? null;
        const code = change.type === 'removed' ? null : change.doc.data();
        if (code === null) {
          // Removed, or no longer a code the app can show.
          if (previous === null) continue;
          byId.delete(change.doc.id);
          changes.push({ type: 'removed', code: previous, previous });
        } else {
          byId.set(change.doc.id, code);
          changes.push({ type: previous === null ? 'added' : 'modified', code, previous });
        }
      }
      if (current !== null && changes.length === 0) {
        if (current.fromCache === fromCache) return;
        current = { codes: current.codes, changes, fromCache };
      } else {
        current = { codes: [...byId.values()].sort(newestFirst), changes, fromCache };
      }
      observer.next(current);
    },
    error: observer.error,
  });
}
