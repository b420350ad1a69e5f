// The administrators' functions, attacked by everyone who is not an active administrator: an
// Admin of the configured store whose access is not revoked, with a verified e-mail (the same
// rule as the app's session and firestore.rules, common/access.ts). Each caller sends a request
// that would change something if it were accepted; each is refused, and nothing changes: no
// code, account, role, request, store setting or activity entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import {
  activityAbout,
  activityBy,
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
  leaderFormInput,
  mailsTo,
  runId,
  type TestUser,
  createReadingLeader,
} from './helpers';

const ATTACKER_TEMPLATE = `https://atacante-${runId}.example/{code}`;

let admin: TestUser;
let leader: TestUser;
let registrant: TestUser;
let event: { id: string; name: string };
let code: string;
let templateBefore: unknown;
let shopKeyId: string;
const attackers = new Map<string, TestUser | null>();

const attackerKinds: Array<[label: string, create: () => Promise<TestUser | null>]> = [
  ['a signed-out caller', async () => null],
  ['a Leader of the store', () => createReadingLeader('ataque-lider')],
  ['a Producer of the store', () => createTestUser('ataque-productor', { role: 'Producer', storeId: DEFAULT_STORE_ID })],
  ['an Admin of another store', () => createTestUser('ataque-otra-tienda', { role: 'Admin', storeId: 'otra-tienda' })],
  ['an Admin whose access was revoked', () => createTestUser('ataque-revocado', { role: 'Admin', storeId: DEFAULT_STORE_ID, permissions: { read: false } })],
  ['an Admin whose e-mail is not verified', () => createTestUser('ataque-sin-verificar', { role: 'Admin', storeId: DEFAULT_STORE_ID }, { emailVerified: false })],
];

const leaderCodes = async () => (await db.collection('codes').where('leaderId.id', '==', leader.uid).get()).docs;

/** Each function with a request that would change something, and the proof that nothing did. */
const attacks: Array<[title: string, fn: string, request: () => Record<string, unknown>, unchanged: (request: Record<string, unknown>) => Promise<void>]> = [
  [
    'generateCodes',
    'generateCodes',
    () => ({ leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 3 }),
    async () => expect((await leaderCodes()).map((doc) => doc.get('code'))).toEqual([code]),
  ],
  [
    'createLeader',
    'createLeader',
    () => leaderFormInput({ email: `creado-por-atacante-${runId}-${Math.random().toString(36).slice(2, 8)}@pruebas.cr` }),
    async (request) => {
      await expect(auth.getUserByEmail(String(request.email))).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect(await mailsTo(String(request.email))).toHaveLength(0);
    },
  ],
  [
    'authorizeUser',
    'authorizeUser',
    () => ({ uid: registrant.uid }),
    async () => {
      expect((await db.doc(`users/${registrant.uid}`).get()).get('role')).toBeUndefined();
      expect((await db.doc(`notifications/${registrant.uid}`).get()).get('status')).toBe('Unread');
    },
  ],
  ['removeCodes', 'removeCodes', () => ({ codes: [code] }), async () => expect((await leaderCodes()).map((doc) => doc.get('status'))).toEqual(['available'])],
  ["removeCodes (a leader's page)", 'removeCodes', () => ({ codes: [code], leaderId: leader.uid }), async () => expect((await leaderCodes()).map((doc) => doc.get('status'))).toEqual(['available'])],
  ['setLeaderAccess', 'setLeaderAccess', () => ({ uid: leader.uid, read: false }), async () => expect((await db.doc(`users/${leader.uid}`).get()).get('permissions')).toEqual({ read: true })],
  [
    'rejectRegistration',
    'rejectRegistration',
    () => ({ uid: registrant.uid }),
    async () => {
      const request = (await db.doc(`notifications/${registrant.uid}`).get()).data();
      expect([request?.status, request?.resolution]).toEqual(['Unread', undefined]);
    },
  ],
  // Reads only: what matters is that it answers nothing about the accounts.
  ['describeRegistrations', 'describeRegistrations', () => ({ uids: [registrant.uid, leader.uid] }), async () => undefined],
  ['saveShopTemplate', 'saveShopTemplate', () => ({ template: ATTACKER_TEMPLATE }), async () => expect((await db.doc(`stores/${DEFAULT_STORE_ID}`).get()).get('shopCodeUrlTemplate')).toEqual(templateBefore)],
  // The shop API's keys (Tienda → 'Integración con la tienda').
  [
    'createShopKey',
    'createShopKey',
    () => ({ label: `Clave del atacante ${runId}` }),
    async (request) => expect((await db.collection('shopKeys').where('label', '==', request.label).get()).size).toBe(0),
  ],
  ['revokeShopKey', 'revokeShopKey', () => ({ keyId: shopKeyId }), async () => expect((await db.collection('shopKeys').where('keyId', '==', shopKeyId).get()).docs[0].get('revokedAt')).toBeNull()],
  // Reads only: it must list no key.
  ['listShopKeys', 'listShopKeys', () => ({}), async () => undefined],
];

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, leader, registrant, event] = await Promise.all([
    createAdmin(),
    createReadingLeader('lider-atacado'),
    createRegistration('registro-atacado'),
    createTestEvent(),
  ]);
  [code] = (await callAs<{ codes: string[] }>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 1 })).codes;
  templateBefore = (await db.doc(`stores/${DEFAULT_STORE_ID}`).get()).get('shopCodeUrlTemplate');
  shopKeyId = (await callAs<{ shopKey: { keyId: string } }>(admin, 'createShopKey', { label: `Clave atacada ${runId}` })).shopKey.keyId;
  for (const [label, create] of attackerKinds) attackers.set(label, await create());
});

afterAll(closeAdminApp);

describe.each(attackerKinds)('%s', (label) => {
  it.each(attacks)('is refused by %s, and nothing changes', async (_title, fn, request, unchanged) => {
    const attacker = attackers.get(label) ?? null;
    const data = request();
    const error = await callableError(attacker, fn, data);
    expect(error.status).toBe(attacker ? 'PERMISSION_DENIED' : 'UNAUTHENTICATED');
    expect(error.message).toMatch(/administrador|sesión/);
    await unchanged(data);
    if (attacker) expect(await activityBy(attacker.uid)).toEqual([]);
    expect(await activityAbout(leader.uid)).toEqual([expect.objectContaining({ kind: 'codes-generated', actor: expect.objectContaining({ uid: admin.uid }) })]);
    expect(await activityAbout(registrant.uid)).toEqual([]);
  });
});
