// shopMaintenance, the scheduled sweep (every 10 minutes), run here as the schedule runs it: the
// available codes of an event that ended become 'expired' (event_ended) in batches, those of an
// event moved later come back, and holds that ran out are written down as released. The local
// emulator does not run schedules, so the test calls the same function with its own Firestore.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_SECONDS } from '@common/shop-api';
import { countLeaderSummaries, summaryMatches } from '../../../functions/src/codes/recount-summaries';
import { runShopMaintenance } from '../../../functions/src/shop/maintenance';
import { shopOrderKey } from '../../../functions/src/shop/keys';
import { callAs, closeAdminApp, db } from './helpers';
import { check, codeDoc, confirm, DEFAULT_STORE_ID, hold, newCodes, putEvent, shopFixture, uniqueId, usesOf, type ShopFixture } from './shop-helpers';

const kit = { db, FieldValue, Timestamp };
let fixture: ShopFixture;

beforeAll(async () => {
  fixture = await shopFixture('barrido');
});
afterAll(closeAdminApp);

const statusesOf = async (codes: string[]) => Promise.all(codes.map(async (code) => (await (await codeDoc(code)).get()).get('status') as string));

describe('shopMaintenance', { timeout: 300_000 }, () => {
  it("expires every available code of an event that ended, in batches, keeps the used-up and removed ones as they are, and the leader's figures stay exact", async () => {
    const eventId = await putEvent();
    const many = await newCodes(fixture, { eventId, quantity: 450 });
    const [usedUp] = await newCodes(fixture, { eventId, quantity: 1 });
    const orderId = uniqueId('o');
    await hold(orderId, usedUp, eventId);
    await confirm(orderId);
    await expect.poll(async () => (await statusesOf([usedUp]))[0], { timeout: 60_000 }).toBe('expired');
    await callAs(fixture.admin, 'removeCodes', { codes: [many[0]] });
    // The shop moves the end into the past.
    await db.doc(`events/${eventId}`).update({ endsAt: Timestamp.fromMillis(Date.now() - 60_000) });

    const report = await runShopMaintenance(kit, Date.now());
    expect(report.codesExpired).toBeGreaterThanOrEqual(449);
    expect(new Set(await statusesOf(many.slice(1)))).toEqual(new Set(['expired']));
    expect((await (await codeDoc(many[1])).get()).get('expiredReason')).toBe('event_ended');
    expect(await statusesOf([many[0], usedUp])).toEqual(['deleted', 'expired']);
    expect((await (await codeDoc(usedUp)).get()).get('expiredReason')).toBe('used_up');
    expect((await db.doc(`events/${eventId}`).get()).get('codesState')).toBe('ended');
    expect((await check(many[1], eventId)).body).toMatchObject({ valid: false, reason: 'event_ended' });
    // The summaries: the status changes leave the figures as they were, and they equal a recount.
    await expect.poll(async () => summaryMatches(await countLeaderSummaries(kit, fixture.leader.uid)), { timeout: 120_000, interval: 1000 }).toBe(true);
  });

  it('gives back the codes of an event whose end moved later, except those used up', async () => {
    const eventId = await putEvent();
    const codes = await newCodes(fixture, { eventId, quantity: 3, maxUses: 1 });
    const orderId = uniqueId('o');
    await hold(orderId, codes[2], eventId);
    await confirm(orderId);
    await expect.poll(async () => (await statusesOf([codes[2]]))[0], { timeout: 60_000 }).toBe('expired');
    await db.doc(`events/${eventId}`).update({ endsAt: Timestamp.fromMillis(Date.now() - 60_000) });
    await runShopMaintenance(kit, Date.now());
    expect(await statusesOf(codes)).toEqual(['expired', 'expired', 'expired']);

    // The shop puts the event again, ending next week.
    await putEvent(eventId, 7 * 24 * 60 * 60_000);
    expect((await check(codes[0], eventId)).body).toMatchObject({ valid: true });
    await runShopMaintenance(kit, Date.now());
    expect(await statusesOf(codes)).toEqual(['available', 'available', 'expired']);
    expect((await db.doc(`events/${eventId}`).get()).get('codesState')).toBe('open');
  });

  it('writes down a hold that ran out: its use is gone and its order reads released (hold_expired)', async () => {
    const [code] = await newCodes(fixture, { quantity: 1 });
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId, { holdSeconds: HOLD_SECONDS.min });
    expect(await usesOf(code)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS.min * 1000 + 500));
    const report = await runShopMaintenance(kit, Date.now());
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await usesOf(code)).toEqual([]);
    const order = (await db.doc(`shopOrders/${shopOrderKey(DEFAULT_STORE_ID, orderId)}`).get()).data();
    expect(order).toMatchObject({ status: 'released', releaseReason: 'hold_expired' });
    expect((order?.releasedAt as Timestamp).toMillis()).toBe((order?.expiresAt as Timestamp).toMillis());
  });
});
