// The shop API attacked: no key, a wrong key, a revoked key, a key in the URL, a flood of one key,
// oversized and malformed bodies, unpaired surrogates, path-like ids, and one order racing itself.
// Every answer is JSON (checked against the OpenAPI document where the client sends it), and no
// input gives a 5xx.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_API_MAX_BODY_BYTES, SHOP_ROUTES, type ReservationResponse } from '@common/shop-api';
import { shopKeyHash } from '../../../functions/src/shop/keys';
import { createReservation } from '../../../functions/src/shop/reservations';
import { callAs, closeAdminApp, db } from './helpers';
import {
  check,
  codeDoc,
  confirm,
  createKey,
  DEFAULT_STORE_ID,
  DEMO_SHOP_KEY,
  getReservation,
  hold,
  newCode,
  release,
  shop,
  shopBaseUrl,
  shopClient,
  shopFixture,
  uniqueId,
  usesOf,
  type ShopFixture,
} from './shop-helpers';
import { COLLECTIONS } from '@common/collections';

let fixture: ShopFixture;

beforeAll(async () => {
  fixture = await shopFixture('ataques');
});
afterAll(closeAdminApp);

const errorOf = (answer: { body: unknown }) => (answer.body as { error: { code: string; field?: string } }).error;
const reservationOf = (answer: { body: unknown }) => (answer.body as ReservationResponse).reservation;

/** A request with exactly these bytes and headers (no contract client: the point is what it sends). */
async function raw(method: string, pathAndQuery: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${shopBaseUrl}${pathAndQuery}`, { method, body: init.body, headers: init.headers });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text, json: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null };
}
const withKey = (headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${DEMO_SHOP_KEY}`, ...headers });

/** Every route of the contract with a well-formed request, for `code` of `eventId` (by default a demo code). */
const everyRoute = ({ code, eventId } = { code: 'VERANO01', eventId: 'evt-festival-verano-2026' }) =>
  SHOP_ROUTES.map((route) => ({
    route,
    request: {
      params: { eventId, orderId: 'pedido-ataque' },
      body:
        route.operationId === 'putEvent'
          ? { name: 'X', startsAt: '2027-01-01T00:00:00Z', endsAt: '2027-01-02T00:00:00Z' }
          : route.operationId === 'checkCode'
            ? { code, eventId, tickets: 1 }
            : route.operationId === 'createReservation'
              ? { orderId: 'pedido-ataque', code, eventId, tickets: 1 }
              : undefined,
    },
  }));

