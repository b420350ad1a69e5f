// The soak of the shop API: random operations as a real shop makes them (holds, confirmations,
// releases and refunds, checks), with what goes wrong between two servers: the same request
// delivered twice at once, answers lost on the shop's side (it retries the same request later),
// and holds that run out. A repair (recount-summaries) and the maintenance sweep run in the middle.
// At the end, for every code: currentUses = confirmed − refunded ≤ maxUses, each use belongs to
// one live order, no order holds two uses or is counted twice, every summary equals its recount,
// and no answer was a 5xx. `npm run bench` runs 10,000 operations over 200 codes; `npm test` a
// smaller one (tests/integration/functions/shop-soak.test.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { mulberry32 } from '../seed/demo-data';
import type { ShopAnswer, ShopClient } from './shop-client';
import { CODE_USES, COLLECTIONS } from '../../common/collections';

export interface SoakCode {
  code: string;
  codeId: string;
  maxUses: number;
  maxTickets: number;
}

export interface SoakOptions {
  client: ShopClient;
  db: Firestore;
  codes: SoakCode[];
  eventId: string;
  leaderUid: string;
  operations: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Run in the middle, while operations go on. */
  repair: () => Promise<unknown>;
  sweep: () => Promise<unknown>;
  seed?: number;
  /** Unique per run: the orders of one run never meet another's. */
  runId: string;
  log?: (line: string) => void;
}

export interface SoakReport {
  operations: Record<string, number>;
  statuses: Record<string, number>;
  violations: string[];
  seconds: number;
  requests: number;
}

type Known = 'unknown' | 'reserved' | 'confirmed' | 'released';

interface ShopOrder {
  orderId: string;
  code: SoakCode;
  tickets: number;
  holdSeconds: number;
  /** What the shop learnt from the last answer it kept. */
  known: Known;
  /** A request whose answer was lost: the shop sends it again. */
  pending: 'hold' | 'confirm' | 'release' | null;
}

