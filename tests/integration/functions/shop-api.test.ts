// The shop API (v1) as the store's ticket shop calls it, against the local stack: every route,
// reason and rule of the contract (README, 'Integración con la tienda'; docs/shop-api.openapi.json).
// Each answer is also checked against the OpenAPI document (shop-helpers.ts). The attacks are in
// shop-api-attacks.test.ts.
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_SECONDS, type CheckCodeResponse, type EventView, type ReservationResponse } from '@common/shop-api';
import { renameEventInCodes } from '../../../functions/src/shop/rename-event';
import { callAs, closeAdminApp, db, runId } from './helpers';
import {
  check,
  codeDoc,
  confirm,
  getReservation,
  hold,
  newCode,
  newCodes,
  putEvent,
  release,
  shop,
  shopFixture,
  uniqueId,
  usesOf,
  type ShopFixture,
} from './shop-helpers';

let fixture: ShopFixture;

beforeAll(async () => {
  fixture = await shopFixture('tienda');
});
afterAll(closeAdminApp);

const reservationOf = (answer: { body: unknown }) => (answer.body as ReservationResponse).reservation;
const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; message: string; field?: string } }).error;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for what the triggers write after an answer (the code's uses and status, the summaries). */
async function eventually<T>(read: () => Promise<T>, expected: unknown): Promise<void> {
  await expect.poll(read, { timeout: 60_000, interval: 250 }).toMatchObject(expected as object);
}
const codeFields = async (value: string) => (await (await codeDoc(value)).get()).data()!;

describe('PUT /v1/events/{eventId}', { timeout: 120_000 }, () => {
  it('creates an event (201) and updates it (200); the administrators and the leaders see it by its name', async () => {
    const eventId = uniqueId('evt-put');
    const body = { name: 'Festival de Pruebas', startsAt: '2027-03-01T18:00:00-06:00', endsAt: '2027-03-02T02:00:00-06:00', venue: 'Parque' };
    const created = await shop('PUT', '/v1/events/{eventId}', { params: { eventId }, body });
    expect(created.status).toBe(201);
    expect((created.body as { event: EventView }).event).toEqual({
      eventId,
      name: 'Festival de Pruebas',
      startsAt: '2027-03-02T00:00:00.000Z',
      endsAt: '2027-03-02T08:00:00.000Z',
      venue: 'Parque',
    });
    const updated = await shop('PUT', '/v1/events/{eventId}', { params: { eventId }, body: { ...body, name: 'Festival de Pruebas II', venue: undefined } });
    expect(updated.status).toBe(200);
    expect((updated.body as { event: EventView }).event).toMatchObject({ name: 'Festival de Pruebas II', venue: null });
    expect((await db.doc(`events/${eventId}`).get()).data()).toMatchObject({ name: 'Festival de Pruebas II', venue: null, codesState: 'open' });

    // Codes generated for it carry its name to the leader's pages and summary.
    const [code] = await newCodes(fixture, { eventId });
    expect((await codeFields(code)).eventId).toEqual({ id: eventId, name: 'Festival de Pruebas II' });
    await eventually(async () => (await db.doc(`codeSummaries/${fixture.leader.uid}`).get()).data(), { events: { [eventId]: { name: 'Festival de Pruebas II', count: 1 } } });

    // Renamed again by the shop: the codes, the leader's summary and the batch follow.
    await shop('PUT', '/v1/events/{eventId}', { params: { eventId }, body: { ...body, name: 'Festival de Pruebas III' } });
    await eventually(async () => (await codeFields(code)).eventId, { id: eventId, name: 'Festival de Pruebas III' });
    await eventually(async () => (await db.doc(`codeSummaries/${fixture.leader.uid}`).get()).data(), { events: { [eventId]: { name: 'Festival de Pruebas III', count: 1 } } });
    const trackingId = (await codeFields(code)).trackingId as string;
    await eventually(async () => (await db.doc(`codeSummaries/${fixture.leader.uid}/batches/${trackingId}`).get()).data(), { eventName: 'Festival de Pruebas III', count: 1 });
  });

  it("a rename delivered after a newer one leaves the codes and the summaries with the event's current name", async () => {
    // Trigger deliveries come in any order, and a retried one comes late.
    const eventId = uniqueId('evt-tarde');
    const body = { name: 'Gira Uno', startsAt: '2027-04-01T18:00:00-06:00', endsAt: '2027-04-02T02:00:00-06:00' };
    await shop('PUT', '/v1/events/{eventId}', { params: { eventId }, body });
    const [code] = await newCodes(fixture, { eventId });
    await shop('PUT', '/v1/events/{eventId}', { params: { eventId }, body: { ...body, name: 'Gira Tres' } });
    await eventually(async () => (await codeFields(code)).eventId, { id: eventId, name: 'Gira Tres' });

    // The delivery of an earlier rename, to 'Gira Dos', runs now: the event is 'Gira Tres'.
    await renameEventInCodes(eventId, { before: { ...body, name: 'Gira Uno' }, after: { ...body, name: 'Gira Dos' } });
    expect((await codeFields(code)).eventId).toEqual({ id: eventId, name: 'Gira Tres' });
    expect((await db.doc(`codeSummaries/${fixture.leader.uid}`).get()).get(`events.${eventId}.name`)).toBe('Gira Tres');
  });

  it.each([
    ['eventId', { eventId: 'con espacio' }, {}],
    ['eventId', { eventId: 'x'.repeat(65) }, {}],
    ['name', {}, { name: '' }],
    ['name', {}, { name: 'Dos\nlíneas' }],
    ['startsAt', {}, { startsAt: 'mañana' }],
    ['startsAt', {}, { startsAt: '2027-03-01T18:00:00' }],
    ['endsAt', {}, { endsAt: '2027-02-01T00:00:00Z' }],
    ['venue', {}, { venue: 42 }],
  ])('answers 400 naming %s when it is wrong', async (field, params, changes) => {
    const answer = await shop('PUT', '/v1/events/{eventId}', {
      params: { eventId: uniqueId('evt-bad'), ...params },
      body: { name: 'Evento', startsAt: '2027-03-01T18:00:00Z', endsAt: '2027-03-02T02:00:00Z', ...changes },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: 'invalid_request', field });
  });
});

describe('POST /v1/codes/check', { timeout: 120_000 }, () => {
  it('answers a usable code matched trimmed and case-insensitive, with its type, discount, uses left and tickets, and counts nothing', async () => {
    const code = await newCode(fixture, { maxUses: 3, maxTickets: 4, discount: 15 });
    for (let i = 0; i < 2; i += 1) {
      const answer = await check(`  ${code.toLowerCase()} `, fixture.eventId, 4);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ valid: true, code: { code, type: 'discount', percent: 15, usesLeft: 3, maxTickets: 4 } });
    }
    expect(await usesOf(code)).toEqual([]);
    const leaderCode = await newCode(fixture);
    expect((await check(leaderCode, fixture.eventId)).body).toMatchObject({ valid: true, code: { type: 'leader', percent: null, usesLeft: 1 } });
  });

  it('counts the live holds and the confirmed uses in usesLeft', async () => {
    const code = await newCode(fixture, { maxUses: 3 });
    await hold(uniqueId('o'), code, fixture.eventId);
    const confirmed = uniqueId('o');
    await hold(confirmed, code, fixture.eventId);
    await confirm(confirmed);
    expect((await check(code, fixture.eventId)).body).toMatchObject({ valid: true, code: { usesLeft: 1 } });
  });

  it('answers why a code cannot be used: not_found, wrong_event, deleted, used_up, too_many_tickets, event_ended, expired', async () => {
    const reasonOf = async (code: string, eventId: string, tickets = 1) => {
      const answer = await check(code, eventId, tickets);
      expect(answer.status).toBe(200);
      const body = answer.body as CheckCodeResponse;
      expect(body.valid).toBe(false);
      return body.valid ? null : body.reason;
    };
    const otherEvent = await putEvent();
    const [wrongEvent, deleted, usedUp, tooMany, expired] = await newCodes(fixture, { quantity: 5, maxTickets: 2 });
    await callAs(fixture.admin, 'removeCodes', { codes: [deleted] });
    const usedOrder = uniqueId('o');
    await hold(usedOrder, usedUp, fixture.eventId);
    await (await codeDoc(expired)).update({ status: 'expired' });
    const endedEvent = await putEvent(uniqueId('evt-ended'), 24 * 60 * 60_000);
    const ended = await newCode(fixture, { eventId: endedEvent });
    await db.doc(`events/${endedEvent}`).update({ endsAt: new Date(Date.now() - 1000) });

    expect(await reasonOf(`NOEXISTE${runId}`.toUpperCase(), fixture.eventId)).toBe('not_found');
    expect(await reasonOf(wrongEvent, otherEvent)).toBe('wrong_event');
    expect(await reasonOf(deleted, fixture.eventId)).toBe('deleted');
    expect(await reasonOf(usedUp, fixture.eventId)).toBe('used_up');
    expect(await reasonOf(tooMany, fixture.eventId, 3)).toBe('too_many_tickets');
    expect(await reasonOf(ended, endedEvent)).toBe('event_ended');
    expect(await reasonOf(expired, fixture.eventId)).toBe('expired');
  });

  it("answers not_found for a code of another store, as for one that does not exist", async () => {
    const code = await newCode(fixture);
    await (await codeDoc(code)).update({ storeId: 'otra-tienda-config' });
    expect((await check(code, fixture.eventId)).body).toMatchObject({ valid: false, reason: 'not_found' });
    expect(errorOf(await hold(uniqueId('o'), code, fixture.eventId))).toMatchObject({ code: 'not_found' });
  });

  it('answers the demo codes as the demo data says: VERANO01 usable, VERANO03 used up, VERANO04 deleted, OTRO01 of Noche de Rock', async () => {
    // One use, of up to 2 tickets: the demo shop's loop buys 1 or 2 tickets with it.
    expect((await check('verano01', 'evt-festival-verano-2026')).body).toMatchObject({ valid: true, code: { code: 'VERANO01', type: 'leader', maxTickets: 2 } });
    expect((await check('VERANO03', 'evt-festival-verano-2026')).body).toMatchObject({ valid: false, reason: 'used_up' });
    expect((await check('VERANO04', 'evt-festival-verano-2026')).body).toMatchObject({ valid: false, reason: 'deleted' });
    expect((await check('DESC10', 'evt-concierto-sinfonico')).body).toMatchObject({ valid: true, code: { type: 'discount', percent: 10, usesLeft: 3 } });
    expect((await check('OTRO01', 'evt-festival-verano-2026')).body).toMatchObject({ valid: false, reason: 'wrong_event' });
  });

  it.each([
    ['code', { code: '' }],
    ['code', { code: 7 }],
    ['eventId', { eventId: 'a/b' }],
    ['tickets', { tickets: 0 }],
    ['tickets', { tickets: 1.5 }],
    ['tickets', { tickets: '2' }],
  ])('answers 400 naming %s when it is wrong', async (field, changes) => {
    const answer = await shop('POST', '/v1/codes/check', { body: { code: 'ABC', eventId: fixture.eventId, tickets: 1, ...changes } });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: 'invalid_request', field });
  });
});

