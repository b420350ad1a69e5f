// summarizeCodeWrite (Firestore trigger on codes/{codeId}): keeps a leader's aggregates
// (codeSummaries/{uid} and its batches, common/code-summary.ts) right when a code changes
// outside the functions that count their own writes: a ticket checkout raising currentUses, a
// code expiring, an edit or an import in the console. Those functions stamp their writes with a
// new summaryWriteId; a write that changed it is skipped here, so nothing is counted twice.
//
// It also reserves the values of codes made outside those functions (codeKeys/{CODE}), so a
// leader can look any of their codes up by its value (lookUpCodes), and gives such a code that
// has no store its leader's (storeId), as generateCodes would have.
//
// Events may be delivered more than once: each one is applied in one batch with the creation of
// codeSummaryEvents/{event}, which fails for a second delivery, so every event counts exactly once.
//
// A repair (recount-summaries) may run at any moment. It writes absolute figures counted at a
// snapshot time and records that time in the summary (countedAt): a change committed at or
// before it is in those figures, so its event, arriving later, adds nothing. The increments are
// written on the condition that the summary is still as read, so a repair that commits between
// the read and the write is seen, never added on top of.
import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { changesOfWrite, USAGE_COUNT_KEYS, type SummaryChange } from '../../../common/code-summary';
import { codeKeyOf } from '../../../common/code-value';
import { isDocumentId } from '../../../common/text-fields';
import { db } from '../lib/admin';
import type { ChangeTimes } from '../lib/event-time';
import { lostRace } from '../shop/code-uses';
import { isAlreadyExists } from './code-reservation';
import { leaderSummaryFields, summaryWrites } from './code-summary';
import { countedInSummary, type SummaryEventMarker } from './recount-summaries';
import { COLLECTIONS } from '../../../common/collections';

/** Retries of an event come within hours; the markers go after a week (TTL policy on expiresAt). */
const EVENT_MARKER_RETENTION_MS = 7 * 24 * 60 * 60_000;
const MAX_ROUNDS = 30;

/** True when the write's author already added it to the aggregates (it set a new summaryWriteId). */
export function countedByItsWriter(before: DocumentData | null, after: DocumentData | null): boolean {
  const stamp = after?.summaryWriteId;
  return typeof stamp === 'string' && stamp !== before?.summaryWriteId;
}

export interface CodeWriteEvent {
  /** The event's id: the same on every delivery of one change. */
  id: string;
  codeId: string;
  before: DocumentData | null;
  after: DocumentData | null;
  times: ChangeTimes;
}

/**
 * True when a summary recounted at `countedAt` already holds this change (a repair counted the
 * code as it was after it). A deletion's commit time is not known exactly: when the repair's
 * snapshot may have come either side of it, the code is read as it was at that snapshot.
 */
async function countedByRepair(countedAt: unknown, codeId: string, times: ChangeTimes): Promise<boolean> {
  if (!countedAt) return false;
  if (times.committedAt) return countedInSummary(countedAt, times.committedAt);
  if (times.previousVersionAt && !countedInSummary(countedAt, times.previousVersionAt)) return false;
  if (countedInSummary(countedAt, times.noLaterThan)) return true;
  try {
    const existed = await db.runTransaction(async (transaction) => (await transaction.get(db.collection(COLLECTIONS.codes).doc(codeId))).exists, {
      readOnly: true,
      readTime: countedAt as Timestamp,
    });
    return !existed;
  } catch (error) {
    // Past the hour Firestore keeps old versions: a repair that long ago came before this delivery.
    logger.warn('summarizeCodeWrite: could not read the code at the repair time; counting the deletion', { codeId }, error);
    return false;
  }
}

/**
 * The leader's summary document as update() arguments: field paths (an event id may hold any
 * character) and their increments, the condition that it is unchanged since `read`.
 */
function incrementLeaderSummary(batch: WriteBatch, read: DocumentSnapshot, changes: readonly SummaryChange[]): void {
  const fields: unknown[] = [new FieldPath('total'), FieldValue.increment(changes.reduce((sum, change) => sum + change.delta.count, 0))];
  for (const { eventId, eventName, delta } of changes) {
    if (eventName) fields.push(new FieldPath('events', eventId, 'name'), eventName);
    for (const key of USAGE_COUNT_KEYS) fields.push(new FieldPath('events', eventId, key), FieldValue.increment(delta[key]));
  }
  fields.push(new FieldPath('updatedAt'), FieldValue.serverTimestamp(), { lastUpdateTime: read.updateTime! });
  (batch.update as (...args: unknown[]) => WriteBatch)(read.ref, ...fields);
}

/**
 * The changes with the name their event has now: a delivery may come after a rename of the event
 * (deliveries come in any order), and the code it carries still has the older name. An event
 * without a document keeps the code's name.
 */
function withCurrentEventNames(changes: readonly SummaryChange[], events: readonly DocumentSnapshot[]): SummaryChange[] {
  const names = new Map(events.map((event) => [event.id, text(event.get('name'))]));
  return changes.map((change) => ({ ...change, eventName: names.get(change.eventId) || change.eventName }));
}

