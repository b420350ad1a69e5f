import { doc, type DocumentSnapshot, type FirestoreError, type Unsubscribe } from 'firebase/firestore';
import type { CodeUsage } from '@/lib/codes/usage';
import { firestore } from '@/lib/firebase/firestore';
import { subscribeToDocument } from '@/lib/firebase/live-query';
import { COLLECTIONS } from '@common/collections';
import type { CodeSummaryDoc } from '@common/data-model';

// The server-kept aggregates of the leader's codes (codeSummaries/{uid}), as the
// pages use them. One small document tells every event's count and usage, live, whatever the
// leader's history.

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
  /** Tickets the shop sold with the event's codes, refunds taken off (0 when the summary does not say). */
  ticketsSold: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

/** The figures of a summary document's entry, each a count of at least 0 (hand-edited documents included). */
export function usageOf(figures: Partial<Record<'count' | 'uses' | 'maxUses' | 'usedUp', unknown>> | undefined): CodeUsage {
  return { total: count(figures?.count), uses: count(figures?.uses), maxUses: count(figures?.maxUses), usedUp: count(figures?.usedUp) };
}

/** The tickets sold of a summary document's entry (an event's, a batch's): missing or not a count is 0. */
export function ticketsSoldOf(figures: object | undefined): number {
  return count((figures as { ticketsSold?: unknown } | undefined)?.ticketsSold);
}

/** codeSummaries/{uid} as a CodeSummary; a leader without the document has no codes yet. */
export function toCodeSummary(snapshot: DocumentSnapshot): CodeSummary {
  const data = (snapshot.data() ?? {}) as Partial<CodeSummaryDoc>;
  const events = Object.entries(data.events ?? {})
    .map(([eventId, event]) => ({ eventId, eventName: (typeof event?.name === 'string' && event.name.trim()) || null, usage: usageOf(event), ticketsSold: ticketsSoldOf(event) }))
    .filter((event) => event.usage.total > 0);
  return { total: count(data.total), events, fromCache: snapshot.metadata.fromCache };
}

/** Listens to codeSummaries/{uid}; returns the unsubscribe function. */
export function subscribeToCodeSummary(
  uid: string,
  observer: { next(summary: CodeSummary): void; error(error: FirestoreError): void },
): Unsubscribe {
  return subscribeToDocument(doc(firestore, COLLECTIONS.codeSummaries, uid), {
    next: (snapshot) => observer.next(toCodeSummary(snapshot)),
    error: observer.error,
  });
}
