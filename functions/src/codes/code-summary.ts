// codeSummaries/{leaderUid} (common/data-model.ts CodeSummaryDoc): the admin callables add and
// subtract the tracked codes they create or delete with atomic increments, so concurrent calls
// never lose a count and the cost does not grow with the leader's codes.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface SummaryChange {
  leaderUid: string;
  eventId: string;
  eventName: string;
  /** Tracked codes added (positive) or removed (negative). */
  delta: number;
}

/** Sums changes per leader and event, dropping those that cancel out. Pure. */
export function combineSummaryChanges(changes: readonly SummaryChange[]): SummaryChange[] {
  const combined = new Map<string, SummaryChange>();
  for (const change of changes) {
    const key = `${change.leaderUid}\u0000${change.eventId}`;
    const previous = combined.get(key);
    combined.set(key, previous ? { ...previous, delta: previous.delta + change.delta } : { ...change });
  }
  return [...combined.values()].filter((change) => change.delta !== 0);
}

/** Firestore's limit of writes per batch. */
const BATCH_LIMIT = 500;

export async function applySummaryChanges(db: Firestore, changes: readonly SummaryChange[]): Promise<void> {
  const combined = combineSummaryChanges(changes);
  for (let start = 0; start < combined.length; start += BATCH_LIMIT) {
    await applyBatch(db, combined.slice(start, start + BATCH_LIMIT));
  }
}

async function applyBatch(db: Firestore, changes: readonly SummaryChange[]): Promise<void> {
  const batch = db.batch();
  for (const { leaderUid, eventId, eventName, delta } of changes) {
    batch.set(
      db.doc(`codeSummaries/${leaderUid}`),
      {
        total: FieldValue.increment(delta),
        events: { [eventId]: { name: eventName, count: FieldValue.increment(delta) } },
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  }
  await batch.commit();
}