describe('who may call the shop API', { timeout: 120_000 }, () => {
  it.each(everyRoute().map(({ route, request }) => [`${route.method.toUpperCase()} ${route.path}`, route, request] as const))(
    '%s answers 401 JSON without a key, with a wrong key and with a malformed Authorization header',
    async (_name, route, request) => {
      const url = `/v1${route.path}`;
      for (const key of [null, 'cdl_clave_inventada_que_no_existe_123', 'x'.repeat(200)]) {
        const answer = await shopClient(key)(route.method.toUpperCase(), url, request);
        expect(answer.status).toBe(401);
        expect(errorOf(answer).code).toBe('unauthorized');
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      }
      for (const header of [`Basic ${DEMO_SHOP_KEY}`, 'Bearer', `Bearer ${DEMO_SHOP_KEY} extra`, DEMO_SHOP_KEY, `Bearer ${DEMO_SHOP_KEY}\u00e9`]) {
        const answer = await shopClient(null)(route.method.toUpperCase(), url, { ...request, headers: { Authorization: header } });
        expect(answer.status, header).toBe(401);
      }
    },
  );

  it('does not take a key from the URL', async () => {
    for (const query of [`?key=${DEMO_SHOP_KEY}`, `?access_token=${DEMO_SHOP_KEY}`, `?Authorization=Bearer%20${DEMO_SHOP_KEY}`]) {
      const answer = await raw('POST', `/v1/codes/check${query}`, { body: JSON.stringify({ code: 'VERANO01', eventId: 'evt-festival-verano-2026', tickets: 1 }), headers: { 'Content-Type': 'application/json' } });
      expect(answer.status).toBe(401);
    }
  });

  it("answers 401 to a key's very next request once an administrator revokes it, and never to the other keys", async () => {
    const { key, shopKey } = await createKey(fixture.admin);
    const client = shopClient(key);
    expect((await check('VERANO01', 'evt-festival-verano-2026', 1, client)).status).toBe(200);
    await callAs(fixture.admin, 'revokeShopKey', { keyId: shopKey.keyId });
    const refused = await check('VERANO01', 'evt-festival-verano-2026', 1, client);
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe('unauthorized');
    expect((await check('VERANO01', 'evt-festival-verano-2026')).status).toBe(200);
  });

  it('refuses a key of another store, even a live one', async () => {
    const { key } = await createKey(fixture.admin);
    await db.doc(`shopKeys/${shopKeyHash(key)}`).update({ storeId: 'otra-tienda-config' });
    expect((await check('VERANO01', 'evt-festival-verano-2026', 1, shopClient(key))).status).toBe(401);
  });

  it("answers 429 with Retry-After once a key is over its requests per minute, and the other keys go on", async () => {
    const { key } = await createKey(fixture.admin);
    await db.doc(`shopKeys/${shopKeyHash(key)}`).update({ maxRequestsPerMinute: 5 });
    // Five requests, then the sixth, all in one minute: start early in a minute.
    const secondsIntoMinute = (Date.now() / 1000) % 60;
    if (secondsIntoMinute > 40) await new Promise((resolve) => setTimeout(resolve, (61 - secondsIntoMinute) * 1000));
    const client = shopClient(key);
    for (let i = 0; i < 5; i += 1) expect((await check('VERANO01', 'evt-festival-verano-2026', 1, client)).status).toBe(200);
    const limited = await check('VERANO01', 'evt-festival-verano-2026', 1, client);
    expect(limited.status).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await check('VERANO01', 'evt-festival-verano-2026')).status).toBe(200);
  });

  it('never writes a key into the logs', async () => {
    const { key } = await createKey(fixture.admin);
    await check('VERANO01', 'evt-festival-verano-2026', 1, shopClient(key));
    await raw('POST', '/v1/codes/check', { body: '{"code":', headers: withKey({ 'Content-Type': 'application/json' }) });
    const logDir = process.env.STACK_LOG_DIR;
    expect(logDir, 'STACK_LOG_DIR names the stack logs').toBeTruthy();
    const logs = readdirSync(logDir!).map((file) => readFileSync(path.join(logDir!, file), 'utf8')).join('\n');
    expect(logs).toContain('shopApi');
    expect(logs).not.toContain(key);
    expect(logs).not.toContain(DEMO_SHOP_KEY);
  });

  it('stores only the hash of a key', async () => {
    const { key, shopKey } = await createKey(fixture.admin);
    const stored = await db.doc(`shopKeys/${shopKeyHash(key)}`).get();
    expect(stored.exists).toBe(true);
    expect(JSON.stringify(stored.data())).not.toContain(key);
    expect(stored.get('last4')).toBe(key.slice(-4));
    expect(shopKey.last4).toBe(key.slice(-4));
  });
});

