// Shared set-up of the shop API's integration tests: a client that calls shopApi as a shop's
// server does and checks every answer against the OpenAPI document, and the codes, events and
// keys each test makes for itself (unique per run).
import { DEFAULT_STORE_ID } from '../../../common/constants';
import type { CreatedShopKey } from '../../../common/schemas';
import { createShopClient, shopApiUrl, type ShopAnswer, type ShopClient } from '../../../scripts/shop/shop-client';
import { DEMO_SHOP_KEY } from '../../../scripts/seed/demo-data';
import { seedDemoData } from '../../../scripts/seed/seed';
import { shopKeyHash } from '../../../functions/src/shop/keys';
import { contractProblems } from '../../support/shop-api-contract';
import { callAs, createAdmin, createTestUser, db, functionsOrigin, projectId, runId, type TestUser } from './helpers';

export { DEMO_SHOP_KEY };
export const shopBaseUrl = shopApiUrl(functionsOrigin, projectId);

/** Fails the call (and so the test) when an answer does not match the OpenAPI document. */
export function checkContract(answer: ShopAnswer): void {
  const problems = contractProblems(answer.method, answer.route, answer.status, answer.contentType, answer.body);
  if (problems.length > 0) throw new Error(`The answer does not match docs/shop-api.openapi.json:\n${problems.join('\n')}\n${answer.text.slice(0, 500)}`);
}

/** A client with `key` (default: the demo key) whose every answer is checked against the contract. */
export const shopClient = (key: string | null = DEMO_SHOP_KEY): ShopClient => createShopClient({ baseUrl: shopBaseUrl, key, onAnswer: checkContract });

export const shop = shopClient();

let counter = 0;
/** An id of this run: orders and events of one run never meet another's. */
export const uniqueId = (label: string) => `${label}-${runId}-${(counter += 1)}`;

export interface ShopFixture {
  admin: TestUser;
  leader: TestUser;
  eventId: string;
}

const hour = 60 * 60_000;

/** An event put through the API, ending in `endsInMs` (default a day). */
export async function putEvent(eventId = uniqueId('evt'), endsInMs = 24 * hour, name = `Evento ${eventId}`): Promise<string> {
  const answer = await shop('PUT', '/v1/events/{eventId}', {
    params: { eventId },
    body: { name, startsAt: new Date(Date.now() - hour).toISOString(), endsAt: new Date(Date.now() + endsInMs).toISOString(), venue: 'Sala de pruebas' },
  });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`PUT event answered ${answer.status}: ${answer.text}`);
  return eventId;
}

/**
 * The demo data (the demo key, VERANO01…): the rules tests clear the emulator when they end, and
 * files run in any order, so a shop test seeds it again when it is gone.
 */
export async function ensureDemoData(): Promise<void> {
  const [key, code] = await Promise.all([db.doc(`shopKeys/${shopKeyHash(DEMO_SHOP_KEY)}`).get(), db.doc('codeKeys/VERANO01').get()]);
  if (key.exists && code.exists) return;
  await seedDemoData({ env: process.env as Record<string, string>, appUrl: process.env.APP_URL ?? 'http://127.0.0.1:5273' });
}

/** An administrator, a leader of the store with a verified e-mail, and an event of the shop. */
export async function shopFixture(label: string): Promise<ShopFixture> {
  await ensureDemoData();
  const [admin, leader, eventId] = await Promise.all([
    createAdmin(),
    createTestUser(label, { role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true }, firstName: 'Lía', lastName: 'Tienda' }),
    putEvent(),
  ]);
  return { admin, leader, eventId };
}

export interface CodeOptions {
  quantity?: number;
  maxUses?: number;
  maxTickets?: number;
  discount?: number;
  eventId?: string;
}

/** New codes of the fixture's leader, generated as the administrators' form does. */
export async function newCodes(fixture: ShopFixture, options: CodeOptions = {}): Promise<string[]> {
  const result = await callAs<{ codes: string[] }>(fixture.admin, 'generateCodes', {
    leaderId: fixture.leader.uid,
    eventId: options.eventId ?? fixture.eventId,
    maxUses: options.maxUses ?? 1,
    maxTickets: options.maxTickets ?? 2,
    quantity: options.quantity ?? 1,
    code_type: options.discount === undefined ? 'leader' : 'discount',
    ...(options.discount === undefined ? {} : { percent: options.discount }),
  });
  return result.codes;
}

export const newCode = async (fixture: ShopFixture, options: CodeOptions = {}) => (await newCodes(fixture, { ...options, quantity: 1 }))[0];

/** The codes document of a value. */
export async function codeDoc(value: string) {
  const codeId = (await db.doc(`codeKeys/${value.toUpperCase()}`).get()).get('codeId') as string;
  return db.collection('codes').doc(codeId);
}

/** The uses the shop holds or confirmed of a code (codes/{id}/uses). */
export async function usesOf(value: string) {
  return (await (await codeDoc(value)).collection('uses').get()).docs.map((doc) => doc.data());
}

/** A new integration key of the store, created by `admin` in Tienda. */
export async function createKey(admin: TestUser, label = `Pruebas ${runId}`): Promise<CreatedShopKey> {
  return callAs<CreatedShopKey>(admin, 'createShopKey', { label });
}

export const hold = (orderId: string, code: string, eventId: string, extra: Record<string, unknown> = {}, client: ShopClient = shop) =>
  client('POST', '/v1/reservations', { body: { orderId, code, eventId, tickets: 1, ...extra } });
export const confirm = (orderId: string, body?: unknown, client: ShopClient = shop) => client('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId }, body });
export const release = (orderId: string, client: ShopClient = shop) => client('POST', '/v1/reservations/{orderId}/release', { params: { orderId } });
export const getReservation = (orderId: string, client: ShopClient = shop) => client('GET', '/v1/reservations/{orderId}', { params: { orderId } });
export const check = (code: string, eventId: string, tickets = 1, client: ShopClient = shop) => client('POST', '/v1/codes/check', { body: { code, eventId, tickets } });

export { DEFAULT_STORE_ID };
