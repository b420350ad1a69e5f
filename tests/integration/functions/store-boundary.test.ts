// The store boundary of the administrators' functions: an active administrator of this store
// (the configured store) acts on this store's people and codes only. Every function that names a
// user, a registration or a code is attacked here as that administrator, against another store's
// leader, its codes and its revoked leader, and against this store's accounts that are not what
// the function is for. Each refused call changes nothing and logs nothing.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoveCodesResult } from '../../../functions/src/codes/remove-codes';
import { DEFAULT_STORE_ID } from '@common/constants';
import type { DescribeRegistrationsResult } from '@common/schemas';
import {
  activityAbout,
  auth,
  callableError,
  callAs,
  closeAdminApp,
  createAdmin,
  createRegistration,
  createTestEvent,
  createTestStore,
  createTestUser,
  db,
  ensureConfiguredStore,
  leaderFormInput,
  mailsTo,
  writeCodeByHand,
  type TestUser,
} from './helpers';

let admin: TestUser;
let otherStoreId: string;
let event: { id: string; name: string };

const leaderOf = (label: string, storeId: string, permissions: Record<string, unknown> = { read: true }) =>
  createTestUser(label, { role: 'Leader', storeId, permissions, firstName: 'Olga', lastName: 'Solís' });
const profileOf = async (uid: string) => (await db.doc(`users/${uid}`).get()).data();
const requestOf = async (uid: string) => (await db.doc(`notifications/${uid}`).get()).data();
const codeOf = async (id: string) => (await db.doc(`codes/${id}`).get()).data();
const kindsAbout = async (uid: string) => (await activityAbout(uid)).map((entry) => entry.kind);

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, { storeId: otherStoreId }, event] = await Promise.all([createAdmin(), createTestStore(), createTestEvent()]);
});

afterAll(closeAdminApp);

