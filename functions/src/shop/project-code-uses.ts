// projectCodeUses (Firestore trigger on codes/{codeId}/uses/{use}): what the shop's confirmed uses
// make of the code document the leader sees: currentUses, ticketsSold (the tickets each confirmed
// use carries, summed by the same aggregation query), and the status at maxUses
// (common/code-standing.ts projectCodeUses). The shop's requests never write the code document:
// its uses live in their own documents, so a burst of orders on one code spreads its writes. This
// trigger brings the code up to date, at most once a second per code: the first change at once;
// a change within the second after a write claims the next write (codeProjections/{codeId}, one
// claim per code), which waits out the second and counts every use committed by then, and every
// other change meanwhile leaves it to that claim. So a hot code at 50 confirmations a second is
// written about once a second, Firestore's sustained rate for one document, with one trigger
// waiting at a time, and its leader gets one notice per write. The code's summaries then follow
// through summarizeCodeWrite, as for any change of a code.
import { AggregateField, FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { hasEnded, projectCodeUses as project } from '../../../common/code-standing';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { eventEndsAtMs, eventRef } from './code-lookup';
import { lostRace, usesOf } from './code-uses';
import { COLLECTIONS } from '../../../common/collections';

/** Least time between two writes of one code by this trigger. */
export const MIN_PROJECTION_INTERVAL_MS = 1000;
const MAX_ROUNDS = 60;
/** A claim this old was left by a run that died (its retried event writes the code anyway). */
const STALE_CLAIM_MS = 30_000;

/** True when the change made a use count or stop counting (a hold taken or released changes nothing the leader sees). */
export function changesConfirmedUses(before: DocumentData | null, after: DocumentData | null): boolean {
  return (before?.state === 'confirmed') !== (after?.state === 'confirmed');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const atOrAfter = (a: Timestamp, b: Timestamp) => a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);

/**
 * Brings the code up to date with every use committed up to `changedAt` (the change that fired
 * the trigger). Done when the code was counted at or after that time, by this run or another.
 */
/**
 * True when this run holds the claim on the code's next write; false when another run does (its
 * count, made after it lets the claim go, will hold this change).
 */
async function claimNextWrite(codeId: string): Promise<boolean> {
  const claim = db.collection(COLLECTIONS.codeProjections).doc(codeId);
  for (let round = 0; round < 3; round += 1) {
    try {
      await claim.create({ claimedAt: Timestamp.now(), expiresAt: Timestamp.fromMillis(Date.now() + STALE_CLAIM_MS * 2) });
      return true;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
    const held = await claim.get();
    if (!held.exists) continue;
    if (Date.now() - (held.get('claimedAt') as Timestamp).toMillis() < STALE_CLAIM_MS) return false;
    await claim.delete({ lastUpdateTime: held.updateTime! }).catch((error: unknown) => {
      if (!lostRace(error)) throw error;
    });
  }
  return false;
}

export async function projectCodeUses(codeId: string, changedAt: Timestamp): Promise<void> {
  const codeRef = db.collection(COLLECTIONS.codes).doc(codeId);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const code = await codeRef.get();
    if (!code.exists) return;
    const countedAt = code.get('usesCountedAt') as Timestamp | undefined;
    if (countedAt && atOrAfter(countedAt, changedAt)) return;
    const since = countedAt ? Date.now() - countedAt.toMillis() : Infinity;
    if (since < MIN_PROJECTION_INTERVAL_MS) {
      // The code was just written: the next write waits out the second, and counts this change.
      if (!(await claimNextWrite(codeId))) return;
      await sleep(MIN_PROJECTION_INTERVAL_MS - since);
      // Let the claim go before counting: a change that still sees it is in the count below.
      await db.collection(COLLECTIONS.codeProjections).doc(codeId).delete();
      continue;
    }
    const data = code.data()!;
    const [confirmed, event] = await Promise.all([
      usesOf(codeRef).where('state', '==', 'confirmed').aggregate({ uses: AggregateField.count(), tickets: AggregateField.sum('tickets') }).get(),
      eventRef(String(data.eventId?.id ?? '')).get(),
    ]);
    const { uses, tickets } = confirmed.data();
    const next = project(data, uses, hasEnded(eventEndsAtMs(event), Date.now()), tickets ?? 0);
    const unchanged =
      next.currentUses === data.currentUses &&
      next.shopUses === data.shopUses &&
      next.ticketsSold === (data.ticketsSold ?? 0) &&
      next.status === data.status &&
      next.expiredReason === (data.expiredReason ?? null);
    if (unchanged) return;
    try {
      await codeRef.update(
        {
          currentUses: next.currentUses,
          shopUses: next.shopUses,
          ticketsSold: next.ticketsSold,
          status: next.status,
          expiredReason: next.expiredReason ?? FieldValue.delete(),
          usesCountedAt: confirmed.readTime,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { lastUpdateTime: code.updateTime! },
      );
      logger.info('projectCodeUses: code written', { codeId, currentUses: next.currentUses, status: next.status });
      return;
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  throw new Error(`projectCodeUses: code ${codeId} kept changing; the retried event will count it`);
}
