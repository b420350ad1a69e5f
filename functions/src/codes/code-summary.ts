// codeSummaries/{leaderUid} (common/data-model.ts CodeSummaryDoc): generateCodes and removeCodes
// add and subtract the tracked codes they change with atomic increments written IN THE SAME
// BATCH as those codes, so the summary commits (or is undone) with them and cannot drift;
// concurrent calls never lose a count, and the cost does not grow with the leader's codes.
//
// No runtime imports: FieldValue comes in (firebase-admin's class fits), so the integration
// tests use these writes with their own copy of the SDK.
import type { Firestore } from 'firebase-admin/firestore';
import type { ReversibleWrite } from '../lib/batches';

export interface SummaryChange {
  leaderUid: string;
  eventId: string;
  eventName: string;
  /** Tracked codes added (positive) or removed (negative). */
  delta: number;
}

/** What the summary writes need from firebase-admin's FieldValue. */
export interface SummaryFieldValues {
  increment(n: number): unknown;
  serverTimestamp(): unknown;
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

/** One write per leader (all their events at once) that applies `changes`, and undoes them. */
export function summaryWrites(db: Firestore, changes: readonly SummaryChange[], fieldValues: SummaryFieldValues): ReversibleWrite[] {
  const perLeader = new Map<string, SummaryChange[]>();
  for (const change of combineSummaryChanges(changes)) {
    perLeader.set(change.leaderUid, [...(perLeader.get(change.leaderUid) ?? []), change]);
  }
  return [...perLeader].map(([leaderUid, leaderChanges]) => {
    const ref = db.doc(`codeSummaries/${leaderUid}`);
    const data = (sign: 1 | -1) => ({
      total: fieldValues.increment(sign * leaderChanges.reduce((sum, change) => sum + change.delta, 0)),
      events: Object.fromEntries(
        leaderChanges.map(({ eventId, eventName, delta }) => [eventId, { name: eventName, count: fieldValues.increment(sign * delta) }]),
      ),
      updatedAt: fieldValues.serverTimestamp(),
    });
    return {
      ref,
      apply: (batch) => batch.set(ref, data(1), { merge: true }),
      undo: (batch) => batch.set(ref, data(-1), { merge: true }),
    };
  });
}
