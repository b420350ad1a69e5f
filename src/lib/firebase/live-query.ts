import {
  onSnapshot,
  type DocumentChangeType,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';

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

export interface LiveObserver<S> {
  next(snapshot: S): void;
  error(error: FirestoreError): void;
}

export type LiveQueryObserver<D> = LiveObserver<LiveQuerySnapshot<D>>;

/** Listens to a query live; returns the unsubscribe function. */
export type SubscribeToQuery = <T>(query: Query<T>, observer: LiveQueryObserver<QueryDocumentSnapshot<T>>) => Unsubscribe;

/**
 * Every live query of the app goes through here: one onSnapshot, with metadata changes, so
 * listeners also learn when data that came from the cache is confirmed by the server (or the
 * connection is lost).
 */
export const subscribeToQuery: SubscribeToQuery = (target, observer) => onSnapshot(target, { includeMetadataChanges: true }, observer);

/** Listens to one document live, with metadata changes as subscribeToQuery; returns the unsubscribe function. */
export function subscribeToDocument<T>(target: DocumentReference<T>, observer: LiveObserver<DocumentSnapshot<T>>): Unsubscribe {
  return onSnapshot(target, { includeMetadataChanges: true }, observer);
}

/** A change of one item of a live list: its value after the change (for a removal, its last value) and before it. */
export interface LiveChange<T> {
  type: DocumentChangeType;
  item: T;
  /** The item before this delivery; null when it was added. */
  previous: T | null;
}

/** One delivery of a live list. */
export interface LiveList<T> {
  /** Every item, in `order`. An item that did not change keeps its object from one delivery to the next. */
  items: readonly T[];
  /** What this delivery added, modified or removed. */
  changes: readonly LiveChange<T>[];
  /** True while the items come only from this browser's cache (not yet confirmed by the server, or offline). */
  fromCache: boolean;
}

/**
 * Listens to a query as a list of items, converting only the documents each delivery changed
 * (the converter gives an item, or null for a document the app cannot show, which counts as
 * absent); the others keep their objects, so React and the notices see what really changed. A
 * delivery that changes nothing but the sync state keeps the same list, and one that changes
 * nothing at all is not passed on. Returns the unsubscribe function.
 */
export function subscribeToLiveList<T>(
  target: Query<T | null>,
  order: (a: T, b: T) => number,
  observer: LiveObserver<LiveList<T>>,
  listen: SubscribeToQuery = subscribeToQuery,
): Unsubscribe {
  const byId = new Map<string, T>();
  let current: LiveList<T> | null = null;
  return listen(target, {
    next(snapshot) {
      const fromCache = snapshot.metadata.fromCache;
      const changes: LiveChange<T>[] = [];
      for (const change of snapshot.docChanges()) {
        const previous = byId.get(change.doc.id) ?? null;
        const item = change.type === 'removed' ? null : change.doc.data();
        if (item === null) {
          // Removed, or no longer an item the app can show.
          if (previous === null) continue;
          byId.delete(change.doc.id);
          changes.push({ type: 'removed', item: previous, previous });
        } else {
          byId.set(change.doc.id, item);
          changes.push({ type: previous === null ? 'added' : 'modified', item, previous });
        }
      }
      if (current !== null && changes.length === 0) {
        if (current.fromCache === fromCache) return;
        current = { items: current.items, changes, fromCache };
      } else {
        current = { items: [...byId.values()].sort(order), changes, fromCache };
      }
      observer.next(current);
    },
    error: observer.error,
  });
}
