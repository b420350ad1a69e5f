// What the shop API keeps is the server's alone, attacked through the rules (firestore.rules) by
// every persona, the administrator included: the integration keys (shopKeys), the orders and holds
// (shopOrders, codes/{id}/uses), the keys' rate counters (shopRateLimits); and a code's uses and
// status, and the events, which only the shop API and the functions change. No browser reads or
// writes any of them: a leader cannot raise their own code's uses or free it, an administrator
// cannot read a key's hash or an order.
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreRulesEnvironment, stopFirestoreRulesEnvironment } from '@tests/support/firestore-rules-environment';
import { firestoreAs, firestoreOf, seedUsers, storePersona, testEachRefused, type Persona, type RulesAttempt } from '@tests/support/rules-personas';
import { DEFAULT_STORE_ID, ROLE_ADMIN, ROLE_LEADER } from '@common/constants';


const OWNER = storePersona("the code's own leader", 'lider-dueno', ROLE_LEADER);
const PERSONAS: Persona[] = [
  OWNER,
  storePersona('another leader of the store', 'lider-otro', ROLE_LEADER),
  storePersona('a leader of another store', 'lider-otra-tienda', ROLE_LEADER, { storeId: 'otra-tienda' }),
  storePersona('a producer of the store', 'productor', 'Producer'),
  storePersona('an active administrator', 'admin-activo', ROLE_ADMIN),
  storePersona('an administrator of another store', 'admin-otra-tienda', ROLE_ADMIN, { storeId: 'otra-tienda' }),
  storePersona('a revoked administrator', 'admin-revocado', ROLE_ADMIN, { permissions: { read: false } }),
  storePersona('an administrator with an unverified e-mail', 'admin-sin-verificar', ROLE_ADMIN, { emailVerified: false }),
];
type Who = Persona | null;
const EVERYONE: Who[] = [null, ...PERSONAS];

const CODE_ID = 'codigo-tienda-1';
const ORDER_KEY = 'a'.repeat(64);
const KEY_HASH = 'b'.repeat(64);
const seedTime = Timestamp.fromDate(new Date('2026-11-01T12:00:00Z'));

let testEnv: RulesTestEnvironment;
const dbOf = (who: Who) => firestoreAs(testEnv, who);

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('shop');
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await seedUsers(db, PERSONAS);
    await setDoc(doc(db, 'events', 'evento-tienda'), { name: 'Evento de la tienda', startsAt: seedTime, endsAt: seedTime, codesState: 'open' });
    await setDoc(doc(db, 'codes', CODE_ID), {
      code: 'TIENDA01',
      status: 'available',
      currentUses: 0,
      maxUses: 2,
      maxTickets: 2,
      code_type: 'leader',
      storeId: DEFAULT_STORE_ID,
      leaderId: { id: OWNER.uid, displayName: 'Dueño' },
      eventId: { id: 'evento-tienda', name: 'Evento de la tienda' },
      trackingId: 'lote-tienda',
      createdAt: seedTime,
      updatedAt: seedTime,
      deletedAt: null,
    });
    await setDoc(doc(db, 'codes', CODE_ID, 'uses', '0'), { orderKey: ORDER_KEY, state: 'held', liveUntil: seedTime, updatedAt: seedTime });
    await setDoc(doc(db, 'shopOrders', ORDER_KEY), { orderId: 'pedido-1', storeId: DEFAULT_STORE_ID, codeId: CODE_ID, code: 'TIENDA01', leaderId: OWNER.uid, status: 'reserved', use: 0, tickets: 1 });
    await setDoc(doc(db, 'shopKeys', KEY_HASH), { keyId: 'clave-1', storeId: DEFAULT_STORE_ID, last4: '2026', label: null, createdAt: seedTime, revokedAt: null });
    await setDoc(doc(db, 'shopRateLimits', `${KEY_HASH.slice(0, 32)}-1-0`), { count: 3 });
  });
});

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

