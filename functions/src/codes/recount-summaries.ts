// The repair of a leader's aggregates (`npm run admin -- recount-summaries`): counts the leader's
// codes again and writes codeSummaries/{uid} and its batches as absolute figures. Safe to run at
// any moment, also while the summarizeCodeWrite trigger still has events of earlier changes to
// deliver, and while codes change:
//   1. A fence: the summary's countedAt becomes "now" (T0). Every change committed up to T0 will
//      be in the figures written below, so its event, whenever it arrives, adds nothing
//      (countedInSummary); the backlog stops moving the summary.
//   2. One snapshot (a read-only transaction, time T ≥ T0) of the codes and of the summary.
//   3. The figures of the codes at T, with countedAt = T, written on the condition that the
//      summary did not change since the snapshot: a change counted after T (by the trigger or by
//      generateCodes and removeCodes, which write the summary) fails the condition, and the
//      recount starts again from 2. Changes committed after T are counted by their events.
// The measured failure this prevents: 15,000 codes written straight to Firestore, the recount run
// at once, and the events still pending added on top of its figures (1,632 codes for 900).
//
// No firebase-admin at run time: the Firestore handles come in (the CLI, the tests and the soak
// use their own copy of the SDK).
import type { DocumentData, Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { summarizeCodes, USAGE_COUNT_KEYS, ZERO_COUNTS, type CodeBatchSummary, type CodeSummaryCounts, type CodeUsageCounts } from '../../../common/code-summary';
import { MAX_BATCH_WRITES } from '../lib/batches';
import { CODE_BATCH_SUMMARIES, COLLECTIONS } from '../../../common/collections';

const CODE_FIELDS = ['code', 'status', 'currentUses', 'maxUses', 'ticketsSold', 'leaderId', 'eventId', 'trackingId'] as const;
const MAX_ATTEMPTS = 10;

export interface RecountKit {
  db: Firestore;
  FieldValue: { serverTimestamp(): unknown };
}

/** True when a summary counted at `countedAt` already holds a change committed at `committedAt`. */
export function countedInSummary(countedAt: unknown, committedAt: Timestamp): boolean {
  const counted = countedAt as Timestamp | null | undefined;
  if (!counted || typeof counted.seconds !== 'number') return false;
  return counted.seconds > committedAt.seconds || (counted.seconds === committedAt.seconds && counted.nanoseconds >= committedAt.nanoseconds);
}

/**
 * codeSummaryEvents/{sha256(event id)}: an event of summarizeCodeWrite that was dealt with: the
 * leaders whose summaries it concerned, those it added to (the others had it counted by a
 * repair), and when its change was committed.
 */
export interface SummaryEventMarker {
  codeId: string;
  leaders: string[];
  applied: string[];
  /** When its change was committed (for a deletion, a time after it). */
  committedAt: Timestamp;
  expiresAt: Timestamp;
}

/** A leader's aggregates from their codes as they are now, and the summary stored beside them (one snapshot). */
export interface LeaderCount {
  summary: CodeSummaryCounts;
  batches: Record<string, CodeBatchSummary>;
  /** The stored summary (without updatedAt and countedAt), null when there is none. */
  stored: { summary: CodeSummaryCounts | null; batches: Record<string, CodeBatchSummary> };
  readTime: Timestamp;
  /** The codes counted (their documents, for the value keys). */
  codes: QueryDocumentSnapshot[];
  storedUpdateTime: Timestamp | null;
}

const counts = (data: DocumentData | undefined) => Object.fromEntries(USAGE_COUNT_KEYS.map((key) => [key, Number(data?.[key] ?? 0)])) as unknown as CodeUsageCounts;

/** Counts without writing: what `recount-summaries --check` compares, and the first half of the repair. */
export async function countLeaderSummaries(kit: RecountKit, uid: string): Promise<LeaderCount> {
  const summaryRef = kit.db.collection(COLLECTIONS.codeSummaries).doc(uid);
  return kit.db.runTransaction(
    async (transaction) => {
      const [codes, stored, storedBatches] = await Promise.all([
        transaction.get(kit.db.collection(COLLECTIONS.codes).where('leaderId.id', '==', uid).select(...CODE_FIELDS)),
        transaction.get(summaryRef),
        transaction.get(summaryRef.collection(CODE_BATCH_SUMMARIES)),
      ]);
      const { summary, batches } = summarizeCodes(uid, codes.docs.map((doc) => doc.data()));
      const storedEvents = (stored.get('events') as Record<string, DocumentData> | undefined) ?? {};
      return {
        summary,
        batches,
        stored: {
          summary: stored.exists
            ? {
                total: Number(stored.get('total') ?? 0),
                events: Object.fromEntries(Object.entries(storedEvents).map(([id, event]) => [id, { name: String(event?.name ?? ''), ...counts(event) }])),
              }
            : null,
          batches: Object.fromEntries(
            storedBatches.docs.map((doc) => [doc.id, { eventId: String(doc.get('eventId') ?? ''), eventName: String(doc.get('eventName') ?? ''), ...counts(doc.data()) }]),
          ),
        },
        readTime: codes.readTime,
        codes: codes.docs,
        storedUpdateTime: stored.exists ? (stored.updateTime ?? null) : null,
      };
    },
    { readOnly: true },
  );
}

/** True when the stored summary and batches are exactly the recount (events and batches with no code count as absent). */
export function summaryMatches(count: Pick<LeaderCount, 'summary' | 'batches' | 'stored'>): boolean {
  const live = <T extends { count: number }>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value.count !== 0 || Object.values(value).some((v) => typeof v === 'number' && v !== 0)));
  const stored = count.stored.summary ?? { total: 0, events: {} };
  const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
  const withoutNames = (events: Record<string, { name: string }>) => Object.fromEntries(Object.entries(events).map(([id, { name: _name, ...rest }]) => [id, rest]));
  return (
    stored.total === count.summary.total &&
    same(withoutNames(live(stored.events)), withoutNames(live(count.summary.events))) &&
    same(live(count.stored.batches), live(count.batches))
  );
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  return value;
}

