// generateCodes (admin only): `quantity` new codes for one leader and event, unique across the
// whole codes collection (deleted codes included), sharing one trackingId. The prefix is
// upper-cased and counts towards `length`; the rest is random over CODE_ALPHABET (no look-alike
// characters). Every code carries the configured store (storeId), by which the rules let this
// store's administrators, and no other store's, read it. Uniqueness is atomic: each code
// reserves `codeKeys/{CODE}` with create() in the same batch as its document and the summary
// increment (code-reservation.ts), all or nothing.
// An optional batchName names the batch where people see it (codeSummaries/{uid}/batches/{trackingId}.name).
// With the caller's requestId the call is idempotent (generate-request.ts): a retry never makes a second batch.
// Each batch gets one 'codes-generated' entry in the activity log, whose id is fixed by the
// batch's trackingId (shared by every run of one requestId) and written with create(): a retry,
// a concurrent duplicate or a run that takes over a dead one never adds a second entry.
import { FieldValue, Timestamp, type DocumentReference, type WithFieldValue } from 'firebase-admin/firestore';
import type { ActivityAccount } from '../../../common/activity';
import type { CodeDoc } from '../../../common/code-document';
import type { CodeKeyDoc } from '../../../common/data-model';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { generateCustomId, randomString } from '../../../common/ids';
import { CODE_ALPHABET } from '../../../common/constants';
import { generateCodesInputSchema } from '../../../common/code-generation';
import { isReadingLeader } from '../../../common/access';
import { displayNameOf, oneLineName } from '../../../common/person-name';
import { activityAccount, activityEntry, addActivityToBatch, type ActivityEntry } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { invalidField, parseCallableInput } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { configuredStoreId } from '../lib/stores';
import { CodeReservationExhaustedError, CodeSpaceExhaustedError, isAlreadyExists, reserveCodes } from './code-reservation';
import { summaryWrites } from './code-summary';
import { decideClaim, generateRequestDocId, inputFingerprint, REQUEST_RETENTION_MS, type Claim, type GenerateRequestDoc } from './generate-request';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

/** How long a duplicate call waits for the run it found in progress. */
const WAIT_FOR_RUN_MS = 90_000;
const POLL_MS = 500;

export interface GenerateCodesResult {
  trackingId: string;
  codes: string[];
}

/** The log entry of a batch; its id depends only on the batch, so it can be written once. */
type BatchEntry = (trackingId: string, count: number) => ActivityEntry;

export async function generateCodes(request: CallableRequest<unknown>): Promise<GenerateCodesResult> {
  const actor = await requireAdmin(request);
  const adminUid = actor.uid;
  const input = parseCallableInput(generateCodesInputSchema, request.data);

  const [leader, event, account] = await Promise.all([
    db.collection(COLLECTIONS.users).doc(input.leaderId).get(),
    db.collection(COLLECTIONS.events).doc(input.eventId).get(),
    adminAuth.getUser(input.leaderId).catch(() => null),
  ]);
  if (!leader.exists) throw invalidField('leaderId', functionTexts.generateCodes.leaderNotFound);
  if (!event.exists) throw invalidField('eventId', functionTexts.generateCodes.eventNotFound);
  if (!isReadingLeader(leader.data(), configuredStoreId())) {
    throw invalidField('leaderId', functionTexts.generateCodes.notReadingLeader);
  }
  // A leader whose e-mail is still unconfirmed may be given codes: they cannot sign in, so they see
  // them only once they confirm (the rules and the app require a verified e-mail). A disabled
  // account may not, nor one Auth no longer knows.
  if (!account) throw invalidField('leaderId', functionTexts.generateCodes.leaderNotFound);
  if (account.disabled) throw invalidField('leaderId', functionTexts.generateCodes.leaderDisabled);

  const prefix = (input.prefix ?? '').toUpperCase();
  const randomLength = input.length - prefix.length;

  // Copied into every code: short, one-line names whatever the profile holds.
  const firstName = oneLineName(leader.get('firstName')) || undefined;
  const lastName = oneLineName(leader.get('lastName')) || undefined;
  const displayName = displayNameOf(leader.data());
  const leaderRef = { id: leader.id, displayName, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) };
  const eventRef = { id: event.id, name: (event.get('name') as string | undefined) ?? '' };
  const storeId = configuredStoreId();
  const subject: ActivityAccount = activityAccount(leader.id, leader.data(), account.email);
  const batchEntry: BatchEntry = (trackingId, count) =>
    activityEntry({
      kind: 'codes-generated',
      id: `codes-generated-${trackingId}`,
      actor,
      subject,
      details: { count, eventId: event.id, eventName: eventRef.name, trackingId },
    });

  const generate = async (trackingId: string, quantity: number): Promise<string[]> => {
    try {
      const { codes } = await reserveCodes({
        db,
        quantity,
        draw: () => prefix + randomString(CODE_ALPHABET, randomLength),
        newCodeId: () => generateCustomId(),
        codeData: (code) => ({
          code,
          status: 'available',
          currentUses: 0,
          maxUses: input.maxUses,
          ticketsSold: 0,
          handedOut: false,
          maxTickets: input.maxTickets,
          code_type: input.code_type,
          ...(input.code_type === 'discount' ? { percent: input.percent } : {}),
          leaderId: leaderRef,
          eventId: eventRef,
          storeId,
          trackingId,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
          createdBy: adminUid,
          deletedAt: null,
          // Counted in the summaries of this very batch: the trigger leaves it alone.
          summaryWriteId: generateCustomId(),
        } satisfies WithFieldValue<CodeDoc>),
        keyData: (_code, codeId) => ({ codeId, trackingId, createdAt: FieldValue.serverTimestamp() }) satisfies WithFieldValue<CodeKeyDoc>,
        // The leader's summaries grow in the same batch as each group of codes. If the generation
        // fails and its committed batches are undone, the summarizeCodeWrite trigger takes each
        // deleted code off again, so the undo leaves the summaries alone.
        alsoInEachBatch: (reserved) =>
          summaryWrites(
            db,
            [
              {
                leaderUid: leader.id,
                eventId: event.id,
                eventName: eventRef.name,
                trackingId,
                delta: { count: reserved.length, uses: 0, maxUses: reserved.length * input.maxUses, usedUp: 0, ticketsSold: 0 },
              },
            ],
            FieldValue,
            input.batchName ? { name: input.batchName } : {},
          ).map((write) => ({ ...write, undo: () => undefined })),
        extraWritesPerBatch: 2,
        onUndoFailed: (error, paths) => logFailure('generateCodes', 'callable', error, { problem: 'undo failed; fix these documents by hand', paths }),
      });
      return codes.map(({ code }) => code);
    } catch (error) {
      if (error instanceof CodeSpaceExhaustedError) {
        throw new HttpsError(
          'resource-exhausted',
          functionTexts.generateCodes.noFreeCodes,
          { field: 'length' },
        );
      }
      if (error instanceof CodeReservationExhaustedError) {
        throw new HttpsError(
          'aborted',
          functionTexts.generateCodes.reservationFailed,
          { field: 'length' },
        );
      }
      throw error;
    }
  };

  // A caller that sends no requestId (the app and the CLI always do) gets one: every run has its
  // record, so a batch and its log entry are finished the same way.
  const requestId = input.requestId ?? generateCustomId();
  return generateOnce(adminUid, requestId, inputFingerprint(input), input.quantity, generate, batchEntry);
}

