// The administrators' activity log (activity/{id}, common/activity.ts): everything an
// administrator does through the functions leaves exactly one entry, naming who acted as the
// function saw them (the verified ID token and their users document), whatever the request
// says, and whom it concerned.
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import {
  activityAbout,
  activityBy,
  callableError,
  callAs,
  closeAdminApp,
  createAdmin,
  createRegistration,
  createTestEvent,
  createTestUser,
  db,
  ensureConfiguredStore,
  leaderFormInput,
  runId,
  type TestUser,
  writeDeadGenerateRun,
  createReadingLeader,
} from './helpers';

/** What a request may claim about who sends it: the log never takes it. */
const IMPOSTOR = { uid: `impostor-${runId}`, email: 'impostor@pruebas.cr', name: 'Impostor' };
const claimsToBe = { actor: IMPOSTOR };
const claimsEmail = { ...claimsToBe, email: IMPOSTOR.email };

let admin: TestUser;
let leader: TestUser;
let event: { id: string; name: string };

/** The administrator of this file as every entry must name them. */
const actor = () => ({ uid: admin.uid, email: admin.email, name: 'Prueba admin' });
const leaderAccount = () => ({ uid: leader.uid, email: leader.email, name: 'Prueba lider-actividad' });
const entriesAbout = async (kind: string, uid: string) => (await activityAbout(uid)).filter((entry) => entry.kind === kind);
const entriesOfBatch = async (trackingId: string) => (await db.collection('activity').where('details.trackingId', '==', trackingId).get()).docs;
const generateRequest = (overrides: Record<string, unknown> = {}) => ({
  leaderId: leader.uid,
  eventId: event.id,
  maxUses: 1,
  maxTickets: 1,
  code_type: 'leader',
  quantity: 3,
  requestId: randomUUID(),
  ...overrides,
});

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, leader, event] = await Promise.all([
    createAdmin(),
    createReadingLeader('lider-actividad'),
    createTestEvent(),
  ]);
});

afterAll(closeAdminApp);

describe('codes-generated', () => {
  it('logs one entry per batch: the leader, the event, how many and the trackingId, by the caller of the token', async () => {
    const { trackingId, codes } = await callAs<{ trackingId: string; codes: string[] }>(admin, 'generateCodes', { ...generateRequest(), ...claimsEmail });
    const entries = await entriesOfBatch(trackingId);
    expect(entries).toHaveLength(1);
    expect(entries[0].data()).toEqual({
      kind: 'codes-generated',
      at: expect.any(Timestamp),
      actor: actor(),
      subject: leaderAccount(),
      details: { count: codes.length, eventId: event.id, eventName: event.name, trackingId },
    });
  });

  it('logs a request retried with the same requestId once', async () => {
    const request = generateRequest();
    const first = await callAs<{ trackingId: string }>(admin, 'generateCodes', request);
    const retry = await callAs<{ trackingId: string }>(admin, 'generateCodes', request);
    expect(retry.trackingId).toBe(first.trackingId);
    expect(await entriesOfBatch(first.trackingId)).toHaveLength(1);
  });

  it('logs a request that arrives several times at once once', async () => {
    const request = generateRequest({ quantity: 20 });
    const results = await Promise.all([1, 2, 3].map(() => callAs<{ trackingId: string }>(admin, 'generateCodes', request)));
    expect(new Set(results.map((result) => result.trackingId)).size).toBe(1);
    const entries = await entriesOfBatch(results[0].trackingId);
    expect(entries.map((entry) => entry.get('details.count'))).toEqual([20]);
  });

  it('logs a request completed after its first run died once, with the whole batch', async () => {
    const request = generateRequest({ quantity: 4 });
    const trackingId = `huerfano${runId}${Date.now()}`;
    // What an instance killed after one code leaves behind: its record, long stale, and one code.
    await writeDeadGenerateRun(admin.uid, request, trackingId);
    await db.collection('codes').add({ code: `HUERFANO${runId}`.toUpperCase(), status: 'available', trackingId, leaderId: { id: leader.uid }, eventId: { id: event.id }, storeId: DEFAULT_STORE_ID });

    await callAs(admin, 'generateCodes', request);
    await callAs(admin, 'generateCodes', request);
    expect((await entriesOfBatch(trackingId)).map((entry) => entry.get('details.count'))).toEqual([4]);
  });

  it('logs each call without a requestId: each is a batch of its own', async () => {
    const { requestId: _requestId, ...request } = generateRequest({ quantity: 1 });
    const first = await callAs<{ trackingId: string }>(admin, 'generateCodes', request);
    const second = await callAs<{ trackingId: string }>(admin, 'generateCodes', request);
    expect(await entriesOfBatch(first.trackingId)).toHaveLength(1);
    expect(await entriesOfBatch(second.trackingId)).toHaveLength(1);
  });
});

