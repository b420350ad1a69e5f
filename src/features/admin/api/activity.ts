import { collection, getCountFromServer, orderBy, query, Timestamp, where, type DocumentData, type FirestoreDataConverter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { isActivityKind, type ActivityAccount, type ActivityDetails, type ActivityKind } from '@common/activity';
import { firestore } from '@/lib/firebase/firestore';
import { readAllPages } from '@/lib/firebase/paged-query';
import { COLLECTIONS } from '@common/collections';

// The administrators' log (activity/{id}, common/activity.ts), newest first, optionally of one
// kind and of a range of days (a range query on `at`, served by the same indexes as the order).
// Written by the functions only; Timestamps become Dates here.

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

/** Entries from `start` (included) to `end` (excluded); null for an open end. */
export interface ActivityPeriod {
  start: Date | null;
  end: Date | null;
}

const ALL_TIME: ActivityPeriod = { start: null, end: null };

/** The log, newest first; only entries of `kind` when given, and of `period`. */
export function activityQuery(kind: ActivityKind | null, period: ActivityPeriod = ALL_TIME): Query<ActivityEntry | null> {
  return query(
    collection(firestore, COLLECTIONS.activity).withConverter(activityConverter),
    ...(kind ? [where('kind', '==', kind)] : []),
    ...(period.start ? [where('at', '>=', Timestamp.fromDate(period.start))] : []),
    ...(period.end ? [where('at', '<', Timestamp.fromDate(period.end))] : []),
    orderBy('at', 'desc'),
    orderBy('__name__', 'desc'),
  );
}

/** How many entries activityQuery(kind, period) lists, counted on the server. */
export async function countActivity(kind: ActivityKind | null, period: ActivityPeriod = ALL_TIME): Promise<number> {
  return (await getCountFromServer(activityQuery(kind, period))).data().count;
}

/** Entries per request of an export. */
export const ACTIVITY_EXPORT_PAGE_SIZE = 500;

/** Every entry activityQuery(kind, period) lists, newest first, read in pages; `onProgress` gets how many so far. */
export async function readActivity(kind: ActivityKind | null, period: ActivityPeriod, onProgress?: (loaded: number) => void): Promise<ActivityEntry[]> {
  let loaded = 0;
  return readAllPages(activityQuery(kind, period), ACTIVITY_EXPORT_PAGE_SIZE, (page) => {
    loaded += page.length;
    onProgress?.(loaded);
  });
}
