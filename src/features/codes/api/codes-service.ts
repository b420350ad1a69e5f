import {
  collection,
  onSnapshot,
  orderBy,
  query,
  where,
  type FirestoreError,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { toTrackedCode } from '@/features/codes/utils/to-tracked-code';
import { firestore } from '@/lib/firebase/firestore';
import { TRACKED_CODE_STATUSES } from '@common/constants';

// The Firestore boundary of the codes feature: documents of common/data-model.ts (CodeDoc)
// become TrackedCode values here, with Dates instead of Timestamps and resolved names.

/** One delivery of the tracked-codes listener. */
export interface TrackedCodesSnapshot {
  /** The leader's tracked codes, createdAt descending. Unchanged codes keep their object identity. */
  codes: TrackedCode[];
  /** True while the data comes from the local IndexedDB cache only. */
  fromCache: boolean;
  /** Document changes in this delivery (added, modified, removed). */
  docChanges: number;
}

/**
 * Live listener on the leader's tracked codes: leaderId.id == uid, status available or
 * expired, createdAt descending (composite index in firestore.indexes.json). The persistent
 * cache of src/lib/firebase/firestore.ts answers first from IndexedDB, then the server sends
 * only the changes. Metadata-only deliveries (cache → server) are reported too, so callers
 * can tell when the data is confirmed by the server. Returns the unsubscribe function.
 */
export function subscribeToTrackedCodes(
  uid: string,
  onNext: (snapshot: TrackedCodesSnapshot) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const trackedCodesQuery = query(
    collection(firestore, 'codes'),
    where('leaderId.id', '==', uid),
    where('status', 'in', TRACKED_CODE_STATUSES),
    orderBy('createdAt', 'desc'),
  );
  // Converted codes by document id: a delivery converts only the changed documents.
  const byId = new Map<string, TrackedCode>();
  let codes: TrackedCode[] = [];
  return onSnapshot(
    trackedCodesQuery,
    { includeMetadataChanges: true },
    (snapshot: QuerySnapshot) => {
      const changes = snapshot.docChanges();
      for (const change of changes) {
        if (change.type === 'removed') byId.delete(change.doc.id);
        else byId.set(change.doc.id, toTrackedCode(change.doc.id, change.doc.data()));
      }
      if (changes.length > 0 || codes.length !== snapshot.size) {
        codes = snapshot.docs.map((doc) => byId.get(doc.id) ?? toTrackedCode(doc.id, doc.data()));
      }
      onNext({ codes, fromCache: snapshot.metadata.fromCache, docChanges: changes.length });
    },
    onError,
  );
}
