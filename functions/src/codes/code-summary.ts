// The writes that keep codeSummaries/{leaderUid} and its batches/{trackingId} (common/code-summary.ts):
// atomic increments, so concurrent writers never lose a count and the cost does not grow with
// the leader's codes. generateCodes, removeCodes and the seed write them IN THE SAME BATCH as the
// codes they change and stamp those codes with a new summaryWriteId; the summarizeCodeWrite
// trigger writes them for every other change of a code.
//
// No firebase-admin at run time: FieldValue comes in (firebase-admin's class fits), so the integration
// tests use these writes with their own copy of the SDK.
import type { Firestore } from 'firebase-admin/firestore';
import { combineSummaryChanges, USAGE_COUNT_KEYS, type CodeUsageCounts, type SummaryChange } from '../../../common/code-summary';
import { isDocumentId } from '../../../common/text-fields';
import type { ReversibleWrite } from '../lib/batches';
import { COLLECTIONS, CODE_BATCH_SUMMARIES } from '../../../common/collections';

/** What the summary writes need from firebase-admin's FieldValue. */
export interface SummaryFieldValues {
  increment(n: number): unknown;
  serverTimestamp(): unknown;
}

function incrementsOf(delta: CodeUsageCounts, sign: 1 | -1, fieldValues: SummaryFieldValues) {
  return Object.fromEntries(USAGE_COUNT_KEYS.map((key) => [key, fieldValues.increment(sign * delta[key])])) as Record<keyof CodeUsageCounts, unknown>;
}

/**
 * The fields of codeSummaries/{uid} that one leader's `changes` add (sign 1) or take off (-1), all
 * of their events at once. With a `fieldValues` whose increment(n) is n, the figures themselves
 * (a summary created from nothing).
 */
export function leaderSummaryFields(changes: readonly SummaryChange[], fieldValues: SummaryFieldValues, sign: 1 | -1 = 1) {
  const perEvent = combineSummaryChanges(changes.map((change) => ({ ...change, trackingId: '' })));
  return {
    total: fieldValues.increment(sign * perEvent.reduce((sum, change) => sum + change.delta.count, 0)),
    events: Object.fromEntries(perEvent.map(({ eventId, eventName, delta }) => [eventId, { name: eventName, ...incrementsOf(delta, sign, fieldValues) }])),
    updatedAt: fieldValues.serverTimestamp(),
  };
}

/**
 * The writes that apply `changes` (and undo them): one per leader to codeSummaries/{uid} (all of
 * their events at once) and one per batch to codeSummaries/{uid}/batches/{trackingId}.
 */
export function summaryWrites(
  db: Firestore,
  changes: readonly SummaryChange[],
  fieldValues: SummaryFieldValues,
  /** Fields each batch's document also gets when the changes apply (its name, from generateCodes); an undo leaves them. */
  batchFields: Record<string, unknown> = {},
): ReversibleWrite[] {
  // A hand-written code may hold an id that cannot name a document: it is left out, not a failure.
  const combined = combineSummaryChanges(changes).filter((change) => isDocumentId(change.leaderUid));
  const perLeader = new Map<string, SummaryChange[]>();
  for (const change of combined) perLeader.set(change.leaderUid, [...(perLeader.get(change.leaderUid) ?? []), change]);

  const leaderWrites = [...perLeader].map(([leaderUid, leaderChanges]): ReversibleWrite => {
    const ref = db.collection(COLLECTIONS.codeSummaries).doc(leaderUid);
    const data = (sign: 1 | -1) => leaderSummaryFields(leaderChanges, fieldValues, sign);
    return { ref, apply: (batch) => batch.set(ref, data(1), { merge: true }), undo: (batch) => batch.set(ref, data(-1), { merge: true }) };
  });

  const batchWrites = combined
    .filter((change) => isDocumentId(change.trackingId))
    .map(({ leaderUid, trackingId, eventId, eventName, delta }): ReversibleWrite => {
      const ref = db.collection(COLLECTIONS.codeSummaries).doc(leaderUid).collection(CODE_BATCH_SUMMARIES).doc(trackingId);
      const data = (sign: 1 | -1) => ({ eventId, eventName, ...incrementsOf(delta, sign, fieldValues), updatedAt: fieldValues.serverTimestamp() });
      return { ref, apply: (batch) => batch.set(ref, { ...batchFields, ...data(1) }, { merge: true }), undo: (batch) => batch.set(ref, data(-1), { merge: true }) };
    });

  return [...leaderWrites, ...batchWrites];
}