describe('authorizeUser answers a pending registration only, and makes it a leader of this store', () => {
  it('refuses to make a verified registration a leader of another store, and changes nothing', async () => {
    const registrant = await createRegistration('a-otra-tienda');
    const error = await callableError(admin, 'authorizeUser', { uid: registrant.uid, storeId: otherStoreId });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'storeId']);
    expect(error.message).toContain('tienda');
    expect((await profileOf(registrant.uid))?.role).toBeUndefined();
    expect((await requestOf(registrant.uid))?.status).toBe('Unread');
    expect(await kindsAbout(registrant.uid)).toEqual([]);
  });

  it("refuses to move another store's leader into this store, by e-mail or by uid", async () => {
    const stranger = await leaderOf('lider-ajeno', otherStoreId);
    for (const request of [{ email: stranger.email }, { uid: stranger.uid }]) {
      const error = await callableError(admin, 'authorizeUser', request);
      expect([error.status, error.field]).toEqual(['FAILED_PRECONDITION', Object.keys(request)[0]]);
      expect(error.message).toContain('otra tienda');
    }
    expect(await profileOf(stranger.uid)).toMatchObject({ role: 'Leader', storeId: otherStoreId, permissions: { read: true } });
    expect(await kindsAbout(stranger.uid)).toEqual([]);
  });

  it('refuses to give back the access another store revoked from its leader', async () => {
    const revoked = await leaderOf('revocado-ajeno', otherStoreId, { read: false });
    // Even with a pending request left behind: the account is not a registration any more.
    await db.doc(`notifications/${revoked.uid}`).set({ title: 'Admin', status: 'Unread', link: revoked.uid, id: revoked.uid });
    const error = await callableError(admin, 'authorizeUser', { uid: revoked.uid, storeId: otherStoreId });
    expect(error.status).toMatch(/INVALID_ARGUMENT|FAILED_PRECONDITION/);
    const withoutStore = await callableError(admin, 'authorizeUser', { uid: revoked.uid });
    expect([withoutStore.status, withoutStore.field]).toEqual(['FAILED_PRECONDITION', 'uid']);
    expect(await profileOf(revoked.uid)).toMatchObject({ storeId: otherStoreId, permissions: { read: false } });
    expect(await kindsAbout(revoked.uid)).toEqual([]);
  });

  it("refuses to give a revoked leader of this store their access back: that is 'Restaurar acceso' (setLeaderAccess)", async () => {
    const revoked = await leaderOf('revocado-propio', DEFAULT_STORE_ID, { read: false });
    const error = await callableError(admin, 'authorizeUser', { uid: revoked.uid });
    expect([error.status, error.field]).toEqual(['FAILED_PRECONDITION', 'uid']);
    expect(error.message).toContain('Restaurar acceso');
    expect((await profileOf(revoked.uid))?.permissions).toEqual({ read: false });
    expect(await kindsAbout(revoked.uid)).toEqual([]);
  });

  it('refuses every account that is not a pending registration: a leader of this store, a Producer, an account that never asked', async () => {
    const [leader, producer, neverAsked] = await Promise.all([
      leaderOf('ya-lider', DEFAULT_STORE_ID),
      createTestUser('productor', { role: 'Producer', storeId: DEFAULT_STORE_ID }),
      createTestUser('sin-solicitud', { firstName: 'Sin', lastName: 'Solicitud' }),
    ]);
    for (const target of [leader, producer, neverAsked]) {
      const before = await profileOf(target.uid);
      const error = await callableError(admin, 'authorizeUser', { email: target.email });
      expect([error.status, error.field]).toEqual(['FAILED_PRECONDITION', 'email']);
      expect(await profileOf(target.uid)).toEqual(before);
      expect(await kindsAbout(target.uid)).toEqual([]);
    }
  });

  it('makes a pending registration a leader of this store, whether or not the request names it', async () => {
    const [first, second] = await Promise.all([createRegistration('pendiente-1'), createRegistration('pendiente-2')]);
    await callAs(admin, 'authorizeUser', { uid: first.uid });
    await callAs(admin, 'authorizeUser', { email: second.email, storeId: DEFAULT_STORE_ID });
    for (const registrant of [first, second]) {
      expect(await profileOf(registrant.uid)).toMatchObject({ role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true } });
      expect(await kindsAbout(registrant.uid)).toEqual(['registration-authorized']);
    }
  });
});

describe('createLeader creates leaders of this store only', () => {
  it('refuses a storeId of another store, and creates no account and sends no e-mail', async () => {
    const input = leaderFormInput({ storeId: otherStoreId });
    const error = await callableError(admin, 'createLeader', input);
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'storeId']);
    await expect(auth.getUserByEmail(input.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await mailsTo(input.email)).toHaveLength(0);
  });

  it('creates the leader in this store when the request names it or leaves it out', async () => {
    for (const input of [leaderFormInput({ storeId: DEFAULT_STORE_ID }), leaderFormInput()]) {
      const { uid } = await callAs<{ uid: string }>(admin, 'createLeader', input);
      expect((await profileOf(uid))?.storeId).toBe(DEFAULT_STORE_ID);
    }
  });
});

