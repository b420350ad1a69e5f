// lookUpCodes: the validator's server lookup of a leader's codes by value. It answers with the
// caller's own tracked codes only, whatever they ask for, and only to a leader who may read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithPassword } from '../../../scripts/admin/callable';
import { LEADER_PROFILE } from '../../support/accounts';
import { auth, authEmulatorHost, callableError, callAs, closeAdminApp, createAdmin, createTestEvent, createTestUser, db, DEMO_PASSWORD, runId, type TestUser } from './helpers';

interface Found {
  codes: Array<{ id: string; code: string; status: string; currentUses: number; maxUses: number; leaderId: string; eventId: string; eventName: string | null; createdAtMs: number }>;
}

let admin: TestUser;
let laura: TestUser;
let diego: TestUser;
let lauraCodes: string[];
let diegoCodes: string[];
let event: { id: string; name: string };

const leaderProfile = { ...LEADER_PROFILE, firstName: 'Lía', lastName: 'Prueba' };

async function generate(leader: TestUser, quantity: number): Promise<string[]> {
  const result = await callAs<{ codes: string[] }>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 3, maxTickets: 1, code_type: 'leader', quantity });
  return result.codes;
}

const codeRef = async (code: string) => (await db.collection('codes').where('code', '==', code).get()).docs[0].ref;

beforeAll(async () => {
  [admin, laura, diego, event] = await Promise.all([createAdmin(), createTestUser('laura', leaderProfile), createTestUser('diego', leaderProfile), createTestEvent()]);
  [lauraCodes, diegoCodes] = await Promise.all([generate(laura, 4), generate(diego, 1)]);
  // One expired, one deleted: the validator asks the server about both.
  await (await codeRef(lauraCodes[0])).update({ status: 'expired', currentUses: 2 });
  await callAs(admin, 'removeCodes', { codes: [lauraCodes[1]] });
});

afterAll(closeAdminApp);

describe('lookUpCodes', () => {
  it("answers with the leader's own tracked codes, expired ones with their uses, whatever case the values come in", async () => {
    const found = await callAs<Found>(laura, 'lookUpCodes', { codes: [lauraCodes[0].toLowerCase(), lauraCodes[2]] });
    expect(found.codes.map(({ code, status, currentUses, maxUses, eventName }) => ({ code, status, currentUses, maxUses, eventName })).sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [
        { code: lauraCodes[0], status: 'expired', currentUses: 2, maxUses: 3, eventName: event.name },
        { code: lauraCodes[2], status: 'available', currentUses: 0, maxUses: 3, eventName: event.name },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
    expect(found.codes.every((code) => code.leaderId === laura.uid && code.createdAtMs > 0)).toBe(true);
  });

  it("answers nothing about another leader's code, a deleted code or an unknown value: they look the same", async () => {
    const found = await callAs<Found>(laura, 'lookUpCodes', { codes: [diegoCodes[0], lauraCodes[1], `NOEXISTE${runId}`] });
    expect(found.codes).toEqual([]);
  });

  it('refuses every caller who is not a reading leader of the store: an administrator, a Producer, another store’s leader, a revoked or unverified leader, and a visitor', async () => {
    const [producer, otherStore, revoked, unverified] = await Promise.all([
      createTestUser('productor', { role: 'Producer', storeId: 'account-default-config' }),
      createTestUser('otra-tienda', { ...leaderProfile, storeId: `otra-${runId}` }),
      createTestUser('revocado', { ...leaderProfile, permissions: { read: false } }),
      createTestUser('sin-verificar', leaderProfile),
    ]);
    await auth.updateUser(unverified.uid, { emailVerified: false });
    const unverifiedAgain = await createTestUserToken(unverified);
    for (const caller of [admin, producer, otherStore, revoked, unverifiedAgain]) {
      const error = await callableError(caller, 'lookUpCodes', { codes: [lauraCodes[2]] });
      expect(error.status).toBe('PERMISSION_DENIED');
    }
    expect((await callableError(null, 'lookUpCodes', { codes: [lauraCodes[2]] })).status).toBe('UNAUTHENTICATED');
  });

  it('answers invalid-argument naming codes for an empty or oversized list', async () => {
    for (const codes of [[], Array.from({ length: 1001 }, (_, i) => `C${i}`), 'ABC']) {
      const error = await callableError(laura, 'lookUpCodes', { codes });
      expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'codes']);
    }
  });
});

describe('lookUpCodes with leaderId (an administrator, before removing codes from a leader)', () => {
  it("answers with that leader's codes a removal would take, expired ones included, and nothing about deleted, other leaders' or unknown values", async () => {
    const asked = [lauraCodes[0].toLowerCase(), lauraCodes[1], lauraCodes[3], diegoCodes[0], `NOEXISTE${runId}`];
    const found = await callAs<Found>(admin, 'lookUpCodes', { codes: asked, leaderId: laura.uid });
    expect(found.codes.map(({ code, status }) => ({ code, status })).sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [
        { code: lauraCodes[0], status: 'expired' },
        { code: lauraCodes[3], status: 'available' },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
    expect((await callAs<Found>(admin, 'lookUpCodes', { codes: [diegoCodes[0], lauraCodes[1]], leaderId: laura.uid })).codes).toEqual([]);
  });

  it('refuses every caller who is not an active administrator of the store: the leader themselves, another leader, a Producer, another store’s administrator, and a visitor', async () => {
    const [producer, otherStoreAdmin] = await Promise.all([
      createTestUser('productor-lookup', { role: 'Producer', storeId: 'account-default-config' }),
      createTestUser('admin-otra-tienda', { role: 'Admin', storeId: `otra-${runId}` }),
    ]);
    for (const caller of [laura, diego, producer, otherStoreAdmin]) {
      const error = await callableError(caller, 'lookUpCodes', { codes: [lauraCodes[2]], leaderId: laura.uid });
      expect(error.status).toBe('PERMISSION_DENIED');
    }
    expect((await callableError(null, 'lookUpCodes', { codes: [lauraCodes[2]], leaderId: laura.uid })).status).toBe('UNAUTHENTICATED');
  });

  it("refuses a uid that is not a leader of this store, without saying anything of its codes", async () => {
    const otherStoreLeader = await createTestUser('lider-otra-tienda', { ...leaderProfile, storeId: `otra-${runId}` });
    expect((await callableError(admin, 'lookUpCodes', { codes: [lauraCodes[2]], leaderId: otherStoreLeader.uid })).status).toBe('FAILED_PRECONDITION');
    expect((await callableError(admin, 'lookUpCodes', { codes: [lauraCodes[2]], leaderId: admin.uid })).status).toBe('FAILED_PRECONDITION');
    expect((await callableError(admin, 'lookUpCodes', { codes: [lauraCodes[2]], leaderId: `nadie-${runId}` })).status).toBe('NOT_FOUND');
  });
});

/** The user signed in again, so the token carries the e-mail state Auth has now. */
async function createTestUserToken(user: TestUser): Promise<TestUser> {
  return { ...user, idToken: await signInWithPassword({ authEmulatorHost, apiKey: 'fake-api-key', email: user.email, password: DEMO_PASSWORD }) };
}
