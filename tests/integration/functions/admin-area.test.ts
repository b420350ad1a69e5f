// The functions behind the administrators' area (docs/product.md, "The administrators' area"):
// revoking and restoring a leader's access, answering registrations, describing the registrants'
// accounts, the shop link, and removing codes from one leader's page. Who may call them is
// admin-guard.test.ts; what they log is activity-log.test.ts.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoveCodesResult } from '../../../functions/src/codes/remove-codes';
import { DEFAULT_STORE_ID } from '@common/constants';
import { MAX_REGISTRATIONS_PER_CALL, type DescribeRegistrationsResult } from '@common/schemas';
import { isProgramMessage } from '@/lib/firebase/function-error';
import {
  auth,
  callableError,
  callAs,
  closeAdminApp,
  createAdmin,
  createRegistration,
  createTestEvent,
  createTestUser,
  db,
  ensureConfiguredStore,
  runId,
  type TestUser,
  createReadingLeader,
} from './helpers';

let admin: TestUser;
let event: { id: string; name: string };

const newLeader = (label: string, profile: Record<string, unknown> = {}) =>
  createReadingLeader(label, { firstName: 'Laura', lastName: 'Jiménez', ...profile });
const profileOf = async (uid: string) => (await db.doc(`users/${uid}`).get()).data();
const requestOf = async (uid: string) => (await db.doc(`notifications/${uid}`).get()).data();
const generate = async (leader: TestUser, quantity: number) =>
  (await callAs<{ codes: string[] }>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity })).codes;
const statusOf = async (code: string) => (await db.collection('codes').where('code', '==', code).get()).docs[0].get('status');

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, event] = await Promise.all([createAdmin(), createTestEvent()]);
});

afterAll(closeAdminApp);

describe('setLeaderAccess', () => {
  it("revokes a leader's access: the leader's next call is refused", async () => {
    const leader = await newLeader('revocar');
    const before = await profileOf(leader.uid);
    expect(await callAs(admin, 'setLeaderAccess', { uid: leader.uid, read: false })).toEqual({ uid: leader.uid, read: false });
    const after = await profileOf(leader.uid);
    expect(after?.permissions).toEqual({ read: false });
    expect((after?.updatedAt as Timestamp).toMillis()).toBeGreaterThan((before?.updatedAt as Timestamp | undefined)?.toMillis() ?? 0);
    expect((await callableError(leader, 'lookUpCodes', { codes: ['ABC'] })).status).toBe('PERMISSION_DENIED');
  });

  it('restores it, and the leader reads again with the token they hold', async () => {
    const leader = await newLeader('restaurar', { permissions: { read: false } });
    expect(await callAs(admin, 'setLeaderAccess', { uid: leader.uid, read: true })).toEqual({ uid: leader.uid, read: true });
    expect((await profileOf(leader.uid))?.permissions).toEqual({ read: true });
    expect(await callAs(leader, 'lookUpCodes', { codes: ['ABC'] })).toMatchObject({ codes: expect.any(Array) });
  });

  it('keeps the other permissions a leader has', async () => {
    const leader = await newLeader('otros-permisos', { permissions: { read: true, export: true } });
    await callAs(admin, 'setLeaderAccess', { uid: leader.uid, read: false });
    expect((await profileOf(leader.uid))?.permissions).toEqual({ read: false, export: true });
  });

  it('writes nothing when the leader already has the access asked for', async () => {
    const leader = await newLeader('sin-cambio');
    const before = await db.doc(`users/${leader.uid}`).get();
    expect(await callAs(admin, 'setLeaderAccess', { uid: leader.uid, read: true })).toEqual({ uid: leader.uid, read: true });
    expect((await profileOf(leader.uid))?.updatedAt).toEqual(before.get('updatedAt'));
  });

  const notLeaders: Array<[label: string, status: string, profile: Record<string, unknown> | null]> = [
    ['an administrator of the store', 'FAILED_PRECONDITION', { role: 'Admin', storeId: DEFAULT_STORE_ID }],
    ['a leader of another store', 'FAILED_PRECONDITION', { role: 'Leader', storeId: 'otra-tienda', permissions: { read: true } }],
    ['a registration not yet authorized', 'FAILED_PRECONDITION', { firstName: 'Nueva' }],
    ['an account without a users document', 'NOT_FOUND', null],
  ];

  it.each(notLeaders)('refuses %s, naming the field uid for programs and the reason for a person, and changes nothing', async (_label, status, profile) => {
    const target = await createTestUser('no-lider', profile);
    const error = await callableError(admin, 'setLeaderAccess', { uid: target.uid, read: false });
    expect([error.status, error.field]).toEqual([status, 'uid']);
    expect(isProgramMessage(error.message)).toBe(false);
    expect((await profileOf(target.uid))?.permissions).toEqual(profile?.permissions);
  });

  it.each([
    ['read', { read: 'false' }],
    ['read', { read: undefined }],
    ['uid', { uid: 'a/b' }],
    ['uid', { uid: '' }],
  ])('answers invalid-argument naming %s for %j', async (field, overrides) => {
    const leader = await newLeader('entrada-mala');
    const error = await callableError(admin, 'setLeaderAccess', { uid: leader.uid, read: false, ...overrides });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', field]);
    expect((await profileOf(leader.uid))?.permissions).toEqual({ read: true });
  });
});