describe("removeCodes removes this store's codes only", () => {
  let stranger: TestUser;
  let strangerCode: { id: string; code: string };

  beforeAll(async () => {
    stranger = await leaderOf('dueno-ajeno', otherStoreId);
    strangerCode = await writeCodeByHand(stranger.uid, otherStoreId, event.id);
  });

  it("counts another store's code as not found when removing by value, and leaves it as it was", async () => {
    const result = await callAs<RemoveCodesResult>(admin, 'removeCodes', { codes: [strangerCode.code] });
    expect(result).toEqual({ removed: [], alreadyDeleted: [], notFound: [strangerCode.code] });
    expect((await codeOf(strangerCode.id))?.status).toBe('available');
  });

  it("refuses a leaderId of another store's leader, naming the field, and leaves the codes as they were", async () => {
    const error = await callableError(admin, 'removeCodes', { leaderId: stranger.uid, codes: [strangerCode.code] });
    expect([error.status, error.field]).toEqual(['FAILED_PRECONDITION', 'leaderId']);
    expect((await codeOf(strangerCode.id))?.status).toBe('available');
  });

  it("counts another store's code as not found on a leader's page of this store", async () => {
    const leader = await leaderOf('dueno-propio', DEFAULT_STORE_ID);
    const own = await writeCodeByHand(leader.uid, DEFAULT_STORE_ID, event.id);
    // A code of the other store that names this store's leader: its store decides, not its leader.
    const foreign = await writeCodeByHand(leader.uid, otherStoreId, event.id);
    const result = await callAs<RemoveCodesResult>(admin, 'removeCodes', { leaderId: leader.uid, codes: [own.code, foreign.code, strangerCode.code] });
    expect(result.removed).toEqual([own.code]);
    expect(result.notFound.sort()).toEqual([foreign.code, strangerCode.code].sort());
    expect([(await codeOf(own.id))?.status, (await codeOf(foreign.id))?.status, (await codeOf(strangerCode.id))?.status]).toEqual(['deleted', 'available', 'available']);
  });

  it('logs nothing about a removal that removed nothing', async () => {
    expect(await kindsAbout(stranger.uid)).toEqual([]);
  });
});

describe('removeCodes answers pasted values that cannot be codes as not found, never a 500', () => {
  const notCodes = ['a/b', '../x', '.', '..', '__X__', '__proto__', 'A//B', '__name__'];

  it('reports each of them as not found beside a valid code, and removes the valid one', async () => {
    const leader = await leaderOf('pegado-raro', DEFAULT_STORE_ID);
    const { codes } = await callAs<{ codes: string[] }>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 1 });
    for (const leaderId of [undefined, leader.uid]) {
      const result = await callAs<RemoveCodesResult>(admin, 'removeCodes', { codes: [...notCodes, ...codes], ...(leaderId ? { leaderId } : {}) });
      expect(result.notFound.sort()).toEqual([...notCodes].sort());
      expect([...result.removed, ...result.alreadyDeleted]).toEqual(codes);
    }
  });

  it('answers a list of nothing but such values with every one not found', async () => {
    expect(await callAs<RemoveCodesResult>(admin, 'removeCodes', { codes: notCodes })).toEqual({ removed: [], alreadyDeleted: [], notFound: notCodes });
  });
});

describe("lookUpCodes answers this store's codes only", () => {
  it("never answers a code of another store, even to the leader it names", async () => {
    const leader = await leaderOf('busca', DEFAULT_STORE_ID);
    const [own, foreign] = [await writeCodeByHand(leader.uid, DEFAULT_STORE_ID, event.id), await writeCodeByHand(leader.uid, otherStoreId, event.id)];
    const found = await callAs<{ codes: Array<{ code: string }> }>(leader, 'lookUpCodes', { codes: [own.code, foreign.code] });
    expect(found.codes.map(({ code }) => code)).toEqual([own.code]);
  });
});

describe('describeRegistrations describes pending registrations only', () => {
  it("tells nothing about this store's Producer, another administrator, a leader, nor another store's leader", async () => {
    const [registrant, producer, otherAdmin, leader, stranger] = await Promise.all([
      createRegistration('describe-pendiente'),
      createTestUser('describe-productor', { role: 'Producer', storeId: DEFAULT_STORE_ID }),
      createAdmin(),
      leaderOf('describe-lider', DEFAULT_STORE_ID),
      leaderOf('describe-ajeno', otherStoreId),
    ]);
    const { registrations } = await callAs<DescribeRegistrationsResult>(admin, 'describeRegistrations', {
      uids: [registrant.uid, producer.uid, otherAdmin.uid, leader.uid, stranger.uid],
    });
    expect(registrations.map(({ uid, email, name, exists }) => ({ uid, email, name, exists }))).toEqual([
      { uid: registrant.uid, email: registrant.email, name: 'Sofía Mora', exists: true },
      ...[producer, otherAdmin, leader, stranger].map(({ uid }) => ({ uid, email: null, name: null, exists: false })),
    ]);
  });

  it('tells nothing about an account whose request was already answered', async () => {
    const registrant = await createRegistration('describe-atendida');
    await callAs(admin, 'rejectRegistration', { uid: registrant.uid });
    const { registrations } = await callAs<DescribeRegistrationsResult>(admin, 'describeRegistrations', { uids: [registrant.uid] });
    expect(registrations).toEqual([{ uid: registrant.uid, email: null, name: null, emailVerified: false, disabled: false, exists: false }]);
  });
});