describe('what a request may hold', { timeout: 120_000 }, () => {
  it(`answers 413 JSON to a body over ${SHOP_API_MAX_BODY_BYTES / 1024} KB, with or without a key`, async () => {
    const body = JSON.stringify({ code: 'VERANO01', eventId: 'evt-festival-verano-2026', tickets: 1, relleno: 'x'.repeat(SHOP_API_MAX_BODY_BYTES) });
    for (const headers of [withKey({ 'Content-Type': 'application/json' }), { 'Content-Type': 'application/json' }]) {
      const answer = await raw('POST', '/v1/codes/check', { body, headers });
      expect(answer.status).toBe(413);
      expect(answer.json.error.code).toBe('payload_too_large');
    }
    const atTheLimit = JSON.stringify({ code: 'VERANO01', eventId: 'evt-festival-verano-2026', tickets: 1, relleno: '' });
    const padded = atTheLimit.replace('"relleno":""', `"relleno":"${'x'.repeat(SHOP_API_MAX_BODY_BYTES - atTheLimit.length)}"`);
    expect(Buffer.byteLength(padded)).toBe(SHOP_API_MAX_BODY_BYTES);
    expect((await raw('POST', '/v1/codes/check', { body: padded, headers: withKey({ 'Content-Type': 'application/json' }) })).status).toBe(200);
  });

  it.each([
    ['text/plain', 'hola', 'body'],
    ['application/x-www-form-urlencoded', 'code=VERANO01&tickets=1', 'body'],
    ['application/octet-stream', '\u0000\u0001', 'body'],
    ['application/json', '[]', 'body'],
    ['application/json', `${'['.repeat(76)}${']'.repeat(76)}`, 'body'],
    ['application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'body'],
    ['application/json', `{"code":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)},"eventId":"e","tickets":1}`, 'code'],
  ])('answers 400 JSON naming the field to a %s body %#', async (contentType, body, field) => {
    const answer = await raw('POST', '/v1/codes/check', { body, headers: withKey({ 'Content-Type': contentType }) });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'invalid_request', field });
  });

  it("leaves to the platform's parser the bodies it refuses before any function runs (not JSON, a bare string, number or null): a 400, never a 5xx, and nothing written", async () => {
    const orderId = uniqueId('sin-json');
    for (const body of ['{"orderId":', '"VERANO01"', '42', 'null', `{"orderId":"${orderId}","code":"VERANO01",}`]) {
      const answer = await raw('POST', '/v1/reservations', { body, headers: withKey({ 'Content-Type': 'application/json' }) });
      expect(answer.status, body).toBe(400);
    }
    expect((await getReservation(orderId)).status).toBe(404);
  });

  it('answers 400 naming the field to text that is not well-formed Unicode, in a value or a key, known or not', async () => {
    const cases: Array<[string, string]> = [
      ['{"code":"VER\\ud800","eventId":"evt-festival-verano-2026","tickets":1}', 'code'],
      ['{"code":"VERANO01","eventId":"evt-festival-verano-2026","tickets":1,"nota":"\\udfff"}', 'nota'],
      ['{"code":"VERANO01","eventId":"evt-festival-verano-2026","tickets":1,"\\ud800x":1}', '\ufffdx'],
      ['{"orderId":"a\\ud800","code":"VERANO01","eventId":"evt-festival-verano-2026","tickets":1}', 'orderId'],
    ];
    for (const [body, field] of cases) {
      const route = body.includes('orderId') ? '/v1/reservations' : '/v1/codes/check';
      const answer = await raw('POST', route, { body, headers: withKey({ 'Content-Type': 'application/json' }) });
      expect(answer.status, body).toBe(400);
      expect(answer.json.error).toMatchObject({ code: 'invalid_request', field });
    }
  });

  it('answers JSON 404 to a route or a method the API does not have (a CORS preflight included), and never an HTML or text page', async () => {
    for (const [method, route] of [
      ['GET', '/v1/codes/check'],
      ['DELETE', '/v1/reservations/x'],
      ['PATCH', '/v1/events/x'],
      ['GET', '/v2/reservations/x'],
      ['GET', '/'],
      ['POST', '/v1/reservations/x/refund'],
      ['OPTIONS', '/v1/reservations/x'],
      ['OPTIONS', '/v1/codes/check'],
    ]) {
      const answer = await raw(method, route, { headers: withKey() });
      expect(answer.status, `${method} ${route}`).toBe(404);
      expect(answer.json.error.code).toBe('route_not_found');
    }
  });

  it('answers every field of every route with something other than a 5xx, whatever its type', async () => {
    const values: unknown[] = [null, true, -1, 0, 1e308, '', ' ', 'x'.repeat(5000), [], {}, ['a'], { $gt: '' }, '__proto__', '../../x', '\u202e', '\u0000'];
    // A code of this file's own: a value that passes (an orderId of '__proto__') holds it, and a
    // demo code held here would be taken from the tests that read it.
    const code = await newCode(fixture, { maxUses: 100 });
    for (const { route, request } of everyRoute({ code, eventId: fixture.eventId }).filter(({ route }) => route.method !== 'get')) {
      const fields = Object.keys((request.body as Record<string, unknown> | undefined) ?? { amount: 1 });
      for (const field of fields) {
        for (const value of values) {
          const body = { ...(request.body as object | undefined), [field]: value };
          const answer = await raw(route.method.toUpperCase(), `/v1${route.path}`.replace('{eventId}', 'evt-fuzz').replace('{orderId}', 'pedido-fuzz'), {
            body: JSON.stringify(body),
            headers: withKey({ 'Content-Type': 'application/json' }),
          });
          expect(answer.status, `${route.operationId} ${field}=${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
          expect(answer.contentType).toMatch(/^application\/json/);
        }
      }
    }
  });
});

describe('ids that look like paths', { timeout: 120_000 }, () => {
  it("holds and reads orders whose orderId is '.', '..', '__x__', '__proto__' or 'a:b.c', each in a document of its own", async () => {
    const code = await newCode(fixture, { maxUses: 10 });
    const orderIds = ['.', '..', '...', '__x__', '__proto__', 'constructor', `a:b.c-d_${Date.now()}`];
    for (const orderId of orderIds) {
      // A fixed orderId may exist from an earlier run, with another code: both answers are the same order's.
      const answer = await hold(orderId, code, fixture.eventId);
      expect([201, 409], orderId).toContain(answer.status);
      if (answer.status === 409) expect(errorOf(answer).code).toBe('order_conflict');
      else expect(reservationOf(answer).orderId).toBe(orderId);
    }
    const stored = await db.collection(COLLECTIONS.shopOrders).where('codeId', '==', (await codeDoc(code)).id).get();
    expect(stored.docs.every((doc) => /^[0-9a-f]{64}$/.test(doc.id))).toBe(true);
    // A URL cannot carry '.' or '..' as a segment (clients and the platform resolve them); the others can.
    expect(reservationOf(await getReservation('__x__'))).toMatchObject({ orderId: '__x__' });
    expect(reservationOf(await getReservation('__proto__'))).toMatchObject({ orderId: '__proto__' });
  });

  it("answers 400 naming orderId to one with '/', '\\', spaces, '%' or non-ASCII letters, in the body or the path", async () => {
    for (const orderId of ['a/b', '../x', 'a\\b', 'a b', '%2F', 'pedido\u00f1']) {
      const answer = await hold(orderId, 'VERANO01', 'evt-festival-verano-2026');
      expect(answer.status, orderId).toBe(400);
      expect(errorOf(answer).field).toBe('orderId');
    }
    for (const segment of ['a%2Fb', '..%2F..%2Fx', 'a%5Cb', '%00', 'x%20y']) {
      const answer = await raw('GET', `/v1/reservations/${segment}`, { headers: withKey() });
      expect(answer.status, segment).toBe(400);
      expect(answer.json.error.field).toBe('orderId');
    }
  });

  it("takes eventIds Firestore reserves ('__x__') as events of their own, and refuses '/' and '.'", async () => {
    const eventId = `__evt${Date.now()}__`;
    const put = await shop('PUT', '/v1/events/{eventId}', { params: { eventId }, body: { name: 'Reservado', startsAt: '2027-01-01T00:00:00Z', endsAt: '2027-01-02T00:00:00Z' } });
    expect(put.status).toBe(201);
    expect((await db.doc(`events/~${eventId}`).get()).get('name')).toBe('Reservado');
    const code = await newCode(fixture, { eventId: `~${eventId}` });
    expect((await check(code, eventId)).body).toMatchObject({ valid: true });
    for (const bad of ['a%2Fb', '.', 'a.b']) {
      const answer = await raw('PUT', `/v1/events/${bad}`, { body: '{}', headers: withKey({ 'Content-Type': 'application/json' }) });
      expect([400, 404], bad).toContain(answer.status);
      if (answer.status === 400) expect(answer.json.error.field).toBe('eventId');
    }
  });
});

describe('one order racing itself, and many orders racing for one code', { timeout: 180_000 }, () => {
  it('gives 20 concurrent copies of one hold one 201 and nineteen 200 with the same reservation, and takes one use', async () => {
    const code = await newCode(fixture, { maxUses: 5 });
    const orderId = uniqueId('carrera');
    const answers = await Promise.all(Array.from({ length: 20 }, () => hold(orderId, code, fixture.eventId)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    const reservations = answers.map(reservationOf);
    expect(new Set(reservations.map((reservation) => JSON.stringify(reservation))).size).toBe(1);
    expect(await usesOf(code)).toHaveLength(1);
  });

  it('records one order once when 20 copies reach the reservation service in the same instant', async () => {
    // Over HTTP the local functions runtime may serve the copies one after another; here every
    // copy reads "no such order" before any of them writes, so only the order's create() keeps
    // a second use from being taken.
    const code = await newCode(fixture, { maxUses: 5 });
    const orderId = uniqueId('carrera-directa');
    const caller = { keyId: 'carrera-directa', storeId: DEFAULT_STORE_ID };
    const input = { orderId, code, eventId: fixture.eventId, tickets: 1, holdSeconds: 900 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => createReservation(caller, input)));
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.reservation.orderId))).toEqual(new Set([orderId]));
    expect(await usesOf(code)).toHaveLength(1);
  });

  it('confirms one order raced ten times once, and refunds it raced ten times once', async () => {
    const code = await newCode(fixture, { maxUses: 3 });
    const orderId = uniqueId('carrera');
    await hold(orderId, code, fixture.eventId);
    const confirmations = await Promise.all(Array.from({ length: 10 }, () => confirm(orderId, { amount: 3000 })));
    expect(confirmations.every((answer) => answer.status === 200 && reservationOf(answer).status === 'confirmed')).toBe(true);
    expect(await usesOf(code)).toMatchObject([{ state: 'confirmed' }]);
    const refunds = await Promise.all(Array.from({ length: 10 }, () => release(orderId)));
    expect(refunds.every((answer) => answer.status === 200 && reservationOf(answer).releaseReason === 'refunded')).toBe(true);
    expect(await usesOf(code)).toEqual([]);
    await expect.poll(async () => (await (await codeDoc(code)).get()).get('currentUses'), { timeout: 60_000 }).toBe(0);
  });

  it('gives 60 concurrent orders on a 5-use code exactly 5 holds and 55 used_up, and no 5xx', async () => {
    const code = await newCode(fixture, { maxUses: 5 });
    const answers = await Promise.all(Array.from({ length: 60 }, () => hold(uniqueId('muchos'), code, fixture.eventId)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409 && errorOf(answer).code === 'used_up')).toHaveLength(55);
    expect(await usesOf(code)).toHaveLength(5);
  });
});