describe('answering registrations', () => {
  it("authorizeUser marks the request answered: 'authorized'", async () => {
    const registrant = await createRegistration('autorizar');
    await callAs(admin, 'authorizeUser', { uid: registrant.uid });
    expect(await requestOf(registrant.uid)).toMatchObject({ status: 'Read', resolution: 'authorized' });
  });

  it("rejectRegistration marks the request read and 'rejected', and gives the account no role, store or access", async () => {
    const registrant = await createRegistration('rechazar');
    expect(await callAs(admin, 'rejectRegistration', { uid: registrant.uid })).toEqual({ uid: registrant.uid });
    expect(await requestOf(registrant.uid)).toMatchObject({ status: 'Read', resolution: 'rejected' });
    const profile = await profileOf(registrant.uid);
    expect([profile?.role, profile?.storeId, profile?.permissions]).toEqual([undefined, undefined, undefined]);
    expect((await callableError(registrant, 'lookUpCodes', { codes: ['ABC'] })).status).toBe('PERMISSION_DENIED');
  });

  it('refuses to reject a request twice, or one that does not exist', async () => {
    const registrant = await createRegistration('dos-veces');
    await callAs(admin, 'rejectRegistration', { uid: registrant.uid });
    const again = await callableError(admin, 'rejectRegistration', { uid: registrant.uid });
    expect([again.status, again.field]).toEqual(['FAILED_PRECONDITION', 'uid']);

    const withoutRequest = await createTestUser('sin-solicitud', { firstName: 'Sin' });
    const missing = await callableError(admin, 'rejectRegistration', { uid: withoutRequest.uid });
    expect([missing.status, missing.field]).toEqual(['NOT_FOUND', 'uid']);
  });

  it.each([
    ['a Leader', { role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true } }],
    ['an Admin', { role: 'Admin', storeId: DEFAULT_STORE_ID }],
  ])('refuses to reject the request of an account that already is %s, and changes nothing', async (_label, profile) => {
    const registrant = await createRegistration('ya-tiene-rol');
    await db.doc(`users/${registrant.uid}`).update(profile);
    const error = await callableError(admin, 'rejectRegistration', { uid: registrant.uid });
    expect([error.status, error.field]).toEqual(['FAILED_PRECONDITION', 'uid']);
    expect(await requestOf(registrant.uid)).toMatchObject({ status: 'Unread' });
    expect(await requestOf(registrant.uid)).not.toHaveProperty('resolution');
    expect(await profileOf(registrant.uid)).toMatchObject(profile);
  });
});

describe('describeRegistrations', () => {
  it('describes each account asked for, in the order asked: e-mail, name, verified, disabled', async () => {
    const [verified, unverified, disabled] = await Promise.all([
      createRegistration('describir-verificado'),
      createRegistration('describir-sin-verificar', { emailVerified: false }),
      createRegistration('describir-deshabilitado'),
    ]);
    await auth.updateUser(disabled.uid, { disabled: true });
    const missing = `no-existe-${runId}`;
    const { registrations } = await callAs<DescribeRegistrationsResult>(admin, 'describeRegistrations', {
      uids: [unverified.uid, missing, verified.uid, disabled.uid, unverified.uid],
    });
    const described = (user: TestUser, emailVerified: boolean, isDisabled: boolean) => ({
      uid: user.uid,
      email: user.email,
      name: 'Sofía Mora',
      emailVerified,
      disabled: isDisabled,
      exists: true,
    });
    expect(registrations).toEqual([
      described(unverified, false, false),
      { uid: missing, email: null, name: null, emailVerified: false, disabled: false, exists: false },
      described(verified, true, false),
      described(disabled, true, true),
      described(unverified, false, false),
    ]);
  });

  it("describes registrations only: neither the store's leaders nor another store's people", async () => {
    const [registrant, leader, stranger] = await Promise.all([
      createRegistration('describir-registro'),
      newLeader('describir-lider'),
      createTestUser('describir-otra-tienda', { role: 'Admin', storeId: 'otra-tienda' }),
    ]);
    const { registrations } = await callAs<DescribeRegistrationsResult>(admin, 'describeRegistrations', { uids: [registrant.uid, leader.uid, stranger.uid] });
    expect(registrations.map(({ uid, email, exists }) => ({ uid, email, exists }))).toEqual([
      { uid: registrant.uid, email: registrant.email, exists: true },
      { uid: leader.uid, email: null, exists: false },
      { uid: stranger.uid, email: null, exists: false },
    ]);
  });

  it.each([
    ['uids', {}],
    ['uids', { uids: [] }],
    ['uids', { uids: 'uno' }],
    ['uids', { uids: Array.from({ length: MAX_REGISTRATIONS_PER_CALL + 1 }, (_, index) => `u${index}`) }],
    ['uids.1', { uids: ['bueno', 'a/b'] }],
  ])('answers invalid-argument naming %s for a bad list', async (field, data) => {
    const error = await callableError(admin, 'describeRegistrations', data);
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', field]);
  });
});

