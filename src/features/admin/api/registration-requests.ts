import { collection, limit, orderBy, query, where, type FirestoreError, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { REGISTRATION_NOTICE_TEXTS } from '@common/registration-notice';
import { subscribeToQuery } from '@/lib/firebase/live-query';
import { COLLECTIONS } from '@common/collections';

// The registrations waiting for authorization: the unread 'Admin' notifications that
// registerLeader writes (notifications/{uid}), read by active administrators only (the rules).

/** Most requests the page lists at once (the project's default for a joined list). */
export const REQUESTS_LIMIT = 100;

export interface RegistrationRequest {
  /** The registered account's uid (the notification's id and link). */
  uid: string;
  /** When the person registered. */
  date: Date | null;
}

function toRequest(doc: QueryDocumentSnapshot): RegistrationRequest {
  const data = doc.data();
  const uid = typeof data.link === 'string' && data.link !== '' ? data.link : doc.id;
  const date = typeof data.date?.toDate === 'function' ? (data.date.toDate() as Date) : null;
  return { uid, date };
}

/** Listens to the waiting requests, newest first; returns the unsubscribe function. */
export function subscribeToRegistrationRequests(observer: { next(requests: RegistrationRequest[]): void; error(error: FirestoreError): void }): Unsubscribe {
  const waiting = query(
    collection(firestore, COLLECTIONS.notifications),
    where('title', '==', REGISTRATION_NOTICE_TEXTS.title),
    where('status', '==', 'Unread'),
    orderBy('date', 'desc'),
    limit(REQUESTS_LIMIT),
  );
  return subscribeToQuery(waiting, {
    next: (snapshot) => observer.next(snapshot.docs.map(toRequest)),
    error: observer.error,
  });
}