describe('POST /v1/reservations', { timeout: 120_000 }, () => {
  it('holds a use for an order (201); the same request again is 200 with the same reservation and no second use', async () => {
    const code = await newCode(fixture, { maxUses: 2 });
    const orderId = uniqueId('pedido');
    const first = await hold(orderId, code.toLowerCase(), fixture.eventId, { tickets: 2, holdSeconds: 120 });
    expect(first.status).toBe(201);
    expect(reservationOf(first)).toMatchObject({ orderId, code, eventId: fixture.eventId, tickets: 2, status: 'reserved', amount: null });
    const expiresAt = Date.parse(reservationOf(first).expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(100_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(120_000);

    const again = await hold(orderId, ` ${code} `, fixture.eventId, { tickets: 2, holdSeconds: 120 });
    expect(again.status).toBe(200);
    expect(reservationOf(again)).toEqual(reservationOf(first));
    expect(await usesOf(code)).toHaveLength(1);
    expect((await check(code, fixture.eventId)).body).toMatchObject({ code: { usesLeft: 1 } });
  });

  it('answers 409 order_conflict for the same orderId with another code, event or number of tickets', async () => {
    const [code, other] = await newCodes(fixture, { quantity: 2, maxUses: 5 });
    const otherEvent = await putEvent();
    const orderId = uniqueId('pedido');
    expect((await hold(orderId, code, fixture.eventId)).status).toBe(201);
    for (const answer of [await hold(orderId, other, fixture.eventId), await hold(orderId, code, otherEvent), await hold(orderId, code, fixture.eventId, { tickets: 2 })]) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer)).toMatchObject({ code: 'order_conflict' });
    }
  });

  it('holds a use only while confirmed uses plus live holds stay below maxUses, and tickets within maxTickets', async () => {
    const code = await newCode(fixture, { maxUses: 3, maxTickets: 2 });
    expect(errorOf(await hold(uniqueId('o'), code, fixture.eventId, { tickets: 3 }))).toMatchObject({ code: 'too_many_tickets' });
    const confirmed = uniqueId('o');
    expect((await hold(confirmed, code, fixture.eventId, { tickets: 2 })).status).toBe(201);
    expect((await confirm(confirmed)).status).toBe(200);
    expect((await hold(uniqueId('o'), code, fixture.eventId)).status).toBe(201);
    expect((await hold(uniqueId('o'), code, fixture.eventId)).status).toBe(201);
    const full = await hold(uniqueId('o'), code, fixture.eventId);
    expect(full.status).toBe(409);
    expect(errorOf(full)).toMatchObject({ code: 'used_up', message: 'El código ya no tiene usos disponibles.' });
  });

  it('answers each reason of a code as a 409: not_found, wrong_event, deleted, event_ended, expired', async () => {
    const [wrongEvent, deleted, expired] = await newCodes(fixture, { quantity: 3 });
    await callAs(fixture.admin, 'removeCodes', { codes: [deleted] });
    await (await codeDoc(expired)).update({ status: 'expired' });
    const endedEvent = await putEvent();
    const ended = await newCode(fixture, { eventId: endedEvent });
    await db.doc(`events/${endedEvent}`).update({ endsAt: new Date(Date.now() - 1000) });
    const cases: Array<[string, string, string]> = [
      [`NADA${runId}`.toUpperCase(), fixture.eventId, 'not_found'],
      [wrongEvent, await putEvent(), 'wrong_event'],
      [deleted, fixture.eventId, 'deleted'],
      [ended, endedEvent, 'event_ended'],
      [expired, fixture.eventId, 'expired'],
    ];
    for (const [code, eventId, reason] of cases) {
      const answer = await hold(uniqueId('o'), code, eventId);
      expect(answer.status, reason).toBe(409);
      expect(errorOf(answer).code).toBe(reason);
    }
  });

  it(`takes holdSeconds from ${HOLD_SECONDS.min} to ${HOLD_SECONDS.max} (default ${HOLD_SECONDS.default}), and answers 400 outside`, async () => {
    const code = await newCode(fixture, { maxUses: 5 });
    for (const holdSeconds of [HOLD_SECONDS.min - 1, HOLD_SECONDS.max + 1, 60.5]) {
      const answer = await hold(uniqueId('o'), code, fixture.eventId, { holdSeconds });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).field).toBe('holdSeconds');
    }
    const byDefault = reservationOf(await hold(uniqueId('o'), code, fixture.eventId));
    expect(Math.abs(Date.parse(byDefault.expiresAt) - (Date.now() + HOLD_SECONDS.default * 1000))).toBeLessThan(30_000);
  });

  it.each([
    ['orderId', { orderId: '' }],
    ['orderId', { orderId: 'x'.repeat(129) }],
    ['orderId', { orderId: 'con espacio' }],
    ['orderId', { orderId: 'ñandú' }],
    ['code', { code: undefined }],
    ['eventId', { eventId: 'evt.punto' }],
    ['tickets', { tickets: -1 }],
  ])('answers 400 naming %s when it is wrong', async (field, changes) => {
    const answer = await shop('POST', '/v1/reservations', { body: { orderId: uniqueId('o'), code: 'ABC', eventId: fixture.eventId, tickets: 1, ...changes } });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: 'invalid_request', field });
  });

  it('frees the use of a hold that runs out: another order takes it, and the first reads released (hold_expired)', { timeout: 60_000 }, async () => {
    const code = await newCode(fixture);
    const first = uniqueId('o');
    expect((await hold(first, code, fixture.eventId, { holdSeconds: HOLD_SECONDS.min })).status).toBe(201);
    expect(errorOf(await hold(uniqueId('o'), code, fixture.eventId))).toMatchObject({ code: 'used_up' });
    await sleep(HOLD_SECONDS.min * 1000 + 500);
    expect((await check(code, fixture.eventId)).body).toMatchObject({ valid: true, code: { usesLeft: 1 } });
    const second = uniqueId('o');
    expect((await hold(second, code, fixture.eventId)).status).toBe(201);
    expect(reservationOf(await getReservation(first))).toMatchObject({ status: 'released', releaseReason: 'hold_expired' });
    // The first order's use went to the second: confirming it now finds no use free.
    const late = await confirm(first);
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe('hold_expired');
    expect((await confirm(second)).status).toBe(200);
  });
});