export interface RecountResult extends LeaderCount {
  /** Snapshots taken until one could be written unchanged. */
  attempts: number;
}

/** The repair: see the head of this file. */
export async function recountLeaderSummaries(kit: RecountKit, uid: string): Promise<RecountResult> {
  const { db, FieldValue } = kit;
  const summaryRef = db.collection(COLLECTIONS.codeSummaries).doc(uid);
  // 1. The fence.
  await summaryRef.set({ countedAt: FieldValue.serverTimestamp() }, { merge: true });
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    // 2. One snapshot.
    const counted = await countLeaderSummaries(kit, uid);
    const { summary, batches, stored, readTime } = counted;
    // 3. Its figures, unless the summary moved since.
    const stale = Object.keys(stored.batches).filter((trackingId) => !(trackingId in batches));
    const batchWrites = [
      ...Object.entries(batches).map(([trackingId, figures]) => [trackingId, figures] as const),
      ...stale.map((trackingId) => [trackingId, { ...stored.batches[trackingId], ...ZERO_COUNTS }] as const),
    ];
    const first = db.batch();
    const fields = { total: summary.total, events: summary.events, countedAt: readTime, updatedAt: FieldValue.serverTimestamp() };
    if (counted.storedUpdateTime) first.update(summaryRef, fields, { lastUpdateTime: counted.storedUpdateTime });
    else first.create(summaryRef, fields);
    // The batches commit with the summary while they fit in one commit (a leader with more than
    // 499 generation batches gets the rest right after).
    const inFirst = batchWrites.slice(0, MAX_BATCH_WRITES - 1);
    const write = (batch: ReturnType<Firestore['batch']>, [trackingId, figures]: (typeof batchWrites)[number]) =>
      // Merged: the batch's name (generateCodes) is not a figure and stays.
      batch.set(summaryRef.collection(CODE_BATCH_SUMMARIES).doc(trackingId), { ...figures, countedAt: readTime, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    inFirst.forEach((entry) => write(first, entry));
    try {
      await first.commit();
    } catch (error) {
      const code = (error as { code?: number } | null)?.code;
      // FAILED_PRECONDITION / ALREADY_EXISTS: something was counted since the snapshot.
      if (code === 9 || code === 6) continue;
      throw error;
    }
    for (let index = inFirst.length; index < batchWrites.length; index += MAX_BATCH_WRITES) {
      const rest = db.batch();
      batchWrites.slice(index, index + MAX_BATCH_WRITES).forEach((entry) => write(rest, entry));
      await rest.commit();
    }
    return { ...counted, attempts: attempt };
  }
  throw new Error(`El resumen de ${uid} cambió en cada uno de ${MAX_ATTEMPTS} intentos; vuelve a ejecutar recount-summaries.`);
}
