import { doc, getDoc, type DocumentSnapshot, type FirestoreError, type Unsubscribe } from 'firebase/firestore';
import type { CodeUsage } from '@/lib/codes/usage';
import { firestore } from '@/lib/firebase/firestore';
import { listenToDocument } from '@/lib/firebase/live-query';
import type { CodeBatchSummaryDoc, CodeSummaryDoc } from '@common/data-model';

// The server-kept aggregates of the leader's codes (codeSummaries/{uid} and its batches), as the
// pages use them. One small document tells every event's count and usage, live, whatever the
// leader's history; a batch's document heads it on the tracking page.

/** The leader's tracked codes in all and per event. */
export interface CodeSummary {
  total: number;
  /** Every event with tracked codes, with their usage. */
  events: EventSummary[];
  fromCache: boolean;
}

export interface EventSummary {
  eventId: string;
  /** As stored; null when missing (shown with the fallback name). */
  eventName: string | null;
  usage: CodeUsage;
}

/** A generation batch's figures, for its heading on the tracking page. */
export interface BatchSummary {
  trackingId: string;
  eventId: string;
  eventName: string | null;
  usage: CodeUsage;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

function usageOf(figures: Partial<Record<'count' | 'uses' | 'maxUses' | 'usedUp', unknown>> | undefined): CodeUsage {
  return { total: count(figures?.count), uses: count(figures?.uses), maxUses: count(figures?.maxUses), usedUp: count(figures?.usedUp) };
}

/** codeSummaries/{uid} as a CodeSummary; a leader without the document has no codes yet. */
export function toCodeSummary(snapshot: DocumentSnapshot): CodeSummary {
  const data = (snapshot.data() ?? {}) as Partial<CodeSummaryDoc>;
  const events = Object.entries(data.events ?? {})
    .map(([eventId, event]) => ({ eventId, eventName: (typeof event?.name === 'string' && event.name.trim()) || null, usage: usageOf(event) }))
    .filter((event) => event.usage.total > 0);
  return { total: count(data.total), events, fromCache: snapshot.metadata.fromCache };
}

/** Listens to codeSummaries/{uid}; returns the unsubscribe function. */
export function subscribeToCodeSummary(
  uid: string,
  observer: { next(summary: CodeSummary): void; error(error: FirestoreError): void },
): Unsubscribe {
  return listenToDocument(doc(firestore, 'codeSummaries', uid), {
    next: (snapshot) => observer.next(toCodeSummary(snapshot)),
    error: observer.error,
  });
}

/** The summaries of several leaders, read once by id (an administrator's list of leaders). */
export async function fetchCodeSummaries(uids: readonly string[]): Promise<Map<string, CodeSummary>> {
  const snapshots = await Promise.all(uids.map((uid) => getDoc(doc(firestore, 'codeSummaries', uid))));
  return new Map(snapshots.map((snapshot, i) => [uids[i], toCodeSummary(snapshot)]));
}

/** The usage of all of a summary's events together. */
export function totalUsage(summary: CodeSummary): CodeUsage {
  const usage: CodeUsage = { total: 0, uses: 0, maxUses: 0, usedUp: 0 };
  for (const { usage: event } of summary.events) {
    usage.total += event.total;
    usage.uses += event.uses;
    usage.maxUses += event.maxUses;
    usage.usedUp += event.usedUp;
  }
  return usage;
}

/** Listens to the summaries of some batches (each by id, as the rules allow); null for a batch without one. */
export function subscribeToBatchSummaries(
  uid: string,
  trackingIds: readonly string[],
  observer: { next(batches: ReadonlyMap<string, BatchSummary | null>): void; error(error: FirestoreError): void },
): Unsubscribe {
  const batches = new Map<string, BatchSummary | null>();
  const unsubscribes = trackingIds.map((trackingId) =>
    listenToDocument(doc(firestore, 'codeSummaries', uid, 'batches', trackingId), {
      next(snapshot) {
        const data = snapshot.data() as Partial<CodeBatchSummaryDoc> | undefined;
        batches.set(
          trackingId,
          data
            ? { trackingId, eventId: String(data.eventId ?? ''), eventName: (typeof data.eventName === 'string' && data.eventName.trim()) || null, usage: usageOf(data) }
            : null,
        );
        // Once every batch has answered, and on each change after that.
        if (batches.size === trackingIds.length) observer.next(new Map(batches));
      },
      error: observer.error,
    }),
  );
  if (trackingIds.length === 0) observer.next(new Map());
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