export async function summarizeCodeWrite({ id, codeId, before, after, times }: CodeWriteEvent): Promise<void> {
  if (countedByItsWriter(before, after)) return;
  await Promise.all([keepCodeKey(codeId, before, after), keepCodeStore(codeId, after)]);
  const changes = changesOfWrite(before, after).filter((change) => isDocumentId(change.leaderUid));
  if (changes.length === 0) return;
  const leaders = [...new Set(changes.map((change) => change.leaderUid))];
  const events = [...new Set(changes.map((change) => change.eventId))].filter(isDocumentId);
  const marker = db.collection(COLLECTIONS.codeSummaryEvents).doc(createHash('sha256').update(id).digest('hex'));
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [markerSnapshot, ...read] = await db.getAll(
      marker,
      ...leaders.map((uid) => db.collection(COLLECTIONS.codeSummaries).doc(uid)),
      ...events.map((eventId) => db.collection(COLLECTIONS.events).doc(eventId)),
    );
    if (markerSnapshot.exists) {
      logger.info('summarizeCodeWrite: event already counted', { codeId, eventId: id });
      return;
    }
    const summaries = read.slice(0, leaders.length);
    const changesNamed = withCurrentEventNames(changes, read.slice(leaders.length));
    const batch = db.batch();
    const applied: string[] = [];
    const repaired = await Promise.all(summaries.map((summary) => countedByRepair(summary.get('countedAt'), codeId, times)));
    summaries.forEach((summary, index) => {
      const uid = leaders[index];
      // A repair counted this change already: it is in the figures it wrote.
      if (repaired[index]) return;
      const ofLeader = changesNamed.filter((change) => change.leaderUid === uid);
      const [, ...batchWrites] = summaryWrites(db, ofLeader, FieldValue);
      if (summary.exists) incrementLeaderSummary(batch, summary, ofLeader);
      // The first change of a leader without a summary: create() fails if one appeared meanwhile.
      else batch.create(summary.ref, leaderSummaryFields(ofLeader, { increment: (n) => n, serverTimestamp: () => FieldValue.serverTimestamp() }));
      batchWrites.forEach((write) => write.apply(batch));
      applied.push(uid);
    });
    batch.create(marker, {
      codeId,
      leaders,
      applied,
      committedAt: times.committedAt ?? times.noLaterThan,
      expiresAt: Timestamp.fromMillis(Date.now() + EVENT_MARKER_RETENTION_MS),
    } satisfies SummaryEventMarker);
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!lostRace(error)) throw error;
      // Another event of the same leader, or a repair, wrote the summary since it was read.
    }
  }
  throw new Error(`summarizeCodeWrite: the summaries of code ${codeId} kept changing; the retried event will count it`);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** gRPC status NOT_FOUND: an update of a document deleted meanwhile. */
const GRPC_NOT_FOUND = 5;

/**
 * Gives a code made outside the functions (the console, an import) without a store the store of
 * its leader (users/{uid}.storeId): without it no administrator of that store could read it and
 * its leader could not look it up (npm run admin -- backfill-code-stores does the same for codes
 * written before codes carried a store). A code that has a store keeps it. Its own write comes
 * back here with the store set, and ends.
 */
async function keepCodeStore(codeId: string, after: DocumentData | null): Promise<void> {
  if (after === null || text(after.storeId) !== '') return;
  const leaderUid = text((after.leaderId as { id?: unknown } | undefined)?.id);
  if (!isDocumentId(leaderUid)) return;
  const storeId = text((await db.collection(COLLECTIONS.users).doc(leaderUid).get()).get('storeId'));
  if (storeId === '') return;
  await db
    .collection(COLLECTIONS.codes)
    .doc(codeId)
    .update({ storeId })
    .catch((error: { code?: number }) => {
      if (error.code !== GRPC_NOT_FOUND) throw error;
    });
}

/**
 * Reserves the value of a code made or renamed outside the functions (codeKeys/{CODE}), so it is
 * never generated again and its leader can look it up by value. Only when the value changed (a
 * checkout reads nothing here). A value already reserved by another code (made twice by hand) is
 * logged and left as it is.
 */
async function keepCodeKey(codeId: string, before: DocumentData | null, after: DocumentData | null): Promise<void> {
  if (after === null) return; // A value is never reused: its key stays when the code goes.
  const value = codeKeyOf(text(after.code));
  if (value === null || (before !== null && codeKeyOf(text(before.code)) === value)) return;
  const reservation = db.collection(COLLECTIONS.codeKeys).doc(value);
  // create() fails when the value is already reserved: no read, and no lock held meanwhile.
  try {
    await reservation.create({ codeId, trackingId: text(after.trackingId), createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const reservedFor = (await reservation.get()).get('codeId');
    if (reservedFor !== codeId) logger.warn('summarizeCodeWrite: the code value is already taken by another code; its key is left as it is', { codeId, value });
  }
}