describe('rejectRegistration answers a pending registration only', () => {
  it("refuses another store's leader and this store's Producer, even with an unread request, and changes nothing", async () => {
    const [stranger, producer] = await Promise.all([leaderOf('rechazo-ajeno', otherStoreId), createTestUser('rechazo-productor', { role: 'Producer', storeId: DEFAULT_STORE_ID })]);
    for (const target of [stranger, producer]) {
      await db.doc(`notifications/${target.uid}`).set({ title: 'Admin', status: 'Unread', link: target.uid, id: target.uid });
      const error = await callableError(admin, 'rejectRegistration', { uid: target.uid });
      expect([error.status, error.field]).toEqual(['FAILED_PRECONDITION', 'uid']);
      expect((await requestOf(target.uid))?.status).toBe('Unread');
      expect(await kindsAbout(target.uid)).toEqual([]);
    }
  });
});

describe('generateCodes and setLeaderAccess serve leaders of this store only', () => {
  it("refuses another store's leader in both, and writes nothing", async () => {
    const stranger = await leaderOf('genera-ajeno', otherStoreId, { read: false });
    const generate = await callableError(admin, 'generateCodes', { leaderId: stranger.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 1 });
    expect([generate.status, generate.field]).toEqual(['INVALID_ARGUMENT', 'leaderId']);
    const restore = await callableError(admin, 'setLeaderAccess', { uid: stranger.uid, read: true });
    expect([restore.status, restore.field]).toEqual(['FAILED_PRECONDITION', 'uid']);
    expect((await profileOf(stranger.uid))?.permissions).toEqual({ read: false });
    expect((await db.collection('codes').where('leaderId.id', '==', stranger.uid).count().get()).data().count).toBe(0);
  });

  it('stamps every generated code with this store', async () => {
    const leader = await leaderOf('genera-propio', DEFAULT_STORE_ID);
    const { trackingId } = await callAs<{ trackingId: string }>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 3 });
    const stored = await db.collection('codes').where('trackingId', '==', trackingId).get();
    expect(stored.docs.map((doc) => doc.get('storeId'))).toEqual([DEFAULT_STORE_ID, DEFAULT_STORE_ID, DEFAULT_STORE_ID]);
  });
});

describe('saveShopTemplate writes this store only', () => {
  it("ignores a storeId in the request: another store's document is left as it was", async () => {
    const before = (await db.doc(`stores/${otherStoreId}`).get()).data();
    const configured = db.doc(`stores/${DEFAULT_STORE_ID}`);
    const saved = (await configured.get()).get('shopCodeUrlTemplate');
    try {
      await callAs(admin, 'saveShopTemplate', { template: 'https://tienda.example/ajena/{code}', storeId: otherStoreId });
      expect((await db.doc(`stores/${otherStoreId}`).get()).data()).toEqual(before);
      expect((await configured.get()).get('shopCodeUrlTemplate')).toBe('https://tienda.example/ajena/{code}');
    } finally {
      // Put back what was stored as it was: the local seed's link to the demo shop is one that
      // saveShopTemplate itself refuses (only https links are saved through it).
      await configured.update({ shopCodeUrlTemplate: saved === undefined ? FieldValue.delete() : saved });
    }
  });
});
