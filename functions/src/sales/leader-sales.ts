// The leaders' sales figures (leaderSales/{uid} and its eventSales/{eventId},
// common/leader-sales.ts), kept from the shop's orders as pretix keeps a quota: the figures and
// the record of what each order added to them (salesRecords/{orderKey}) change in one
// transaction. `syncOrderSales` reads the order as it stands now and its record, and applies
// only the difference, so a delivery repeated, late, or out of order adds nothing wrong: whatever
// the event said, the order's current state is what counts, once.
//
// The repair (`npm run admin -- recount-sales`, `recountLeaderSales`) syncs every order of the
// leader the same way, then rewrites the figures as the sum of the records in one transaction.
//
// No firebase-admin at run time: the Firestore handles come in (the CLI and the tests use their
// own copy of the SDK).
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../../../common/text-fields';
import {
  addSales,
  isZeroSales,
  orderContribution,
  salesFiguresOf,
  sameSales,
  SALES_KEYS,
  subtractSales,
  ZERO_SALES,
  type SalesFigures,
} from '../../../common/leader-sales';
import { COLLECTIONS, LEADER_EVENT_SALES } from '../../../common/collections';

export interface SalesKit {
  db: Firestore;
  FieldValue: { increment(n: number): unknown; serverTimestamp(): unknown };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function leaderSalesRef(db: Firestore, leaderId: string): DocumentReference {
  return db.collection(COLLECTIONS.leaderSales).doc(leaderId);
}

export function leaderEventSalesRef(db: Firestore, leaderId: string, eventId: string): DocumentReference {
  return leaderSalesRef(db, leaderId).collection(LEADER_EVENT_SALES).doc(eventId);
}

const increments = (kit: SalesKit, delta: SalesFigures) => Object.fromEntries(SALES_KEYS.map((key) => [key, kit.FieldValue.increment(delta[key])]));

/**
 * Brings the figures of the order's leader up to date with the order as it stands. Returns the
 * difference applied (zero when there was none).
 */
export async function syncOrderSales(kit: SalesKit, orderKey: string): Promise<SalesFigures> {
  const { db } = kit;
  const orderRef = db.collection(COLLECTIONS.shopOrders).doc(orderKey);
  const recordRef = db.collection(COLLECTIONS.salesRecords).doc(orderKey);
  return db.runTransaction(async (transaction) => {
    const [order, record] = await transaction.getAll(orderRef, recordRef);
    // The leader, event and store of an order never change; a record outlives a deleted order.
    const where = order.exists ? order : record;
    const leaderId = text(where.get('leaderId'));
    const eventId = text(where.get('eventId'));
    const storeId = text(where.get('storeId'));
    if (!where.exists || !isDocumentId(leaderId) || !isDocumentId(eventId)) return ZERO_SALES;
    const now = order.exists ? orderContribution(order.data()) : ZERO_SALES;
    const before = record.exists ? salesFiguresOf(record.get('contributed')) : ZERO_SALES;
    const delta = subtractSales(now, before);
    if (isZeroSales(delta)) return ZERO_SALES;
    const updatedAt = kit.FieldValue.serverTimestamp();
    transaction.set(leaderSalesRef(db, leaderId), { storeId, leaderId, ...increments(kit, delta), updatedAt }, { merge: true });
    transaction.set(leaderEventSalesRef(db, leaderId, eventId), { storeId, leaderId, eventId, ...increments(kit, delta), updatedAt }, { merge: true });
    transaction.set(recordRef, { storeId, leaderId, eventId, contributed: now, updatedAt });
    return delta;
  });
}

/** A leader's figures as the records add them up, and as stored. */
export interface LeaderSalesCount {
  total: SalesFigures;
  events: Record<string, SalesFigures>;
  stored: { total: SalesFigures; events: Record<string, SalesFigures> };
  matches: boolean;
}

function sameEvents(a: Record<string, SalesFigures>, b: Record<string, SalesFigures>): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...ids].every((id) => sameSales(a[id] ?? ZERO_SALES, b[id] ?? ZERO_SALES));
}