const READS: RulesAttempt[] = [
  ['get an integration key', (db) => getDoc(doc(db, 'shopKeys', KEY_HASH))],
  ['list the integration keys', (db) => getDocs(query(collection(db, 'shopKeys'), where('storeId', '==', DEFAULT_STORE_ID), limit(10)))],
  ['get an order', (db) => getDoc(doc(db, 'shopOrders', ORDER_KEY))],
  ["list a leader's orders", (db) => getDocs(query(collection(db, 'shopOrders'), where('leaderId', '==', OWNER.uid), limit(10)))],
  ["get a hold on the code", (db) => getDoc(doc(db, 'codes', CODE_ID, 'uses', '0'))],
  ["list the code's uses", (db) => getDocs(collection(db, 'codes', CODE_ID, 'uses'))],
  ["read a key's rate counter", (db) => getDoc(doc(db, 'shopRateLimits', `${KEY_HASH.slice(0, 32)}-1-0`))],
];

const WRITES: RulesAttempt[] = [
  ['create an integration key', (db) => setDoc(doc(db, 'shopKeys', 'c'.repeat(64)), { keyId: 'mia', storeId: DEFAULT_STORE_ID, last4: 'abcd', revokedAt: null })],
  ['un-revoke or change an integration key', (db) => updateDoc(doc(db, 'shopKeys', KEY_HASH), { revokedAt: null, storeId: DEFAULT_STORE_ID })],
  ['delete an integration key', (db) => deleteDoc(doc(db, 'shopKeys', KEY_HASH))],
  ['create an order', (db) => setDoc(doc(db, 'shopOrders', 'd'.repeat(64)), { orderId: 'mio', codeId: CODE_ID, status: 'confirmed' })],
  ['confirm or refund an order', (db) => updateDoc(doc(db, 'shopOrders', ORDER_KEY), { status: 'confirmed', amount: 1 })],
  ['delete an order', (db) => deleteDoc(doc(db, 'shopOrders', ORDER_KEY))],
  ['take a use of the code', (db) => setDoc(doc(db, 'codes', CODE_ID, 'uses', '1'), { orderKey: 'x', state: 'confirmed', liveUntil: serverTimestamp() })],
  ["free the code's held use", (db) => deleteDoc(doc(db, 'codes', CODE_ID, 'uses', '0'))],
  ['confirm a held use', (db) => updateDoc(doc(db, 'codes', CODE_ID, 'uses', '0'), { state: 'confirmed' })],
  ["raise the code's uses", (db) => updateDoc(doc(db, 'codes', CODE_ID), { currentUses: 2, status: 'expired' })],
  ["lower the code's uses or make it available", (db) => updateDoc(doc(db, 'codes', CODE_ID), { currentUses: 0, status: 'available', maxUses: 99 })],
  ["move the code to another store", (db) => updateDoc(doc(db, 'codes', CODE_ID), { storeId: 'otra-tienda' })],
  ['create an event', (db) => setDoc(doc(db, 'events', 'evento-falso'), { name: 'Falso', startsAt: serverTimestamp(), endsAt: serverTimestamp() })],
  ["move an event's end", (db) => updateDoc(doc(db, 'events', 'evento-tienda'), { endsAt: serverTimestamp() })],
  ["reset a key's rate counter", (db) => setDoc(doc(db, 'shopRateLimits', `${KEY_HASH.slice(0, 32)}-1-0`), { count: 0 })],
];

describe("what only the shop API reads", () => {
  testEachRefused(READS, EVERYONE, dbOf);
});

describe('what only the shop API and the functions write', () => {
  testEachRefused(WRITES, EVERYONE, dbOf);

  it("leaves the code, its use and the order exactly as the server wrote them", async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      expect((await getDoc(doc(db, 'codes', CODE_ID))).data()).toMatchObject({ currentUses: 0, status: 'available', maxUses: 2, storeId: DEFAULT_STORE_ID });
      expect((await getDoc(doc(db, 'codes', CODE_ID, 'uses', '0'))).data()).toMatchObject({ state: 'held' });
      expect((await getDocs(collection(db, 'codes', CODE_ID, 'uses'))).size).toBe(1);
      expect((await getDoc(doc(db, 'shopOrders', ORDER_KEY))).data()).toMatchObject({ status: 'reserved' });
      expect((await getDoc(doc(db, 'shopKeys', KEY_HASH))).data()).toMatchObject({ revokedAt: null });
    });
  });

  it("still lets the code's own leader read the code itself (its uses and status as the server keeps them)", async () => {
    const code = await assertSucceeds(getDoc(doc(dbOf(OWNER), 'codes', CODE_ID)));
    expect(code.get('currentUses')).toBe(0);
  });
});