describe('POST /v1/reservations/{orderId}/confirm', { timeout: 120_000 }, () => {
  it("confirms the use (idempotent, with the amount); the leader's code shows it, and at maxUses it is 'expired'", async () => {
    const code = await newCode(fixture, { maxUses: 2 });
    const [first, second] = [uniqueId('o'), uniqueId('o')];
    await hold(first, code, fixture.eventId);
    const confirmed = await confirm(first, { amount: 12500 });
    expect(confirmed.status).toBe(200);
    expect(reservationOf(confirmed)).toMatchObject({ orderId: first, status: 'confirmed', amount: 12500 });
    expect(reservationOf(confirmed).confirmedAt).not.toBeNull();
    expect(reservationOf(await confirm(first, { amount: 12500 }))).toEqual(reservationOf(confirmed));
    expect(reservationOf(await confirm(first))).toEqual(reservationOf(confirmed));
    expect(reservationOf(await getReservation(first))).toEqual(reservationOf(confirmed));
    await eventually(() => codeFields(code), { currentUses: 1, status: 'available' });

    await hold(second, code, fixture.eventId);
    await confirm(second);
    await eventually(() => codeFields(code), { currentUses: 2, status: 'expired', expiredReason: 'used_up' });
    expect((await check(code, fixture.eventId)).body).toMatchObject({ valid: false, reason: 'used_up' });
    await eventually(async () => (await db.doc(`codeSummaries/${fixture.leader.uid}`).get()).get(`events.${fixture.eventId}`), { uses: expect.any(Number) });
  });

  it('answers 409 order_conflict for another amount than the one confirmed, and 404 for an unknown order', async () => {
    const code = await newCode(fixture);
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId);
    await confirm(orderId, { amount: 5000 });
    expect(errorOf(await confirm(orderId, { amount: 5001 }))).toMatchObject({ code: 'order_conflict' });
    const unknown = await confirm(uniqueId('nadie'));
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe('order_not_found');
    for (const amount of [-1, 10.5, '5000']) {
      const bad = await confirm(orderId, { amount });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).field).toBe('amount');
    }
  });

  it('confirms a hold that ran out while its use is still free', { timeout: 60_000 }, async () => {
    const code = await newCode(fixture);
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId, { holdSeconds: HOLD_SECONDS.min });
    await sleep(HOLD_SECONDS.min * 1000 + 500);
    const late = await confirm(orderId, { amount: 100 });
    expect(late.status).toBe(200);
    expect(reservationOf(late)).toMatchObject({ status: 'confirmed', amount: 100 });
    expect(await usesOf(code)).toHaveLength(1);
  });

  it('answers 409 order_conflict for an order the shop released', async () => {
    const code = await newCode(fixture);
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId);
    await release(orderId);
    expect(errorOf(await confirm(orderId))).toMatchObject({ code: 'order_conflict' });
  });
});

