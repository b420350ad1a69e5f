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
