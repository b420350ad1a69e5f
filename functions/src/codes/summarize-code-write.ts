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
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { changesOfWrite } from '../../../common/code-summary';
import { codeKeyOf } from '../../../common/code-value';
import { isDocumentId } from '../../../common/text-fields';
import { db } from '../lib/admin';
import { isAlreadyExists } from './code-reservation';
import { summaryWrites } from './code-summary';
import { COLLECTIONS } from '../../../common/collections';

/** Retries of an event come within hours; the markers go after a week (TTL policy on expiresAt). */
const EVENT_MARKER_RETENTION_MS = 7 * 24 * 60 * 60_000;

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
}

export async function summarizeCodeWrite({ id, codeId, before, after }: CodeWriteEvent): Promise<void> {
  if (countedByItsWriter(before, after)) return;
  await Promise.all([keepCodeKey(codeId, before, after), keepCodeStore(codeId, after)]);
  const changes = changesOfWrite(before, after);
  if (changes.length === 0) return;
  const batch = db.batch();
  const marker = db.collection(COLLECTIONS.codeSummaryEvents).doc(createHash('sha256').update(id).digest('hex'));
  batch.create(marker, { codeId, expiresAt: Timestamp.fromMillis(Date.now() + EVENT_MARKER_RETENTION_MS) });
  for (const write of summaryWrites(db, changes, FieldValue)) write.apply(batch);
  try {
    await batch.commit();
  } catch (error) {
    if (isAlreadyExists(error)) {
      logger.info('summarizeCodeWrite: event already counted', { codeId, eventId: id });
      return;
    }
    throw error;
  }
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