/** Finds or starts the run of one requestId, in a transaction so only one caller runs it. */
async function claimRun(ref: DocumentReference, adminUid: string, fingerprint: string): Promise<Claim> {
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const record = snapshot.exists ? (snapshot.data() as GenerateRequestDoc) : null;
    const now = Date.now();
    const kind = decideClaim(record, fingerprint, now);
    if (kind === 'answer') return { kind, trackingId: record!.trackingId, codes: record!.codes ?? [] };
    if (kind !== 'run') return { kind };
    const trackingId = record?.trackingId ?? generateCustomId();
    transaction.set(ref, {
      status: 'running',
      adminUid,
      trackingId,
      fingerprint,
      startedAtMs: now,
      attempts: (record?.attempts ?? 0) + 1,
      expiresAt: Timestamp.fromMillis(now + REQUEST_RETENTION_MS),
    } satisfies GenerateRequestDoc);
    return { kind, trackingId, resumed: record !== null };
  });
}

async function generateOnce(
  adminUid: string,
  requestId: string,
  fingerprint: string,
  quantity: number,
  generate: (trackingId: string, quantity: number) => Promise<string[]>,
  batchEntry: BatchEntry,
): Promise<GenerateCodesResult> {
  const ref = db.collection(COLLECTIONS.generateRequests).doc(generateRequestDocId(adminUid, requestId));
  const deadline = Date.now() + WAIT_FOR_RUN_MS;
  for (;;) {
    const claim = await claimRun(ref, adminUid, fingerprint);
    if (claim.kind === 'answer') return { trackingId: claim.trackingId, codes: claim.codes };
    if (claim.kind === 'mismatch') {
      throw invalidField('requestId', functionTexts.generateCodes.requestIdReused);
    }
    if (claim.kind === 'run') return runClaimed(ref, claim, quantity, generate, batchEntry);
    if (Date.now() > deadline) {
      throw new HttpsError('aborted', functionTexts.generateCodes.requestIdRunning, {
        field: 'requestId',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Runs (or completes) the batch of a claimed request: codes already written under its
 * trackingId by an earlier run that died are kept, and only the missing ones are generated.
 * The request is marked done in the same commit as the batch's log entry.
 */
async function runClaimed(
  ref: DocumentReference,
  { trackingId, resumed }: { trackingId: string; resumed: boolean },
  quantity: number,
  generate: (trackingId: string, quantity: number) => Promise<string[]>,
  batchEntry: BatchEntry,
): Promise<GenerateCodesResult> {
  try {
    // Only a run that takes over an earlier one can find codes of its batch already written.
    const existing = resumed
      ? (await db.collection(COLLECTIONS.codes).where('trackingId', '==', trackingId).select('code').get()).docs.map((doc) => doc.get('code') as string)
      : [];
    const missing = Math.max(0, quantity - existing.length);
    const codes = [...existing, ...(missing > 0 ? await generate(trackingId, missing) : [])];
    const done = db.batch().update(ref, { status: 'done', codes });
    await addActivityToBatch(done, batchEntry(trackingId, codes.length))
      .commit()
      .catch(async (error: unknown) => {
        // The entry exists: a run taken over as dead was in fact still alive and logged the batch first.
        if (!isAlreadyExists(error)) throw error;
        await ref.update({ status: 'done', codes });
      });
    return { trackingId, codes };
  } catch (error) {
    await ref.update({ status: 'failed' }).catch((updateError: unknown) => logFailure('generateCodes', 'callable', updateError, { problem: 'could not mark the request failed' }));
    throw error;
  }
}