describe('codes-removed', () => {
  const generate = async (quantity: number) => (await callAs<{ codes: string[] }>(admin, 'generateCodes', generateRequest({ quantity }))).codes;
  const removalsLogged = async () => (await activityBy(admin.uid)).filter((entry) => entry.kind === 'codes-removed');

  it("logs the values removed from a leader's page, about that leader", async () => {
    const codes = await generate(2);
    const before = await entriesAbout('codes-removed', leader.uid);
    await callAs(admin, 'removeCodes', { leaderId: leader.uid, codes: [...codes, `NOEXISTE${runId}`.toUpperCase()], ...claimsEmail });
    const added = (await entriesAbout('codes-removed', leader.uid)).filter((entry) => !before.some(({ id }) => id === entry.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ actor: actor(), subject: leaderAccount(), details: { count: 2 } });
    expect([...(added[0].details.codes ?? [])].sort()).toEqual([...codes].sort());
  });

  it('logs a removal by value, which may span leaders, about no one leader', async () => {
    const [code] = await generate(1);
    await callAs(admin, 'removeCodes', { codes: [code] });
    const entries = (await removalsLogged()).filter((entry) => entry.details.codes?.includes(code));
    expect(entries).toEqual([expect.objectContaining({ actor: actor(), subject: null, details: { count: 1, codes: [code] } })]);
  });

  it('logs nothing when nothing was removed', async () => {
    const [code] = await generate(1);
    await callAs(admin, 'removeCodes', { codes: [code] });
    const before = (await removalsLogged()).length;
    const result = await callAs<{ removed: string[] }>(admin, 'removeCodes', { codes: [code, `NOEXISTE${runId}`.toUpperCase()] });
    expect(result.removed).toEqual([]);
    expect(await removalsLogged()).toHaveLength(before);
  });
});

describe('registrations', () => {
  it('logs an authorization, about the registrant', async () => {
    const registrant = await createRegistration('actividad-autorizada');
    await callAs(admin, 'authorizeUser', { uid: registrant.uid, ...claimsToBe });
    expect(await activityAbout(registrant.uid)).toEqual([
      expect.objectContaining({
        kind: 'registration-authorized',
        at: expect.any(Timestamp),
        actor: actor(),
        subject: { uid: registrant.uid, email: registrant.email, name: 'Sofía Mora' },
        details: {},
      }),
    ]);
  });

  it('logs a rejection, about the registrant', async () => {
    const registrant = await createRegistration('actividad-rechazada');
    await callAs(admin, 'rejectRegistration', { uid: registrant.uid, ...claimsEmail });
    expect(await activityAbout(registrant.uid)).toEqual([
      expect.objectContaining({ kind: 'registration-rejected', actor: actor(), subject: { uid: registrant.uid, email: registrant.email, name: 'Sofía Mora' } }),
    ]);
  });

  it('logs a new leader, about the leader', async () => {
    const form = leaderFormInput({ firstName: 'Mario', lastName: 'Rojas' });
    const { uid } = await callAs<{ uid: string }>(admin, 'createLeader', { ...form, ...claimsToBe });
    expect(await activityAbout(uid)).toEqual([expect.objectContaining({ kind: 'leader-created', actor: actor(), subject: { uid, email: form.email, name: 'Mario Rojas' } })]);
  });
});

describe('access', () => {
  it('logs a revocation and a restoration, once each however often they are asked for', async () => {
    const target = await createReadingLeader('acceso-actividad');
    for (const read of [false, false, true, true]) await callAs(admin, 'setLeaderAccess', { uid: target.uid, read, ...claimsEmail });
    const entries = await activityAbout(target.uid);
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['access-restored', 'access-revoked']);
    for (const entry of entries) expect(entry).toMatchObject({ actor: actor(), subject: { uid: target.uid, email: target.email, name: 'Prueba acceso-actividad' } });
  });

  it('logs nothing for a request it refuses', async () => {
    const other = await createTestUser('admin-no-tocado', { role: 'Admin', storeId: DEFAULT_STORE_ID });
    expect((await callableError(admin, 'setLeaderAccess', { uid: other.uid, read: false })).status).toBe('FAILED_PRECONDITION');
    expect(await activityAbout(other.uid)).toEqual([]);
  });
});

describe('shop-template-saved', () => {
  const store = db.doc(`stores/${DEFAULT_STORE_ID}`);
  let original: unknown;
  beforeAll(async () => {
    original = (await store.get()).get('shopCodeUrlTemplate');
  });
  afterAll(async () => {
    await store.update({ shopCodeUrlTemplate: original ?? FieldValue.delete() });
  });

  const savesLogged = async () => (await activityBy(admin.uid)).filter((entry) => entry.kind === 'shop-template-saved');

  it('logs the template saved, and null when the shop link is cleared', async () => {
    const template = `https://tienda-${runId}.example/{code}`;
    const before = (await savesLogged()).length;
    await callAs(admin, 'saveShopTemplate', { template, ...claimsEmail });
    await callAs(admin, 'saveShopTemplate', { template: '' });
    const saves = await savesLogged();
    expect(saves).toHaveLength(before + 2);
    expect(saves.map((entry) => entry.details.template)).toEqual(expect.arrayContaining([template, null]));
    for (const entry of saves) expect(entry).toMatchObject({ actor: actor(), subject: null });
  });
});

describe('whoever the request claims to be', () => {
  it('never writes an entry in the name of the account a request names', async () => {
    expect(await activityBy(IMPOSTOR.uid)).toEqual([]);
    expect((await db.collection('activity').where('actor.email', '==', IMPOSTOR.email).get()).size).toBe(0);
  });
});
