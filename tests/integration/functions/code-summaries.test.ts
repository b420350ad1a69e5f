// The aggregates of a leader's codes (codeSummaries/{uid} and its batches) and their keys stay
// right whoever changes a code: the functions that count their own writes, and anything written
// straight to Firestore (a ticket checkout, an expiry, the console), which the summarizeCodeWrite
// trigger counts. Against the Functions and Firestore emulators, with the trigger running as in
// production.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountLeaderSummaries } from '../../../functions/src/codes/recount-summaries';
import { summarizeCodeWrite } from '../../../functions/src/codes/summarize-code-write';
import { db as functionsDb } from '../../../functions/src/lib/admin';
import { callAs, closeAdminApp, createAdmin, createTestEvent, db, runId, type GenerateResult, type TestUser, createReadingLeader } from './helpers';

let admin: TestUser;
let event: { id: string; name: string };

beforeAll(async () => {
  [admin, event] = await Promise.all([createAdmin(), createTestEvent()]);
});
afterAll(closeAdminApp);

const newLeader = (label: string) =>
  createReadingLeader(label, { firstName: 'Lía', lastName: 'Prueba' });

const summaryOf = async (uid: string) => (await db.doc(`codeSummaries/${uid}`).get()).data();
const batchOf = async (uid: string, trackingId: string) => (await db.doc(`codeSummaries/${uid}/batches/${trackingId}`).get()).data();
const codeRef = async (code: string) => (await db.collection('codes').where('code', '==', code).get()).docs[0].ref;

/** Waits until `read` gives what `expected` matches: the trigger runs after the write, not with it. */
async function eventually<T>(read: () => Promise<T>, expected: unknown): Promise<void> {
  await expect.poll(read, { timeout: 45_000, interval: 250 }).toMatchObject(expected as object);
}

async function generate(leader: TestUser, quantity: number, maxUses = 2): Promise<GenerateResult> {
  return callAs<GenerateResult>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses, maxTickets: 1, code_type: 'leader', quantity });
}