/**
 * Counts a leader's figures from their orders (each synced first) and, unless `check`, writes
 * them: the figures and the records change together in one transaction, so the trigger and the
 * repair never count an order twice.
 */
export async function recountLeaderSales(kit: SalesKit, leaderId: string, { check = false }: { check?: boolean } = {}): Promise<LeaderSalesCount> {
  const { db } = kit;
  const orders = await db.collection(COLLECTIONS.shopOrders).where('leaderId', '==', leaderId).select().get();
  const records = await db.collection(COLLECTIONS.salesRecords).where('leaderId', '==', leaderId).select().get();
  const keys = new Set([...orders.docs.map((doc) => doc.id), ...records.docs.map((doc) => doc.id)]);
  if (check) return countFromOrders(kit, leaderId);
  for (const key of keys) await syncOrderSales(kit, key);
  return db.runTransaction(async (transaction) => {
    const [recorded, stored, storedEvents] = await Promise.all([
      transaction.get(db.collection(COLLECTIONS.salesRecords).where('leaderId', '==', leaderId)),
      transaction.get(leaderSalesRef(db, leaderId)),
      transaction.get(leaderSalesRef(db, leaderId).collection(LEADER_EVENT_SALES)),
    ]);
    let total = ZERO_SALES;
    const events: Record<string, SalesFigures> = {};
    let storeId = text(stored.get('storeId'));
    for (const record of recorded.docs) {
      const figures = salesFiguresOf(record.get('contributed'));
      const eventId = text(record.get('eventId'));
      storeId ||= text(record.get('storeId'));
      total = addSales(total, figures);
      if (isDocumentId(eventId)) events[eventId] = addSales(events[eventId] ?? ZERO_SALES, figures);
    }
    const storedFigures = { total: salesFiguresOf(stored.data()), events: Object.fromEntries(storedEvents.docs.map((doc) => [doc.id, salesFiguresOf(doc.data())])) };
    const matches = sameSales(total, storedFigures.total) && sameEvents(events, storedFigures.events);
    if (!matches) {
      const updatedAt = kit.FieldValue.serverTimestamp();
      if (stored.exists || !isZeroSales(total)) transaction.set(leaderSalesRef(db, leaderId), { storeId, leaderId, ...total, updatedAt });
      for (const [eventId, figures] of Object.entries(events)) transaction.set(leaderEventSalesRef(db, leaderId, eventId), { storeId, leaderId, eventId, ...figures, updatedAt });
      for (const doc of storedEvents.docs) if (!(doc.id in events)) transaction.set(doc.ref, { storeId, leaderId, eventId: doc.id, ...ZERO_SALES, updatedAt });
    }
    return { total, events, stored: storedFigures, matches };
  });
}

/** What `--check` compares: the figures the leader's orders make now against those stored (no write). */
async function countFromOrders(kit: SalesKit, leaderId: string): Promise<LeaderSalesCount> {
  const { db } = kit;
  return db.runTransaction(
    async (transaction) => {
      const [orders, stored, storedEvents] = await Promise.all([
        transaction.get(db.collection(COLLECTIONS.shopOrders).where('leaderId', '==', leaderId).select('status', 'releaseReason', 'tickets', 'amount', 'eventId')),
        transaction.get(leaderSalesRef(db, leaderId)),
        transaction.get(leaderSalesRef(db, leaderId).collection(LEADER_EVENT_SALES)),
      ]);
      let total = ZERO_SALES;
      const events: Record<string, SalesFigures> = {};
      for (const order of orders.docs) {
        const figures = orderContribution(order.data());
        const eventId = text(order.get('eventId'));
        total = addSales(total, figures);
        if (!isZeroSales(figures) && isDocumentId(eventId)) events[eventId] = addSales(events[eventId] ?? ZERO_SALES, figures);
      }
      const storedFigures = { total: salesFiguresOf(stored.data()), events: Object.fromEntries(storedEvents.docs.map((doc) => [doc.id, salesFiguresOf(doc.data())])) };
      return { total, events, stored: storedFigures, matches: sameSales(total, storedFigures.total) && sameEvents(events, storedFigures.events) };
    },
    { readOnly: true },
  );
}
