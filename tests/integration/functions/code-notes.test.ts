// A leader's private note on one of her codes ('Entregado a', codeNotes/{uid}/notes/{codeId})
// marks the code as handed out (codes/{id}.handedOut) through the markCodeHandedOut trigger, and
// clearing it unmarks it; a note written on another leader's code is deleted and marks nothing.
// The flag is the only change: the code's updatedAt, the leader's figures (codeSummaries and its
// batches, which the usage alerts read) and everything the summaries' trigger keeps stay as they
// were. Against the Functions, Auth and Firestore emulators: the notes are written by the leader
// through the web SDK and the rules, as the app writes them; the triggers run as in production.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, deleteDoc, doc, getFirestore, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_NOTES, COLLECTIONS } from '../../../common/collections';
import { noteNameKey } from '../../../common/code-note';
import { authEmulatorHost, callAs, closeAdminApp, createAdmin, createReadingLeader, createTestEvent, db, DEMO_PASSWORD, projectId, type GenerateResult, type TestUser } from './helpers';

let admin: TestUser;
let event: { id: string; name: string };
const apps: FirebaseApp[] = [];

beforeAll(async () => {
  [admin, event] = await Promise.all([createAdmin(), createTestEvent()]);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await closeAdminApp();
});

/** The web SDK signed in as `user`, as the app is: every write goes through the rules. */
async function browserOf(user: TestUser): Promise<Firestore> {
  const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `notas-${user.uid}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
  const firestore = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
  await signInWithEmailAndPassword(auth, user.email, DEMO_PASSWORD);
  return firestore;
}

interface LeaderCodes {
  leader: TestUser;
  browser: Firestore;
  trackingId: string;
  codes: { id: string; code: string }[];
}

async function leaderWithCodes(label: string, quantity: number): Promise<LeaderCodes> {
  const leader = await createReadingLeader(label, { firstName: 'Laura', lastName: 'Prueba' });
  const { trackingId, codes } = await callAs<GenerateResult>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 2, maxTickets: 1, code_type: 'leader', quantity });
  const found = await db.collection(COLLECTIONS.codes).where('trackingId', '==', trackingId).get();
  const byValue = new Map(found.docs.map((snapshot) => [snapshot.get('code') as string, snapshot.id]));
  return { leader, browser: await browserOf(leader), trackingId, codes: codes.map((code) => ({ id: byValue.get(code)!, code })) };
}

/** Notes on `codes` under `uid`, in one batch, as the app saves 'Entregado a' for selected codes. */
async function writeNotes(browser: Firestore, uid: string, codes: { id: string; code: string }[], name: string, phone: string | null) {
  const batch = writeBatch(browser);
  for (const { id, code } of codes) {
    batch.set(doc(browser, COLLECTIONS.codeNotes, uid, CODE_NOTES, id), { code, eventId: event.id, name, nameKey: noteNameKey(name), phone, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}

const codeData = async (id: string) => (await db.collection(COLLECTIONS.codes).doc(id).get()).data() ?? {};
const handedOutOf = async (id: string) => (await codeData(id)).handedOut ?? false;
const noteExists = async (uid: string, id: string) => (await db.collection(COLLECTIONS.codeNotes).doc(uid).collection(CODE_NOTES).doc(id).get()).exists;
const summaryOf = async (uid: string) => (await db.doc(`${COLLECTIONS.codeSummaries}/${uid}`).get()).data();
const batchOf = async (uid: string, trackingId: string) => (await db.doc(`${COLLECTIONS.codeSummaries}/${uid}/batches/${trackingId}`).get()).data();

/**
 * The trigger runs after the write, not with it; its first run starts a worker of its own, which
 * took over 45 s on a loaded 2-core machine.
 */
const eventually = <T>(read: () => Promise<T>, expected: T) => expect.poll(read, { timeout: 120_000, interval: 250 }).toEqual(expected);

describe("markCodeHandedOut: a leader's note marks her code as handed out", { timeout: 300_000 }, () => {
  it('a note marks the code, and clearing the note unmarks it; codes without a note stay unmarked', async () => {
    const { leader, browser, codes } = await leaderWithCodes('nota', 3);
    const [noted, other] = codes;

    await writeNotes(browser, leader.uid, [noted], 'María Pérez', '50688881234');
    await eventually(() => handedOutOf(noted.id), true);
    expect(await handedOutOf(other.id)).toBe(false);

    // Changing the name keeps it marked; clearing the note unmarks it.
    await writeNotes(browser, leader.uid, [noted], 'María José Pérez', null);
    await deleteDoc(doc(browser, COLLECTIONS.codeNotes, leader.uid, CODE_NOTES, noted.id));
    await eventually(() => handedOutOf(noted.id), false);
    expect((await codeData(noted.id)).handedOut).toBe(false);
  });

  it('100 notes saved in one batch mark the 100 codes', async () => {
    const { leader, browser, codes } = await leaderWithCodes('cien', 100);
    await writeNotes(browser, leader.uid, codes, 'Grupo de la U', null);
    await expect
      .poll(async () => (await db.collection(COLLECTIONS.codes).where('leaderId.id', '==', leader.uid).where('handedOut', '==', true).count().get()).data().count, {
        timeout: 120_000,
        interval: 500,
      })
      .toBe(100);
  });

  it("a note on another leader's code is deleted and that code is not marked; her own note on the same code id does mark it", async () => {
    const [laura, diego] = await Promise.all([leaderWithCodes('laura', 1), leaderWithCodes('diego', 1)]);
    const diegosCode = diego.codes[0];

    // The rules cannot tell whose code an id is (they read no code): Laura's write goes through.
    await writeNotes(laura.browser, laura.leader.uid, [diegosCode], 'Alguien', null);
    await eventually(() => noteExists(laura.leader.uid, diegosCode.id), false);
    expect(await handedOutOf(diegosCode.id)).toBe(false);

    // A note on an id that is no code at all goes the same way.
    await writeNotes(laura.browser, laura.leader.uid, [{ id: 'no-existe-este-codigo', code: 'NOEXISTE' }], 'Alguien', null);
    await eventually(() => noteExists(laura.leader.uid, 'no-existe-este-codigo'), false);
    expect((await db.collection(COLLECTIONS.codes).doc('no-existe-este-codigo').get()).exists).toBe(false);

    // Diego's own note marks it; Laura deleting her (already gone) note does not unmark his code.
    await writeNotes(diego.browser, diego.leader.uid, [diegosCode], 'Su amiga', null);
    await eventually(() => handedOutOf(diegosCode.id), true);
    await writeNotes(laura.browser, laura.leader.uid, [diegosCode], 'Alguien', null);
    await eventually(() => noteExists(laura.leader.uid, diegosCode.id), false);
    expect(await handedOutOf(diegosCode.id)).toBe(true);
    expect(await noteExists(diego.leader.uid, diegosCode.id)).toBe(true);
  });

  it("changes only the flag: the code's updatedAt, the leader's figures and their batch stay as they were", async () => {
    const { leader, browser, trackingId, codes } = await leaderWithCodes('cifras', 2);
    const [noted, used] = codes;
    const before = { code: await codeData(noted.id), summary: await summaryOf(leader.uid), batch: await batchOf(leader.uid, trackingId) };
    expect(before.summary).toMatchObject({ total: 2, events: { [event.id]: { count: 2, uses: 0, maxUses: 4 } } });

    await writeNotes(browser, leader.uid, [noted], 'María Pérez', null);
    await eventually(() => handedOutOf(noted.id), true);
    expect(await codeData(noted.id)).toEqual({ ...before.code, handedOut: true });

    // A checkout of the other code after it: once the summaries count it, the summaries' trigger
    // has had its turn at the flag's write too, and counted nothing for it.
    await db.collection(COLLECTIONS.codes).doc(used.id).update({ currentUses: 1 });
    await expect.poll(() => summaryOf(leader.uid), { timeout: 45_000, interval: 250 }).toMatchObject({ events: { [event.id]: { uses: 1 } } });
    const { updatedAt: _summaryTime, ...summary } = (await summaryOf(leader.uid))!;
    const { updatedAt: _batchTime, ...batch } = (await batchOf(leader.uid, trackingId))!;
    const { updatedAt: _beforeSummaryTime, ...summaryBefore } = before.summary!;
    const { updatedAt: _beforeBatchTime, ...batchBefore } = before.batch!;
    const plusOneUse = (figures: Record<string, unknown>) => ({ ...figures, uses: (figures.uses as number) + 1 });
    expect(summary).toEqual({ ...summaryBefore, events: { [event.id]: plusOneUse((summaryBefore.events as Record<string, Record<string, unknown>>)[event.id]) } });
    expect(batch).toEqual(plusOneUse(batchBefore));

    // Clearing the note leaves them as they are too.
    await deleteDoc(doc(browser, COLLECTIONS.codeNotes, leader.uid, CODE_NOTES, noted.id));
    await eventually(() => handedOutOf(noted.id), false);
    expect(await codeData(noted.id)).toEqual({ ...before.code, handedOut: false });
  });
});