describe("a leader's code summaries follow changes written straight to Firestore", { timeout: 120_000 }, () => {
  it("a change delivered after its event was renamed is counted under the event's current name", async () => {
    // Trigger deliveries come in any order: a checkout before the rename may be delivered after it.
    const leader = await newLeader('tarde');
    const renamedEvent = await createTestEvent();
    const { trackingId, codes } = await callAs<GenerateResult>(admin, 'generateCodes', { leaderId: leader.uid, eventId: renamedEvent.id, maxUses: 2, maxTickets: 1, code_type: 'leader', quantity: 1 });
    const ref = await codeRef(codes[0]);
    // Read through the functions' own SDK: the delivery carries its types.
    const stored = await functionsDb.collection('codes').doc(ref.id).get();
    const before = stored.data()!;
    const newName = `${renamedEvent.name} (nuevo nombre)`;
    await db.doc(`events/${renamedEvent.id}`).update({ name: newName });
    await eventually(() => summaryOf(leader.uid), { events: { [renamedEvent.id]: { name: newName } } });

    await summarizeCodeWrite({
      id: `entrega-tardia-${runId}`,
      codeId: ref.id,
      before,
      after: { ...before, currentUses: 1 },
      times: { committedAt: stored.updateTime!, previousVersionAt: stored.updateTime!, noLaterThan: stored.updateTime! },
    });
    expect(await summaryOf(leader.uid)).toMatchObject({ events: { [renamedEvent.id]: { name: newName, uses: 1 } } });
    expect(await batchOf(leader.uid, trackingId)).toMatchObject({ eventName: newName, uses: 1 });
  });

  it("a checkout adds its use to the event's and the batch's figures, and the last use counts the code as used up", async () => {
    const leader = await newLeader('usos');
    const { trackingId, codes } = await generate(leader, 3, 2);
    const ref = await codeRef(codes[0]);

    await ref.update({ currentUses: 1 });
    await eventually(() => summaryOf(leader.uid), { total: 3, events: { [event.id]: { count: 3, uses: 1, maxUses: 6, usedUp: 0 } } });
    await ref.update({ currentUses: FieldValue.increment(1) });
    await eventually(() => summaryOf(leader.uid), { events: { [event.id]: { uses: 2, usedUp: 1 } } });
    await eventually(() => batchOf(leader.uid, trackingId), { eventId: event.id, count: 3, uses: 2, maxUses: 6, usedUp: 1 });
  });

  it('a code that expires stays counted, and a code deleted by hand leaves the figures', async () => {
    const leader = await newLeader('expira');
    const { codes } = await generate(leader, 2, 4);
    const [expiring, deleted] = await Promise.all(codes.map(codeRef));

    await expiring.update({ status: 'expired', currentUses: 3 });
    await eventually(() => summaryOf(leader.uid), { total: 2, events: { [event.id]: { count: 2, uses: 3, maxUses: 8 } } });
    await deleted.delete();
    await eventually(() => summaryOf(leader.uid), { total: 1, events: { [event.id]: { count: 1, uses: 3, maxUses: 4 } } });
  });

  it("a code created by hand is counted and gets its reservation and its leader's store, so its leader can look it up by value", async () => {
    const leader = await newLeader('manual');
    const code = `MANUAL${runId}`.toUpperCase();
    const ref = db.collection('codes').doc();
    await ref.set({
      code,
      status: 'available',
      currentUses: 0,
      maxUses: 5,
      code_type: 'leader',
      leaderId: { id: leader.uid, displayName: 'Lía Prueba' },
      eventId: { id: event.id, name: event.name },
      trackingId: `manual-${runId}`,
    });
    await eventually(() => summaryOf(leader.uid), { total: 1, events: { [event.id]: { name: event.name, count: 1, maxUses: 5 } } });
    await eventually(async () => (await db.doc(`codeKeys/${code}`).get()).data(), { codeId: ref.id });
    await eventually(async () => (await ref.get()).data(), { storeId: 'account-default-config' });
    const found = await callAs<{ codes: Array<{ code: string; status: string }> }>(leader, 'lookUpCodes', { codes: [code.toLowerCase()] });
    expect(found.codes).toMatchObject([{ code, status: 'available' }]);
  });

  it("a code moved to another leader leaves the first leader's figures and lookups and joins the second's", async () => {
    const [first, second] = await Promise.all([newLeader('primero'), newLeader('segundo')]);
    const { codes } = await generate(first, 2);
    const ref = await codeRef(codes[0]);

    await ref.update({ leaderId: { id: second.uid, displayName: 'Otro líder' } });
    await eventually(() => summaryOf(second.uid), { total: 1, events: { [event.id]: { count: 1 } } });
    await eventually(() => summaryOf(first.uid), { total: 1, events: { [event.id]: { count: 1 } } });
    const lookUp = (leader: TestUser) => callAs<{ codes: Array<{ code: string }> }>(leader, 'lookUpCodes', { codes: [codes[0]] });
    expect((await lookUp(second)).codes.map((found) => found.code)).toEqual([codes[0]]);
    expect((await lookUp(first)).codes).toEqual([]);
  });

  it('counts what generateCodes and removeCodes write once: they count it themselves and the trigger leaves it alone', async () => {
    const leader = await newLeader('una-vez');
    const { trackingId, codes } = await generate(leader, 4, 3);
    await callAs(admin, 'removeCodes', { codes: [codes[0]] });
    // A checkout on one of them after both: once it is counted, every earlier write of these
    // codes has had its turn at the trigger too, and none was counted twice.
    await (await codeRef(codes[1])).update({ currentUses: 1 });
    await eventually(() => summaryOf(leader.uid), { total: 3, events: { [event.id]: { count: 3, uses: 1, maxUses: 9, usedUp: 0 } } });
    expect(await batchOf(leader.uid, trackingId)).toMatchObject({ count: 3, uses: 1, maxUses: 9 });
  });
});

describe("a batch's name", { timeout: 120_000 }, () => {
  it('is stored on the batch by generateCodes, trimmed, and a repair of the figures keeps it', async () => {
    const leader = await newLeader('lote-con-nombre');
    const { trackingId } = await callAs<GenerateResult>(admin, 'generateCodes', {
      leaderId: leader.uid,
      eventId: event.id,
      maxUses: 1,
      maxTickets: 1,
      code_type: 'leader',
      quantity: 2,
      batchName: '  Preventa redes ',
    });
    expect(await batchOf(leader.uid, trackingId)).toMatchObject({ name: 'Preventa redes', count: 2, eventId: event.id });
    await recountLeaderSummaries({ db, FieldValue }, leader.uid);
    expect(await batchOf(leader.uid, trackingId)).toMatchObject({ name: 'Preventa redes', count: 2 });
  });

  it('is absent when none is given: the batch is labelled by its event, day and size', async () => {
    const leader = await newLeader('lote-sin-nombre');
    const { trackingId } = await generate(leader, 1);
    const batch = await batchOf(leader.uid, trackingId);
    expect(batch).toMatchObject({ count: 1 });
    expect(batch).not.toHaveProperty('name');
  });
});
