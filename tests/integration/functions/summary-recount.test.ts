// The repair of a leader's aggregates (recount-summaries) is safe at any moment: run at once after
// codes were written straight to Firestore, while the summarizeCodeWrite trigger still has their
// events to deliver, and while codes keep changing. Tested as the race: write, recount at once,
// let the triggers drain, then compare with a second count. (Before, the pending events were added
// on top of the recount: a past event's row said 1,632 codes for the 900 that existed.)
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { countLeaderSummaries, recountLeaderSummaries, summaryMatches } from '../../../functions/src/codes/recount-summaries';
import { closeAdminApp, createTestUser, db, runId } from './helpers';
import { COLLECTIONS } from '@common/collections';

afterAll(closeAdminApp);

const kit = { db, FieldValue };

/** Codes as an import writes them: straight to Firestore, with no summaryWriteId, in several batches and events. */
async function importCodes(leaderUid: string, count: number, label: string): Promise<DocumentReference[]> {
  const writer = db.bulkWriter();
  const refs = Array.from({ length: count }, (_, i) => {
    const ref = db.collection('codes').doc();
    void writer.set(ref, {
      code: `${label}${runId}${i}`.toUpperCase(),
      status: i % 7 === 0 ? 'expired' : 'available',
      currentUses: i % 7 === 0 ? 2 : i % 3,
      maxUses: 2 + (i % 3),
      code_type: 'leader',
      storeId: DEFAULT_STORE_ID,
      leaderId: { id: leaderUid, displayName: 'Lía Recuento' },
      eventId: { id: `evt-recuento-${i % 3}`, name: `Recuento ${i % 3}` },
      trackingId: `lote-${label}-${runId}-${i % 4}`,
    });
    return ref;
  });
  await writer.close();
  return refs;
}

/** Waits until the trigger has dealt with `events` events of the leader's codes (each leaves a marker). */
async function drained(leaderUid: string, events: number): Promise<void> {
  await expect
    .poll(async () => (await db.collection(COLLECTIONS.codeSummaryEvents).where('leaders', 'array-contains', leaderUid).count().get()).data().count, { timeout: 240_000, interval: 1000 })
    .toBe(events);
}

describe('recount-summaries', { timeout: 300_000 }, () => {
  it('is exact when it runs at once after an import, while the trigger still has the import to deliver', async () => {
    const leader = await createTestUser('recuento', { role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true } });
    await importCodes(leader.uid, 400, 'IMP');
    const repaired = await recountLeaderSummaries(kit, leader.uid);
    expect(repaired.summary.total).toBe(400);
    await drained(leader.uid, 400);
    const second = await countLeaderSummaries(kit, leader.uid);
    expect(second.stored.summary).toMatchObject({ total: 400 });
    expect(summaryMatches(second)).toBe(true);
  });

  it('is exact when codes keep changing while it runs, and when it runs twice at once', async () => {
    const leader = await createTestUser('recuento-vivo', { role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true } });
    const refs = await importCodes(leader.uid, 200, 'VIVO');
    let writes = 200;
    const changing = (async () => {
      for (let round = 0; round < 4; round += 1) {
        await Promise.all(refs.slice(round * 25, round * 25 + 25).map((ref) => ref.update({ currentUses: FieldValue.increment(1) })));
        writes += 25;
      }
      await refs[199].delete();
      writes += 1;
    })();
    await Promise.all([recountLeaderSummaries(kit, leader.uid), recountLeaderSummaries(kit, leader.uid), changing]);
    await drained(leader.uid, writes);
    const after = await countLeaderSummaries(kit, leader.uid);
    expect(after.summary.total).toBe(199);
    expect(summaryMatches(after)).toBe(true);
  });
});
