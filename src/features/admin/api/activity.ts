import { collection, getCountFromServer, orderBy, query, where, type DocumentData, type FirestoreDataConverter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { isActivityKind, type ActivityAccount, type ActivityDetails, type ActivityKind } from '@common/activity';
import { firestore } from '@/lib/firebase/firestore';
import { COLLECTIONS } from '@common/collections';

// The administrators' log (activity/{id}, common/activity.ts), newest first, optionally of one
// kind. Written by the functions only; Timestamps become Dates here.

export interface ActivityEntry {
  id: string;
  kind: ActivityKind;
  at: Date | null;
  actor: ActivityAccount;
  subject: ActivityAccount | null;
  details: ActivityDetails;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toAccount(value: unknown): ActivityAccount | null {
  if (typeof value !== 'object' || value === null) return null;
  const account = value as Record<string, unknown>;
  return { uid: text(account.uid) ?? '', email: text(account.email), name: text(account.name) };
}

export function toActivityEntry(id: string, data: DocumentData): ActivityEntry | null {
  if (!isActivityKind(data.kind)) return null;
  const details = (typeof data.details === 'object' && data.details !== null ? data.details : {}) as ActivityDetails;
  return {
    id,
    kind: data.kind,
    at: typeof data.at?.toDate === 'function' ? (data.at.toDate() as Date) : null,
    actor: toAccount(data.actor) ?? { uid: '', email: null, name: null },
    subject: toAccount(data.subject),
    details,
  };
}

const activityConverter: FirestoreDataConverter<ActivityEntry | null> = {
  toFirestore: () => {
    throw new Error('The activity log is written by the functions only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toActivityEntry(snapshot.id, snapshot.data()),
};

/** The log, newest first; only entries of `kind` when given. */
export function activityQuery(kind: ActivityKind | null): Query<ActivityEntry | null> {
  return query(
    collection(firestore, COLLECTIONS.activity).withConverter(activityConverter),
    ...(kind ? [where('kind', '==', kind)] : []),
    orderBy('at', 'desc'),
    orderBy('__name__', 'desc'),
  );
}

/** How many entries activityQuery(kind) lists, counted on the server. */
export async function countActivity(kind: ActivityKind | null): Promise<number> {
  return (await getCountFromServer(activityQuery(kind))).data().count;
}