describe('saveShopTemplate', () => {
  const store = db.doc(`stores/${DEFAULT_STORE_ID}`);
  let original: unknown;
  const stored = async () => (await store.get()).get('shopCodeUrlTemplate');

  beforeAll(async () => {
    original = await stored();
  });

  // The demo template, as the seed left it, for the tests that follow.
  afterAll(async () => {
    await store.update({ shopCodeUrlTemplate: original ?? FieldValue.delete() });
  });

  it('saves a usable template for the configured store, trimmed', async () => {
    const template = `https://tienda-${runId}.example/evento/{eventId}?codigo={code}`;
    expect(await callAs(admin, 'saveShopTemplate', { template: `  ${template} ` })).toEqual({ template });
    expect(await stored()).toBe(template);
  });

  it("clears the shop link with '' (codes are shared alone)", async () => {
    await callAs(admin, 'saveShopTemplate', { template: `https://tienda-${runId}.example/{code}` });
    expect(await callAs(admin, 'saveShopTemplate', { template: '' })).toEqual({ template: null });
    expect((await store.get()).data()).not.toHaveProperty('shopCodeUrlTemplate');
  });

  it.each([
    ['without https', 'http://tienda.example/{code}', 'https://'],
    // Only the seed writes the local demo shop's link: an administrator can never save a loopback one.
    ['on the loopback address, as the local demo shop is', 'http://127.0.0.1:5174/evento/{eventId}?codigo={code}', 'https://'],
    ['with {code} in the host', 'https://{code}.tienda.example/', 'dominio'],
    ['with user info before the host', 'https://tienda.example@otro.example/{code}', '@'],
    ['without {code}', 'https://tienda.example/evento', '{code}'],
    ['on two lines', 'https://tienda.example/{code}\nhttps://otro.example/{code}', 'saltos de línea'],
    ['too long', `https://tienda.example/{code}?x=${'a'.repeat(2100)}`, '2048'],
    ['with a placeholder other than {code} and {eventId}', 'https://tienda.example/{eventId}?c={code}&ref={otro}', 'solo admite los marcadores {code} y {eventId}'],
  ])('refuses a template %s with the reason, naming the field, and keeps the saved one', async (_label, template, reason) => {
    const saved = `https://tienda-${runId}.example/guardado/{code}`;
    await callAs(admin, 'saveShopTemplate', { template: saved });
    const error = await callableError(admin, 'saveShopTemplate', { template });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'template']);
    expect(error.message).toContain(reason);
    expect(await stored()).toBe(saved);
  });

  it('refuses a template that is not text, naming the field', async () => {
    const error = await callableError(admin, 'saveShopTemplate', { template: 42 });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'template']);
  });
});

describe("removeCodes from a leader's page (leaderId)", () => {
  it("removes only that leader's codes; another leader's count as not found and stay", async () => {
    const [laura, diego] = await Promise.all([newLeader('pagina-laura'), newLeader('pagina-diego')]);
    const [lauraCodes, diegoCodes] = await Promise.all([generate(laura, 2), generate(diego, 2)]);
    await callAs(admin, 'removeCodes', { codes: [diegoCodes[1]] });

    const result = await callAs<RemoveCodesResult>(admin, 'removeCodes', { leaderId: laura.uid, codes: [...lauraCodes, ...diegoCodes] });
    expect(result.removed.sort()).toEqual([...lauraCodes].sort());
    expect(result.alreadyDeleted).toEqual([]);
    expect(result.notFound.sort()).toEqual([...diegoCodes].sort());
    expect(await Promise.all(lauraCodes.map(statusOf))).toEqual(['deleted', 'deleted']);
    expect(await Promise.all(diegoCodes.map(statusOf))).toEqual(['available', 'deleted']);
  });

  it('answers invalid-argument naming leaderId for a bad id', async () => {
    const error = await callableError(admin, 'removeCodes', { leaderId: 'a/b', codes: ['ABC'] });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'leaderId']);
  });
});
