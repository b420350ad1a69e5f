// What each leader's codes sold, kept by the server from the shop's orders: the code's
// ticketsSold and the leader's code summaries (what the leader sees), and the sales figures of
// leaderSales/{uid} and its eventSales/{eventId} (what the administrators see). Orders go through
// the shop API as a shop sends them; the trigger's own handler is then run again by hand, as a
// repeated or late delivery would, and the repair recomputes what was spoiled.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZERO_SALES } from '@common/leader-sales';
import { recountLeaderSales, syncOrderSales } from '../../../functions/src/sales/leader-sales';
import { shopOrderKey } from '../../../functions/src/shop/keys';
import type { LeaderOrdersPage } from '@common/schemas';
import { callableError, callAs, closeAdminApp, createReadingLeader, createTestUser, db } from './helpers';
import { codeDoc, confirm, DEFAULT_STORE_ID, hold, newCode, putEvent, release, shopFixture, uniqueId, usesOf, type ShopFixture } from './shop-helpers';

const kit = { db, FieldValue };
let fixture: ShopFixture;

beforeAll(async () => {
  fixture = await shopFixture('ventas');
});
afterAll(closeAdminApp);

const salesOf = async (uid: string) => (await db.doc(`leaderSales/${uid}`).get()).data() ?? null;
const eventSalesOf = async (uid: string, eventId: string) => (await db.doc(`leaderSales/${uid}/eventSales/${eventId}`).get()).data() ?? null;
const summaryEventOf = async (uid: string, eventId: string) => ((await db.doc(`codeSummaries/${uid}`).get()).get(`events`) as Record<string, Record<string, unknown>> | undefined)?.[eventId] ?? null;
// The first confirmation of a run waits for the triggers to start on a busy machine.
const poll = { timeout: 150_000, interval: 500 };

async function sell(code: string, eventId: string, tickets: number, amount: number): Promise<string> {
  const orderId = uniqueId('venta');
  expect((await hold(orderId, code, eventId, { tickets })).status).toBe(201);
  expect((await confirm(orderId, { amount })).status).toBe(200);
  return orderId;
}

