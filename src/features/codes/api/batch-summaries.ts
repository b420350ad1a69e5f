import { doc, type FirestoreError, type Unsubscribe } from 'firebase/firestore';
import { ticketsSoldOf, usageOf } from '@/lib/codes/code-summary';
import type { CodeUsage } from '@/lib/codes/usage';
import { firestore } from '@/lib/firebase/firestore';
import { subscribeToDocument } from '@/lib/firebase/live-query';
import { CODE_BATCH_SUMMARIES, COLLECTIONS } from '@common/collections';
import { BATCH_NAME_MAX_LENGTH } from '@common/batch-label';
import type { CodeBatchSummaryDoc } from '@common/data-model';
import { oneLine } from '@common/plain-text';

// The server-kept figures of a generation batch (codeSummaries/{uid}/batches/{trackingId}): the
// heading of its codes on the tracking page.

/** A generation batch's figures, for its heading on the tracking page. */
export interface BatchSummary {
  trackingId: string;
  eventId: string;
  eventName: string | null;
  /** The name given at generation; null for a batch without one. */
  name: string | null;
  usage: CodeUsage;
  /** Tickets the shop sold with the batch's codes (0 when the summary does not say). */
  ticketsSold: number;
}

/** Listens to the summaries of some batches (each by id, as the rules allow); null for a batch without one. */
export function subscribeToBatchSummaries(
  uid: string,
  trackingIds: readonly string[],
  observer: { next(batches: ReadonlyMap<string, BatchSummary | null>): void; error(error: FirestoreError): void },
): Unsubscribe {
  const batches = new Map<string, BatchSummary | null>();
  const unsubscribes = trackingIds.map((trackingId) =>
    subscribeToDocument(doc(firestore, COLLECTIONS.codeSummaries, uid, CODE_BATCH_SUMMARIES, trackingId), {
      next(snapshot) {
        const data = snapshot.data() as Partial<CodeBatchSummaryDoc> | undefined;
        batches.set(
          trackingId,
          data
            ? {
                trackingId,
                eventId: String(data.eventId ?? ''),
                eventName: (typeof data.eventName === 'string' && data.eventName.trim()) || null,
                name: oneLine(data.name, BATCH_NAME_MAX_LENGTH) || null,
                usage: usageOf(data),
                ticketsSold: ticketsSoldOf(data),
              }
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
