// What each leader's codes sold (leaderSales/{uid}, its eventSales/{eventId}) holds amounts and
// refunds: the store's business with its promoters. Attacked through the rules (firestore.rules)
// by every persona: no leader reads any of it (another leader's, or their own), nor an order (the
// ids and amounts of the orders of their own codes included), nor what each order added
// (salesRecords); nobody writes any of it; an active administrator of the configured store reads
// the figures of the store's leaders a page at a time, never another store's.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreRulesEnvironment, stopFirestoreRulesEnvironment } from '@tests/support/firestore-rules-environment';
import { firestoreAs, firestoreOf, seedUsers, storePersona, testEachRefused, type Persona, type RulesAttempt } from '@tests/support/rules-personas';
import { DEFAULT_STORE_ID, ROLE_ADMIN, ROLE_LEADER } from '@common/constants';
import { ZERO_SALES } from '@common/leader-sales';


const SELLER = storePersona('the leader who sold', 'lider-vendedor', ROLE_LEADER);
const ADMIN = storePersona('an active administrator', 'admin-activo', ROLE_ADMIN);
const PERSONAS: Persona[] = [
  SELLER,
  storePersona('another leader of the store', 'lider-otro', ROLE_LEADER),
  storePersona('a leader of another store', 'lider-otra-tienda', ROLE_LEADER, { storeId: 'otra-tienda' }),
  storePersona('a revoked leader', 'lider-revocado', ROLE_LEADER, { permissions: { read: false } }),
  storePersona('a producer of the store', 'productor', 'Producer'),
  ADMIN,
  storePersona('an administrator of another store', 'admin-otra-tienda', ROLE_ADMIN, { storeId: 'otra-tienda' }),
  storePersona('a revoked administrator', 'admin-revocado', ROLE_ADMIN, { permissions: { read: false } }),
  storePersona('an administrator with an unverified e-mail', 'admin-sin-verificar', ROLE_ADMIN, { emailVerified: false }),
];
type Who = Persona | null;
const EVERYONE: Who[] = [null, ...PERSONAS];
const NOT_ADMIN: Who[] = EVERYONE.filter((who) => who !== ADMIN);
const labelOf = (who: Who) => who?.label ?? 'a signed-out visitor';

const EVENT_ID = 'evento-ventas';
const ORDER_KEY = 'e'.repeat(64);
const CODE_ID = 'codigo-vendido';
const OTHER_STORE_LEADER = 'lider-otra-tienda';
const figures = { ...ZERO_SALES, orders: 2, tickets: 3, amount: 45000 };

let testEnv: RulesTestEnvironment;
const dbOf = (who: Who) => firestoreAs(testEnv, who);

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('sales');
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await seedUsers(db, PERSONAS);
    await setDoc(doc(db, 'leaderSales', SELLER.uid), { storeId: DEFAULT_STORE_ID, leaderId: SELLER.uid, ...figures });
    await setDoc(doc(db, 'leaderSales', SELLER.uid, 'eventSales', EVENT_ID), { storeId: DEFAULT_STORE_ID, leaderId: SELLER.uid, eventId: EVENT_ID, ...figures });
    await setDoc(doc(db, 'leaderSales', OTHER_STORE_LEADER), { storeId: 'otra-tienda', leaderId: OTHER_STORE_LEADER, ...figures });
    await setDoc(doc(db, 'leaderSales', OTHER_STORE_LEADER, 'eventSales', EVENT_ID), { storeId: 'otra-tienda', leaderId: OTHER_STORE_LEADER, eventId: EVENT_ID, ...figures });
    await setDoc(doc(db, 'salesRecords', ORDER_KEY), { storeId: DEFAULT_STORE_ID, leaderId: SELLER.uid, eventId: EVENT_ID, contributed: figures });
    await setDoc(doc(db, 'shopOrders', ORDER_KEY), {
      orderId: 'pedido-vendido',
      storeId: DEFAULT_STORE_ID,
      codeId: CODE_ID,
      code: 'VENDIDO1',
      eventId: EVENT_ID,
      leaderId: SELLER.uid,
      status: 'confirmed',
      tickets: 3,
      amount: 45000,
    });
  });
});

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

const storeSalesPage = (db: Firestore, size = 100) => query(collection(db, 'leaderSales'), where('storeId', '==', DEFAULT_STORE_ID), orderBy('tickets', 'desc'), limit(size));
const eventSalesPage = (db: Firestore, size = 100) =>
  query(collectionGroup(db, 'eventSales'), where('storeId', '==', DEFAULT_STORE_ID), where('eventId', '==', EVENT_ID), orderBy('tickets', 'desc'), limit(size));