describe("a leader's sales", { timeout: 300_000 }, () => {
  it('a confirmed order adds its tickets to the code, the code summaries and the sales figures; a refund takes them off and counts a refund', async () => {
    const eventId = await putEvent();
    const code = await newCode(fixture, { eventId, maxUses: 5, maxTickets: 3 });
    const trackingId = (await (await codeDoc(code)).get()).get('trackingId') as string;
    const orderId = await sell(code, eventId, 2, 15000);

    expect(await usesOf(code)).toEqual([expect.objectContaining({ state: 'confirmed', tickets: 2 })]);
    await expect.poll(async () => (await (await codeDoc(code)).get()).get('ticketsSold'), poll).toBe(2);
    await expect.poll(async () => (await summaryEventOf(fixture.leader.uid, eventId))?.ticketsSold, poll).toBe(2);
    await expect.poll(async () => (await db.doc(`codeSummaries/${fixture.leader.uid}/batches/${trackingId}`).get()).get('ticketsSold'), poll).toBe(2);
    await expect.poll(() => eventSalesOf(fixture.leader.uid, eventId), poll).toMatchObject({
      ...ZERO_SALES,
      orders: 1,
      tickets: 2,
      amount: 15000,
      storeId: DEFAULT_STORE_ID,
      leaderId: fixture.leader.uid,
      eventId,
    });

    expect((await release(orderId)).status).toBe(200);
    await expect.poll(async () => (await (await codeDoc(code)).get()).get('ticketsSold'), poll).toBe(0);
    await expect.poll(async () => (await summaryEventOf(fixture.leader.uid, eventId))?.ticketsSold, poll).toBe(0);
    await expect.poll(() => eventSalesOf(fixture.leader.uid, eventId), poll).toMatchObject({ ...ZERO_SALES, refunds: 1, refundedTickets: 2, refundedAmount: 15000 });
  });

  it('a delivery repeated, or arriving after a later change, adds nothing twice: the order as it stands counts once', async () => {
    const eventId = await putEvent();
    const code = await newCode(fixture, { eventId, maxUses: 5, maxTickets: 3 });
    const orderId = await sell(code, eventId, 3, 9000);
    const orderKey = shopOrderKey(DEFAULT_STORE_ID, orderId);
    const sold = { ...ZERO_SALES, orders: 1, tickets: 3, amount: 9000 };
    await expect.poll(() => eventSalesOf(fixture.leader.uid, eventId), poll).toMatchObject(sold);
    const storeWide = await salesOf(fixture.leader.uid);

    // The same event delivered twice more: the record says the order was counted.
    expect(await syncOrderSales(kit, orderKey)).toEqual(ZERO_SALES);
    expect(await syncOrderSales(kit, orderKey)).toEqual(ZERO_SALES);
    expect(await eventSalesOf(fixture.leader.uid, eventId)).toMatchObject(sold);
    expect(await salesOf(fixture.leader.uid)).toMatchObject({ orders: storeWide?.orders, tickets: storeWide?.tickets, amount: storeWide?.amount });

    // The refund, and the confirmation's event delivered late: both read the refunded order.
    expect((await release(orderId)).status).toBe(200);
    await syncOrderSales(kit, orderKey);
    await syncOrderSales(kit, orderKey);
    const refunded = { ...ZERO_SALES, refunds: 1, refundedTickets: 3, refundedAmount: 9000 };
    await expect.poll(() => eventSalesOf(fixture.leader.uid, eventId), poll).toMatchObject(refunded);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await eventSalesOf(fixture.leader.uid, eventId)).toMatchObject(refunded);
  });

  it('a hold and a cancelled hold count nothing', async () => {
    const eventId = await putEvent();
    const code = await newCode(fixture, { eventId, maxUses: 5 });
    const held = uniqueId('retenida');
    expect((await hold(held, code, eventId)).status).toBe(201);
    const cancelled = uniqueId('cancelada');
    expect((await hold(cancelled, code, eventId)).status).toBe(201);
    expect((await release(cancelled)).status).toBe(200);
    await syncOrderSales(kit, shopOrderKey(DEFAULT_STORE_ID, held));
    await syncOrderSales(kit, shopOrderKey(DEFAULT_STORE_ID, cancelled));
    expect(await eventSalesOf(fixture.leader.uid, eventId)).toBeNull();
  });

  it('the repair (recount-sales) finds spoiled figures and a lost record, and recomputes them from the orders', async () => {
    const repaired = await shopFixture('ventas-reparar');
    const eventId = await putEvent();
    const code = await newCode(repaired, { eventId, maxUses: 5, maxTickets: 2 });
    const first = await sell(code, eventId, 2, 10000);
    await sell(code, eventId, 1, 5000);
    const expected = { ...ZERO_SALES, orders: 2, tickets: 3, amount: 15000 };
    await expect.poll(() => salesOf(repaired.leader.uid), poll).toMatchObject(expected);
    await expect.poll(() => eventSalesOf(repaired.leader.uid, eventId), poll).toMatchObject(expected);
    expect((await recountLeaderSales(kit, repaired.leader.uid, { check: true })).matches).toBe(true);

    // Spoiled by hand: the figures, a stale event, and the record of one order gone.
    await db.doc(`leaderSales/${repaired.leader.uid}`).update({ tickets: 999 });
    await db.doc(`leaderSales/${repaired.leader.uid}/eventSales/evento-fantasma`).set({ storeId: DEFAULT_STORE_ID, leaderId: repaired.leader.uid, eventId: 'evento-fantasma', ...ZERO_SALES, orders: 4 });
    await db.doc(`salesRecords/${shopOrderKey(DEFAULT_STORE_ID, first)}`).delete();
    await db.doc(`leaderSales/${repaired.leader.uid}/eventSales/${eventId}`).update({ orders: FieldValue.increment(-1), tickets: FieldValue.increment(-2), amount: FieldValue.increment(-10000) });
    expect((await recountLeaderSales(kit, repaired.leader.uid, { check: true })).matches).toBe(false);

    const result = await recountLeaderSales(kit, repaired.leader.uid);
    expect(result.total).toEqual(expected);
    expect(await salesOf(repaired.leader.uid)).toMatchObject(expected);
    expect(await eventSalesOf(repaired.leader.uid, eventId)).toMatchObject(expected);
    expect(await eventSalesOf(repaired.leader.uid, 'evento-fantasma')).toMatchObject(ZERO_SALES);
    expect((await recountLeaderSales(kit, repaired.leader.uid, { check: true })).matches).toBe(true);
  });
});

