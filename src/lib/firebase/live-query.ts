import {
  documentId,
  getCountFromServer,
  getDocsFromCache,
  onSnapshot,
  query,
  where,
  type DocumentChangeType,
  type FirestoreError,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { appEnv } from '@/lib/env';
import { listenInIdRanges, type IdRange } from '@/lib/firebase/emulator-id-ranges';

/** The part of a QuerySnapshot that live listeners read; a real QuerySnapshot is one. */
export interface LiveQuerySnapshot<D> {
  readonly docs: readonly D[];
  readonly metadata: { readonly fromCache: boolean };
  /** The documents added, modified or removed since the previous delivery (all 'added' on the first). */
  docChanges(): readonly LiveDocumentChange<D>[];
}

export interface LiveDocumentChange<D> {
  readonly type: DocumentChangeType;
  readonly doc: D;
}

export interface LiveQueryObserver<D> {
  next(snapshot: LiveQuerySnapshot<D>): void;
  error(error: FirestoreError): void;
}

/** Listens to a query live; returns the unsubscribe function. */
export type ListenToQuery = <T>(query: Query<T>, observer: LiveQueryObserver<QueryDocumentSnapshot<T>>) => Unsubscribe;

/**
 * One onSnapshot on the whole query. Metadata changes are included, so listeners also learn
 * when data that came from the cache is confirmed by the server (or the connection is lost).
 */
const listenToWholeQuery: ListenToQuery = (target, observer) => onSnapshot(target, { includeMetadataChanges: true }, observer);

function narrowToIdRange<T>(target: Query<T>, range: IdRange): Query<T> {
  const bounds: QueryConstraint[] = [];
  if (range.startAt !== null) bounds.push(where(documentId(), '>=', range.startAt));
  if (range.endBefore !== null) bounds.push(where(documentId(), '<', range.endBefore));
  return query(target, ...bounds);
}

/** How many documents the query matches; offline, how many the cache holds (0 if unknown). */
async function countMatches<T>(target: Query<T>): Promise<number> {
  try {
    return (await getCountFromServer(target)).data().count;
  } catch {
    return (await getDocsFromCache(target).catch(() => null))?.size ?? 0;
  }
}

const browserNetwork = {
  isOffline: () => navigator.onLine === false,
  onOffline(listener: () => void) {
    window.addEventListener('offline', listener);
    return () => window.removeEventListener('offline', listener);
  },
};

/** The local Firestore emulator's stand-in for listenToWholeQuery (see emulator-id-ranges.ts). */
const listenOnEmulator: ListenToQuery = (target, observer) =>
  listenInIdRanges(target, observer, {
    listen: listenToWholeQuery,
    narrow: narrowToIdRange,
    count: countMatches,
    network: browserNetwork,
  });

/**
 * Every live query of the app goes through here. Production listens to the whole query; the
 * local emulator cannot stream a large result over one channel, so there (and only there)
 * the query is split into document-id ranges that deliver as one.
 */
export const listenToQuery: ListenToQuery = appEnv.useEmulators ? listenOnEmulator : listenToWholeQuery;