const SALES_READS: RulesAttempt[] = [
  ["get the seller's store-wide sales", (db) => getDoc(doc(db, 'leaderSales', SELLER.uid))],
  ["get the seller's sales of an event", (db) => getDoc(doc(db, 'leaderSales', SELLER.uid, 'eventSales', EVENT_ID))],
  ["list the seller's sales per event", (db) => getDocs(query(collection(db, 'leaderSales', SELLER.uid, 'eventSales'), where('storeId', '==', DEFAULT_STORE_ID), limit(10)))],
  ["list the store's leaders by sales", (db) => getDocs(storeSalesPage(db))],
  ["list one event's sales of every leader", (db) => getDocs(eventSalesPage(db))],
];

const SERVER_ONLY_READS: RulesAttempt[] = [
  ['get an order of the seller', (db) => getDoc(doc(db, 'shopOrders', ORDER_KEY))],
  ["list the orders of the seller's code (their ids and amounts)", (db) => getDocs(query(collection(db, 'shopOrders'), where('codeId', '==', CODE_ID), limit(10)))],
  ["list the seller's orders", (db) => getDocs(query(collection(db, 'shopOrders'), where('leaderId', '==', SELLER.uid), limit(10)))],
  ['get what an order added to the figures', (db) => getDoc(doc(db, 'salesRecords', ORDER_KEY))],
  ["list what the seller's orders added", (db) => getDocs(query(collection(db, 'salesRecords'), where('leaderId', '==', SELLER.uid), limit(10)))],
];

const WRITES: RulesAttempt[] = [
  ["raise the seller's sales", (db) => updateDoc(doc(db, 'leaderSales', SELLER.uid), { tickets: 999, amount: 1 })],
  ['create sales for oneself', (db) => setDoc(doc(db, 'leaderSales', 'lider-otro'), { storeId: DEFAULT_STORE_ID, leaderId: 'lider-otro', ...figures })],
  ["change an event's sales", (db) => setDoc(doc(db, 'leaderSales', SELLER.uid, 'eventSales', EVENT_ID), { storeId: DEFAULT_STORE_ID, ...ZERO_SALES })],
  ["delete the seller's sales", (db) => deleteDoc(doc(db, 'leaderSales', SELLER.uid))],
  ["rewrite what an order added", (db) => setDoc(doc(db, 'salesRecords', ORDER_KEY), { contributed: ZERO_SALES })],
];

describe("a leader's sales are the administrators' only", () => {
  for (const [what, run] of SALES_READS) {
    for (const who of NOT_ADMIN) {
      it(`${labelOf(who)} cannot ${what}`, async () => {
        await assertFails(run(dbOf(who)));
      });
    }
    it(`an active administrator can ${what}`, async () => {
      await assertSucceeds(run(dbOf(ADMIN)));
    });
  }

  it('an active administrator reads the figures as the server kept them', async () => {
    expect((await getDoc(doc(dbOf(ADMIN), 'leaderSales', SELLER.uid))).data()).toMatchObject(figures);
    const page = await getDocs(eventSalesPage(dbOf(ADMIN)));
    expect(page.docs.map((d) => d.get('leaderId'))).toEqual([SELLER.uid]);
  });

  it("an active administrator cannot read another store's leader's sales, nor list without the store or a page's limit", async () => {
    const db = dbOf(ADMIN);
    await assertFails(getDoc(doc(db, 'leaderSales', OTHER_STORE_LEADER)));
    await assertFails(getDoc(doc(db, 'leaderSales', OTHER_STORE_LEADER, 'eventSales', EVENT_ID)));
    await assertFails(getDocs(query(collection(db, 'leaderSales'), where('storeId', '==', 'otra-tienda'), limit(10))));
    await assertFails(getDocs(query(collectionGroup(db, 'eventSales'), where('eventId', '==', EVENT_ID), limit(10))));
    await assertFails(getDocs(query(collection(db, 'leaderSales'), where('storeId', '==', DEFAULT_STORE_ID))));
    await assertFails(getDocs(storeSalesPage(db, 501)));
    await assertFails(getDocs(eventSalesPage(db, 501)));
  });
});

describe('the orders and what each added stay the server’s', () => {
  testEachRefused(SERVER_ONLY_READS, EVERYONE, dbOf);
});

describe('only the server writes the sales', () => {
  testEachRefused(WRITES, EVERYONE, dbOf);
});
