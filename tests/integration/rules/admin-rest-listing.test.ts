// An active administrator of this store tries to download the codes collection through the
// Firestore REST API, with a real ID token from the Auth emulator: the list method with a huge
// pageSize, and queries without a limit or with a limit above the largest page the area reads.
// firestore.rules must refuse every way of listing that is not a query on this store's codes
// with a limit of at most 2,500.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { closeAdminApp, createAdmin, createTestEvent, createTestStore, createTestUser, projectId, writeCodeByHand, type TestUser } from '../functions/helpers';

const RULES = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

let testEnv: RulesTestEnvironment;
let admin: TestUser;

const headers = () => ({ Authorization: `Bearer ${admin.idToken}`, 'Content-Type': 'application/json' });
const list = (query: string) => fetch(`${documentsUrl}/codes?${query}`, { headers: headers() });
const storeFilter = (storeId: string) => ({ fieldFilter: { field: { fieldPath: 'storeId' }, op: 'EQUAL', value: { stringValue: storeId } } });
const runQuery = (structuredQuery: Record<string, unknown>) =>
  fetch(`${documentsUrl}:runQuery`, { method: 'POST', headers: headers(), body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'codes' }], ...structuredQuery } }) });

beforeAll(async () => {
  if (!firestoreHost) throw new Error('FIRESTORE_EMULATOR_HOST is not set.');
  const [host, port] = firestoreHost.split(':');
  // The emulator evaluates the rules of this working copy, whatever it was started with.
  testEnv = await initializeTestEnvironment({ projectId, firestore: { host, port: Number(port), rules: RULES } });
  const [created, { storeId: otherStoreId }, event] = await Promise.all([createAdmin(), createTestStore(), createTestEvent()]);
  admin = created;
  const [ours, stranger] = await Promise.all([
    createTestUser('rest-lider', { role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true } }),
    createTestUser('rest-ajeno', { role: 'Leader', storeId: otherStoreId, permissions: { read: true } }),
  ]);
  await Promise.all([writeCodeByHand(ours.uid, DEFAULT_STORE_ID, event.id), writeCodeByHand(stranger.uid, otherStoreId, event.id)]);
});

afterAll(async () => {
  await testEnv?.cleanup();
  await closeAdminApp();
});

describe('an active administrator listing codes through the Firestore REST API', () => {
  it('is refused the list method, with a huge page or a small one', async () => {
    expect((await list('pageSize=100000')).status).toBe(403);
    expect((await list('pageSize=10')).status).toBe(403);
  });

  it("is refused a query on this store's codes without a limit, or with a limit above 2,500", async () => {
    expect((await runQuery({ where: storeFilter(DEFAULT_STORE_ID) })).status).toBe(403);
    expect((await runQuery({ where: storeFilter(DEFAULT_STORE_ID), limit: 100000 })).status).toBe(403);
  });

  it("is refused a query that does not keep to this store's codes", async () => {
    expect((await runQuery({ limit: 10 })).status).toBe(403);
  });

  it("reads a page of this store's codes, at most 2,500, and only this store's", async () => {
    const response = await runQuery({ where: storeFilter(DEFAULT_STORE_ID), limit: 2500 });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<{ document?: { fields: { storeId: { stringValue: string } } } }>;
    const stores = new Set(rows.flatMap((row) => (row.document ? [row.document.fields.storeId.stringValue] : [])));
    expect([...stores]).toEqual([DEFAULT_STORE_ID]);
  });
});