const SHORT_HOLD_SECONDS = 5;

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const random = mulberry32(options.seed ?? 31);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const orders: ShopOrder[] = [];
  const operations: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  const violations: string[] = [];
  let requests = 0;
  const count = (name: string) => (operations[name] = (operations[name] ?? 0) + 1);
  const started = performance.now();

  const send = async (method: string, route: string, request: Parameters<ShopClient>[2]): Promise<ShopAnswer> => {
    requests += 1;
    const answer = await options.client(method, route, request);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) violations.push(`${method} ${route} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return answer;
  };
  const reservationOf = (answer: ShopAnswer) => (answer.body as { reservation?: { status: Known } } | null)?.reservation;
  const learn = (order: ShopOrder, answer: ShopAnswer, expected: number[]) => {
    if (!expected.includes(answer.status)) violations.push(`order ${order.orderId}: ${answer.method} answered ${answer.status} (${answer.text.slice(0, 160)})`);
    const reservation = reservationOf(answer);
    if (reservation) order.known = reservation.status;
  };

  const hold = (order: ShopOrder) =>
    send('POST', '/v1/reservations', { body: { orderId: order.orderId, code: order.code.code, eventId: options.eventId, tickets: order.tickets, holdSeconds: order.holdSeconds } });
  const confirm = (order: ShopOrder) => send('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId: order.orderId }, body: { amount: 1000 * order.tickets } });
  const release = (order: ShopOrder) => send('POST', '/v1/reservations/{orderId}/release', { params: { orderId: order.orderId } });
  const requestOf = { hold, confirm, release } as const;

  /** One operation of the shop, chosen at random. */
  async function operate(index: number): Promise<void> {
    const roll = random();
    const retrying = orders.filter((order) => order.pending !== null);
    if (retrying.length > 0 && roll < 0.08) {
      // The shop retries a request whose answer it lost: the same request, the same outcome.
      count('retry after a lost answer');
      const order = pick(retrying);
      const kind = order.pending!;
      order.pending = null;
      return learn(order, await requestOf[kind](order), kind === 'hold' ? [200, 201, 409] : [200, 409]);
    }
    if (roll < 0.45 || orders.length === 0) {
      count('hold');
      const code = pick(options.codes);
      const order: ShopOrder = {
        orderId: `soak-${options.runId}-${index}`,
        code,
        tickets: 1 + Math.floor(random() * (code.maxTickets + (random() < 0.1 ? 1 : 0))),
        holdSeconds: random() < 0.1 ? SHORT_HOLD_SECONDS : 900,
        known: 'unknown',
        pending: null,
      };
      orders.push(order);
      const twice = random() < 0.1;
      if (twice) count('hold delivered twice at once');
      const lost = random() < 0.05;
      const answers = await Promise.all(twice ? [hold(order), hold(order)] : [hold(order)]);
      if (lost) {
        count('hold answer lost');
        order.pending = 'hold';
        return;
      }
      for (const answer of answers) learn(order, answer, [200, 201, 409]);
      if (twice && answers.every((answer) => answer.status < 300) && answers.filter((answer) => answer.status === 201).length !== 1) {
        violations.push(`order ${order.orderId}: a hold delivered twice answered ${answers.map((answer) => answer.status).join(' and ')}, not one 201`);
      }
      return;
    }
    if (roll < 0.75) {
      const reserved = orders.filter((order) => order.known === 'reserved' && order.pending === null);
      if (reserved.length === 0) return operate(index);
      count('confirm');
      const order = pick(reserved);
      const twice = random() < 0.1;
      if (twice) count('confirm delivered twice at once');
      const answers = await Promise.all(twice ? [confirm(order), confirm(order)] : [confirm(order)]);
      if (random() < 0.05) {
        count('confirm answer lost');
        order.pending = 'confirm';
        return;
      }
      for (const answer of answers) learn(order, answer, [200, 409]);
      return;
    }
    if (roll < 0.9) {
      const live = orders.filter((order) => (order.known === 'reserved' || order.known === 'confirmed') && order.pending === null);
      if (live.length === 0) return operate(index);
      const order = pick(live);
      count(order.known === 'confirmed' ? 'refund' : 'release');
      const twice = random() < 0.15;
      if (twice) count('release delivered twice at once');
      const answers = await Promise.all(twice ? [release(order), release(order)] : [release(order)]);
      if (random() < 0.05) {
        count('release answer lost');
        order.pending = 'release';
        return;
      }
      for (const answer of answers) learn(order, answer, [200]);
      return;
    }
    count('check');
    const answer = await send('POST', '/v1/codes/check', { body: { code: pick(options.codes).code.toLowerCase(), eventId: options.eventId, tickets: 1 } });
    if (answer.status !== 200) violations.push(`check answered ${answer.status}`);
  }

  let next = 0;
  let repaired: Promise<unknown> | null = null;
  const lane = async () => {
    for (let index = next++; index < options.operations; index = next++) {
      if (index === Math.floor(options.operations / 2) && repaired === null) {
        options.log?.(`soak: ${index} operations done; repair and sweep run now, beside the rest`);
        repaired = Promise.all([options.repair(), options.sweep()]);
      }
      await operate(index);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  await repaired;
  // Every answer the shop lost, it gets in the end.
  for (const order of orders.filter((entry) => entry.pending !== null)) {
    const kind = order.pending!;
    order.pending = null;
    learn(order, await requestOf[kind](order), kind === 'hold' ? [200, 201, 409] : [200, 409]);
  }
  const seconds = (performance.now() - started) / 1000;
  violations.push(...(await checkOrders(options, orders)));
  return { operations, statuses, violations, seconds, requests };
}

/**
 * What must hold in Firestore, from the orders and uses themselves. Returns the violations (none
 * when all is well). The code's currentUses and the summaries follow through triggers: the caller
 * waits for them (soakSettled).
 */
async function checkOrders(options: SoakOptions, orders: ShopOrder[]): Promise<string[]> {
  const violations: string[] = [];
  const nowMs = Date.now();
  for (const code of options.codes) {
    const [stored, uses] = await Promise.all([
      options.db.collection(COLLECTIONS.shopOrders).where('codeId', '==', code.codeId).get(),
      options.db.collection(COLLECTIONS.codes).doc(code.codeId).collection(CODE_USES).get(),
    ]);
    const byKey = new Map(stored.docs.map((doc) => [doc.id, doc.data()]));
    const confirmed = stored.docs.filter((doc) => doc.get('status') === 'confirmed');
    const holders = new Map<string, number>();
    for (const use of uses.docs) {
      const orderKey = String(use.get('orderKey'));
      holders.set(orderKey, (holders.get(orderKey) ?? 0) + 1);
      const order = byKey.get(orderKey);
      const live = (use.get('liveUntil') as { toMillis(): number }).toMillis() > nowMs;
      if (Number(use.id) >= code.maxUses) violations.push(`${code.code}: use ${use.id} is beyond maxUses ${code.maxUses}`);
      if (!order && live) violations.push(`${code.code}: use ${use.id} belongs to no order`);
      if (order && order.use !== Number(use.id) && live) violations.push(`${code.code}: use ${use.id} is held by an order that says it holds ${order.use}`);
      if (use.get('state') === 'confirmed' && order?.status !== 'confirmed') violations.push(`${code.code}: confirmed use ${use.id} of an order ${order?.status ?? 'missing'}`);
    }
    for (const [orderKey, held] of holders) if (held > 1) violations.push(`${code.code}: order ${orderKey} holds ${held} uses (counted twice)`);
    for (const order of confirmed) if (!uses.docs.some((use) => use.id === String(order.get('use')) && use.get('orderKey') === order.id && use.get('state') === 'confirmed')) {
      violations.push(`${code.code}: confirmed order ${order.get('orderId')} has no confirmed use`);
    }
    if (confirmed.length > code.maxUses) violations.push(`${code.code}: ${confirmed.length} confirmed orders for ${code.maxUses} uses`);
    const live = uses.docs.filter((use) => (use.get('liveUntil') as { toMillis(): number }).toMillis() > nowMs).length;
    if (live > code.maxUses) violations.push(`${code.code}: ${live} uses taken for ${code.maxUses}`);
  }
  // What the shop was told is what Firestore holds.
  const told = orders.filter((order) => order.known === 'confirmed' || order.known === 'released');
  for (const order of told) {
    const stored = (await options.db.collection(COLLECTIONS.shopOrders).where('orderId', '==', order.orderId).limit(1).get()).docs[0];
    if (!stored) violations.push(`order ${order.orderId}: the shop was told ${order.known}, but it is not stored`);
    else if (stored.get('status') !== order.known) violations.push(`order ${order.orderId}: the shop was told ${order.known}, Firestore says ${stored.get('status')}`);
  }
  return violations;
}

/**
 * After the soak, once the triggers have had their turn: every code's currentUses equals its
 * confirmed orders (confirmed − refunded, at most maxUses), and the leader's summary equals a
 * recount. `check` is polled until it holds or `timeoutMs` passes; the last violations come back.
 */
export async function soakSettled(options: Pick<SoakOptions, 'db' | 'codes'>, summaryMatches: () => Promise<boolean>, timeoutMs = 240_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const violations: string[] = [];
    for (const code of options.codes) {
      const [doc, orders] = await Promise.all([
        options.db.collection(COLLECTIONS.codes).doc(code.codeId).get(),
        options.db.collection(COLLECTIONS.shopOrders).where('codeId', '==', code.codeId).get(),
      ]);
      const confirmed = orders.docs.filter((order) => order.get('status') === 'confirmed').length;
      const refunded = orders.docs.filter((order) => order.get('releaseReason') === 'refunded').length;
      const everConfirmed = orders.docs.filter((order) => order.get('confirmedAt') != null).length;
      const currentUses = Number(doc.get('currentUses'));
      if (currentUses !== everConfirmed - refunded) violations.push(`${code.code}: currentUses ${currentUses}, confirmed ${everConfirmed} − refunded ${refunded}`);
      if (currentUses > code.maxUses) violations.push(`${code.code}: currentUses ${currentUses} over maxUses ${code.maxUses}`);
      if (confirmed !== everConfirmed - refunded) violations.push(`${code.code}: ${confirmed} confirmed orders, ${everConfirmed} confirmations − ${refunded} refunds`);
      const expectedStatus = currentUses >= code.maxUses ? 'expired' : 'available';
      if (doc.get('status') !== expectedStatus) violations.push(`${code.code}: status ${doc.get('status')} with ${currentUses}/${code.maxUses}`);
    }
    if (!(await summaryMatches())) violations.push("the leader's summary differs from recount-summaries' recount");
    if (violations.length === 0 || Date.now() > deadline) return violations;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