describe("listLeaderOrders: a leader's orders, for the administrators only", { timeout: 300_000 }, () => {
  it("pages the confirmed orders of a leader's code, newest first, a refund marked, holds left out", async () => {
    const eventId = await putEvent();
    const code = await newCode(fixture, { eventId, maxUses: 5, maxTickets: 2 });
    const codeId = (await codeDoc(code)).id;
    const first = await sell(code, eventId, 1, 5000);
    const second = await sell(code, eventId, 2, 12000);
    const third = await sell(code, eventId, 1, 7000);
    expect((await release(second)).status).toBe(200);
    expect((await hold(uniqueId('retenida'), code, eventId)).status).toBe(201);

    const page1 = await callAs<LeaderOrdersPage>(fixture.admin, 'listLeaderOrders', { leaderId: fixture.leader.uid, codeId, pageSize: 2 });
    expect(page1.orders.map((order) => order.orderId)).toEqual([third, second]);
    expect(page1.orders[0]).toMatchObject({ code, codeId, eventId, tickets: 1, amount: 7000, refundedAtMs: null });
    expect(page1.orders[1].refundedAtMs).toEqual(expect.any(Number));
    expect(page1.next).not.toBeNull();
    const page2 = await callAs<LeaderOrdersPage>(fixture.admin, 'listLeaderOrders', { leaderId: fixture.leader.uid, codeId, pageSize: 2, after: page1.next });
    expect(page2).toEqual({ orders: [expect.objectContaining({ orderId: first, amount: 5000 })], next: null });
  });

  it('refuses everyone who is not an active administrator, the leader asking for their own orders included', async () => {
    const attackers = [
      ['a signed-out caller', null],
      ['the leader themselves', fixture.leader],
      ['another leader of the store', await createReadingLeader('ventas-otro')],
      ['an Admin of another store', await createTestUser('ventas-otra-tienda', { role: 'Admin', storeId: 'otra-tienda' })],
      ['an Admin whose access was revoked', await createTestUser('ventas-revocado', { role: 'Admin', storeId: DEFAULT_STORE_ID, permissions: { read: false } })],
    ] as const;
    for (const [label, who] of attackers) {
      const error = await callableError(who, 'listLeaderOrders', { leaderId: fixture.leader.uid });
      expect([label, error.status]).toEqual([label, who === null ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED']);
    }
  });

  it("answers not found for a leader of another store, and names the field of a bad input", async () => {
    const stranger = await createTestUser('ventas-lider-ajeno', { role: 'Leader', storeId: 'otra-tienda', permissions: { read: true } });
    const notFound = await callableError(fixture.admin, 'listLeaderOrders', { leaderId: stranger.uid });
    expect(notFound.status).toBe('NOT_FOUND');
    const bad = await callableError(fixture.admin, 'listLeaderOrders', { leaderId: fixture.leader.uid, pageSize: 500 });
    expect(bad.status).toBe('INVALID_ARGUMENT');
    expect(bad.details).toMatchObject({ field: 'pageSize' });
  });
});