describe('POST /v1/reservations/{orderId}/release', { timeout: 120_000 }, () => {
  it('cancels a hold: its use is free at once for another order; releasing again changes nothing', async () => {
    const code = await newCode(fixture);
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId);
    const released = await release(orderId);
    expect(released.status).toBe(200);
    expect(reservationOf(released)).toMatchObject({ status: 'released', releaseReason: 'cancelled' });
    expect(reservationOf(await release(orderId))).toEqual(reservationOf(released));
    expect(await usesOf(code)).toEqual([]);
    expect((await hold(uniqueId('o'), code, fixture.eventId)).status).toBe(201);
  });

  it("refunds a confirmed use once: the code is 'available' again and the leader's figures go back", async () => {
    const code = await newCode(fixture);
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId);
    await confirm(orderId, { amount: 8000 });
    await eventually(() => codeFields(code), { currentUses: 1, status: 'expired' });
    const refunded = await release(orderId);
    expect(reservationOf(refunded)).toMatchObject({ status: 'released', releaseReason: 'refunded', amount: 8000 });
    await release(orderId);
    await eventually(() => codeFields(code), { currentUses: 0, status: 'available' });
    expect((await check(code, fixture.eventId)).body).toMatchObject({ valid: true, code: { usesLeft: 1 } });
    expect(await usesOf(code)).toEqual([]);
  });

  it("keeps a refunded code 'expired' when its event has ended", async () => {
    const eventId = await putEvent();
    const code = await newCode(fixture, { eventId });
    const orderId = uniqueId('o');
    await hold(orderId, code, eventId);
    await confirm(orderId);
    await eventually(() => codeFields(code), { status: 'expired', expiredReason: 'used_up' });
    await db.doc(`events/${eventId}`).update({ endsAt: new Date(Date.now() - 1000) });
    await release(orderId);
    await eventually(() => codeFields(code), { currentUses: 0, status: 'expired', expiredReason: 'event_ended' });
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await release(uniqueId('nadie'));
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBe('order_not_found');
  });
});

describe('GET /v1/reservations/{orderId}', () => {
  it('answers the reservation as it is now, or 404', async () => {
    const code = await newCode(fixture);
    const orderId = uniqueId('o');
    const held = reservationOf(await hold(orderId, code, fixture.eventId));
    expect(reservationOf(await getReservation(orderId))).toEqual(held);
    expect((await getReservation(uniqueId('nadie'))).status).toBe(404);
  });
});

describe("the code's history of uses before the shop", { timeout: 120_000 }, () => {
  it('counts uses a code already had (the seed, a hand edit) against maxUses', async () => {
    const code = await newCode(fixture, { maxUses: 3 });
    await (await codeDoc(code)).update({ currentUses: 2, summaryWriteId: FieldValue.delete() });
    expect((await check(code, fixture.eventId)).body).toMatchObject({ valid: true, code: { usesLeft: 1 } });
    const orderId = uniqueId('o');
    await hold(orderId, code, fixture.eventId);
    expect(errorOf(await hold(uniqueId('o'), code, fixture.eventId))).toMatchObject({ code: 'used_up' });
    await confirm(orderId);
    await eventually(() => codeFields(code), { currentUses: 3, shopUses: 1, status: 'expired' });
  });
});
