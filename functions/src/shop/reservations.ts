// Checks, holds, confirmations and releases of the shop API (pretix's habit): a use is checked and
// taken in the same commit that records the order (shopOrders/{orderKey} and
// codes/{codeId}/uses/{n}, both with create()), keyed by the shop's orderId, so a retry or a
// concurrent duplicate of a request is the same operation: the order document exists once, and
// with it exactly one use. Every later change of an order commits together with its use, with the
// update time each was read at as precondition: a request that lost a race reads again.
import { FieldValue, Timestamp, type DocumentData, type DocumentReference, type DocumentSnapshot, type WriteBatch } from 'firebase-admin/firestore';
import { codeStanding, maxTicketsOf, shopCapacity, usesLeft } from '../../../common/code-standing';
import {
  eventDocId,
  SHOP_ERROR_MESSAGES,
  SHOP_REASON_MESSAGES,
  type CheckCodeRequest,
  type CheckCodeResponse,
  type CreateReservationRequest,
  type ReleaseReason,
  type ReservationView,
} from '../../../common/shop-api';
import type { ShopOrderDoc } from '../../../common/data-model';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import type { ShopCaller } from './authenticate';
import { codeIdOf, eventEndsAtMs, eventRef, readShopCode, type ShopCode } from './code-lookup';
import { CONFIRMED_LIVE_UNTIL, countTakenUses, LISTED_CAPACITY, lostRace, UseFinder, codeUseRef, type UseCandidate } from './code-uses';
import { conflict, ShopApiError } from './http';
import { shopOrderKey } from './keys';
import { COLLECTIONS } from '../../../common/collections';

/** Reads and writes one request may make before it answers 503 (a retry is the same operation). */
const MAX_ATTEMPTS = 40;

const busy = () => new ShopApiError(503, 'unavailable', SHOP_ERROR_MESSAGES.unavailable);

/**
 * A request that lost races to others on the same code or order (a write that found the use taken
 * or the order changed, and read again) says how many, once: the measure of contention on a hot
 * code (the bench adds them up; in production, Cloud Logging).
 */
function reportRaces(operation: string, races: number): void {
  if (races > 0) logger.info('shopApi: lost races', { operation, races });
}
const orderNotFound = () => new ShopApiError(404, 'order_not_found', SHOP_ERROR_MESSAGES.orderNotFound);

export function orderRef(storeId: string, orderId: string): DocumentReference {
  return db.collection(COLLECTIONS.shopOrders).doc(shopOrderKey(storeId, orderId));
}

const millis = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/**
 * The reservation as the API shows it. A hold whose time ran out is 'released' (hold_expired) from
 * that moment, whether or not the sweep has written so yet: its use is free.
 */
export function reservationView(order: DocumentData, nowMs: number): ReservationView {
  const expiresAt = millis(order.expiresAt) ?? 0;
  const lapsed = order.status === 'reserved' && expiresAt <= nowMs;
  return {
    orderId: String(order.orderId),
    code: String(order.code),
    eventId: String(order.eventId),
    tickets: Number(order.tickets),
    status: lapsed ? 'released' : (order.status as ReservationView['status']),
    expiresAt: iso(expiresAt)!,
    amount: typeof order.amount === 'number' ? order.amount : null,
    confirmedAt: iso(millis(order.confirmedAt)),
    releasedAt: lapsed ? iso(expiresAt) : iso(millis(order.releasedAt)),
    releaseReason: lapsed ? 'hold_expired' : ((order.releaseReason as ReleaseReason | null | undefined) ?? null),
  };
}

/** The use write of a candidate: create a free use, or take over a run-out hold still as it was listed. */
function writeUse(batch: WriteBatch, candidate: UseCandidate, data: DocumentData): void {
  if (candidate.lapsedSince) batch.update(candidate.ref, data, { lastUpdateTime: candidate.lapsedSince });
  else batch.create(candidate.ref, data);
}

/** What an order (the shop's eventId, its tickets) may do with `code` now, before counting its uses. */
interface OrderTerms {
  storeId: string;
  eventId: string;
  tickets: number;
}

function standingOf(code: ShopCode | null, event: DocumentSnapshot, terms: OrderTerms, nowMs: number, takenUses = 0) {
  return codeStanding({
    code: code?.fields ?? null,
    storeId: terms.storeId,
    eventId: eventDocId(terms.eventId),
    tickets: terms.tickets,
    eventEndsAtMs: eventEndsAtMs(event),
    nowMs,
    takenUses,
  });
}

/** POST /v1/codes/check: what the code is worth for this order now. Reads only. */
export async function checkCode(caller: ShopCaller, input: CheckCodeRequest): Promise<CheckCodeResponse> {
  const nowMs = Date.now();
  const [codeId, event] = await Promise.all([codeIdOf(input.code), eventRef(input.eventId).get()]);
  const code = await readShopCode(codeId);
  const terms = { storeId: caller.storeId, eventId: input.eventId, tickets: input.tickets };
  const early = standingOf(code, event, terms, nowMs);
  if (early !== null) return { valid: false, reason: early, message: SHOP_REASON_MESSAGES[early] };
  const taken = await countTakenUses(code!.ref, nowMs);
  const reason = standingOf(code, event, terms, nowMs, taken);
  if (reason !== null) return { valid: false, reason, message: SHOP_REASON_MESSAGES[reason] };
  const fields = code!.fields!;
  const discount = fields.code_type === 'discount';
  return {
    valid: true,
    code: {
      code: String(fields.code),
      type: discount ? 'discount' : 'leader',
      percent: discount ? (typeof fields.percent === 'number' ? fields.percent : 0) : null,
      usesLeft: usesLeft(fields, taken),
      maxTickets: maxTicketsOf(fields),
    },
  };
}

/** The answer to an order that already exists: the same reservation, or a conflict if it asks for something else. */
function sameOrder(order: DocumentSnapshot, codeId: string | null, input: CreateReservationRequest, nowMs: number): { created: false; reservation: ReservationView } {
  const data = order.data()!;
  if (data.codeId !== codeId || data.eventId !== input.eventId || data.tickets !== input.tickets) throw conflict('order_conflict');
  return { created: false, reservation: reservationView(data, nowMs) };
}

type Take = ({ kind: 'taken'; use: number } | { kind: 'full' } | { kind: 'stopped' }) & { races: number };

/**
 * Takes a free use of `code`, committing `orderWrite` with it. 'full' when every use is taken;
 * 'stopped' when, after a lost race, `stillOurs` says the order itself changed (the caller reads
 * it again). Throws 503 when the races never end.
 */
async function takeUse(
  code: ShopCode,
  nowMs: number,
  useData: DocumentData,
  orderWrite: (batch: WriteBatch, use: number) => void,
  stillOurs: () => Promise<boolean>,
): Promise<Take> {
  const capacity = shopCapacity(code.fields!);
  // A large code at its end: one count instead of listing hundreds of uses.
  if (capacity > LISTED_CAPACITY && (await countTakenUses(code.ref, nowMs)) >= capacity) return { kind: 'full', races: 0 };
  const finder = new UseFinder(code.ref, capacity, nowMs);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const candidate = await finder.next();
    if (candidate === null) return { kind: 'full', races: attempt };
    const batch = db.batch();
    orderWrite(batch, candidate.use);
    writeUse(batch, candidate, useData);
    try {
      await batch.commit();
      return { kind: 'taken', use: candidate.use, races: attempt };
    } catch (error) {
      if (!lostRace(error)) throw error;
      if (!(await stillOurs())) return { kind: 'stopped', races: attempt + 1 };
      // Others took uses meanwhile: what a listing said is stale.
      finder.forgetListing();
    }
  }
  throw busy();
}

/** POST /v1/reservations: 201 with a new hold, 200 with the order's existing one, or 409. */
export async function createReservation(caller: ShopCaller, input: CreateReservationRequest): Promise<{ created: boolean; reservation: ReservationView }> {
  const nowMs = Date.now();
  const ref = orderRef(caller.storeId, input.orderId);
  const [codeId, event, existing] = await Promise.all([codeIdOf(input.code), eventRef(input.eventId).get(), ref.get()]);
  if (existing.exists) return sameOrder(existing, codeId, input, nowMs);
  const code = await readShopCode(codeId);
  const reason = standingOf(code, event, { storeId: caller.storeId, eventId: input.eventId, tickets: input.tickets }, nowMs);
  if (reason !== null) throw conflict(reason);

  const fields = code!.fields!;
  const expiresAt = Timestamp.fromMillis(nowMs + input.holdSeconds * 1000);
  const order = (use: number): ShopOrderDoc => ({
    orderId: input.orderId,
    storeId: caller.storeId,
    keyId: caller.keyId,
    codeId: codeId!,
    code: String(fields.code),
    eventId: input.eventId,
    leaderId: String(fields.leaderId?.id ?? ''),
    tickets: input.tickets,
    amount: null,
    status: 'reserved',
    use,
    holdSeconds: input.holdSeconds,
    createdAt: FieldValue.serverTimestamp() as unknown as Timestamp,
    expiresAt,
    confirmedAt: null,
    releasedAt: null,
    releaseReason: null,
    updatedAt: FieldValue.serverTimestamp() as unknown as Timestamp,
  });
  const taken = await takeUse(
    code!,
    nowMs,
    { orderKey: ref.id, state: 'held', tickets: input.tickets, liveUntil: expiresAt, updatedAt: FieldValue.serverTimestamp() },
    (batch, use) => batch.create(ref, order(use)),
    async () => !(await ref.get()).exists,
  );
  reportRaces('hold', taken.races);
  if (taken.kind === 'taken') return { created: true, reservation: reservationView(order(taken.use), nowMs) };
  // A duplicate of this request won the race (it holds the use), or every use is taken.
  const again = await ref.get();
  if (again.exists) return sameOrder(again, codeId, input, nowMs);
  throw conflict('used_up');
}

/** Reads the order or answers 404. */
async function readOrder(ref: DocumentReference): Promise<DocumentSnapshot> {
  const snapshot = await ref.get();
  if (!snapshot.exists) throw orderNotFound();
  return snapshot;
}

/** POST /v1/reservations/{orderId}/confirm: the use counts. */
export async function confirmReservation(caller: ShopCaller, orderId: string, amount: number | undefined): Promise<ReservationView> {
  const ref = orderRef(caller.storeId, orderId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const nowMs = Date.now();
    const order = await readOrder(ref);
    const data = order.data()!;
    if (data.status === 'confirmed') {
      // Idempotent; an amount other than the one confirmed is another operation.
      if (amount !== undefined && amount !== data.amount) throw conflict('order_conflict');
      return reservationView(data, nowMs);
    }
    if (data.status === 'released' && data.releaseReason !== 'hold_expired') throw conflict('order_conflict');

    const confirmedAt = Timestamp.fromMillis(nowMs);
    const confirmed = { status: 'confirmed', amount: amount ?? null, confirmedAt, releasedAt: null, releaseReason: null, updatedAt: FieldValue.serverTimestamp() };
    const codeRef = db.collection(COLLECTIONS.codes).doc(String(data.codeId));
    const confirmedUse = { orderKey: ref.id, state: 'confirmed', tickets: Number(data.tickets), liveUntil: CONFIRMED_LIVE_UNTIL, updatedAt: FieldValue.serverTimestamp() };
    const held = data.status === 'reserved' ? await codeUseRef(codeRef, Number(data.use)).get() : null;
    try {
      if (held?.exists && held.get('orderKey') === ref.id) {
        // The hold is still this order's (run out or not: nobody took its use), so the use is free.
        await db
          .batch()
          .update(held.ref, confirmedUse, { lastUpdateTime: held.updateTime! })
          .update(ref, confirmed, { lastUpdateTime: order.updateTime! })
          .commit();
        reportRaces('confirm', attempt);
        return reservationView({ ...data, ...confirmed }, nowMs);
      }
      // The hold ran out and its use went back: confirmed only if the code still has one free.
      const taken = await retakeUse(
        data,
        nowMs,
        confirmedUse,
        (batch, use) => batch.update(ref, { ...confirmed, use }, { lastUpdateTime: order.updateTime! }),
        async () => (await ref.get()).updateTime?.isEqual(order.updateTime!) ?? false,
      );
      reportRaces('confirm', attempt + taken.races);
      if (taken.kind === 'full') throw conflict('hold_expired');
      if (taken.kind === 'taken') return reservationView({ ...data, ...confirmed, use: taken.use }, nowMs);
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  throw busy();
}

/** A use for an order whose hold ran out, on the same terms as a new hold ('full' when there is none). */
async function retakeUse(
  order: DocumentData,
  nowMs: number,
  useData: DocumentData,
  orderWrite: (batch: WriteBatch, use: number) => void,
  stillOurs: () => Promise<boolean>,
): Promise<Take> {
  const [code, event] = await Promise.all([readShopCode(String(order.codeId)), eventRef(String(order.eventId)).get()]);
  const reason = standingOf(code, event, { storeId: String(order.storeId), eventId: String(order.eventId), tickets: Number(order.tickets) }, nowMs);
  if (reason !== null) return { kind: 'full', races: 0 };
  return takeUse(code!, nowMs, useData, orderWrite, stillOurs);
}

/** POST /v1/reservations/{orderId}/release: cancels the hold or refunds the confirmed use, once. */
export async function releaseReservation(caller: ShopCaller, orderId: string): Promise<ReservationView> {
  const ref = orderRef(caller.storeId, orderId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const nowMs = Date.now();
    const order = await readOrder(ref);
    const data = order.data()!;
    if (data.status === 'released') return reservationView(data, nowMs);
    const expiresAt = millis(data.expiresAt) ?? 0;
    const lapsed = data.status === 'reserved' && expiresAt <= nowMs;
    const released = {
      status: 'released',
      releaseReason: data.status === 'confirmed' ? 'refunded' : lapsed ? 'hold_expired' : 'cancelled',
      releasedAt: Timestamp.fromMillis(lapsed ? expiresAt : nowMs),
      updatedAt: FieldValue.serverTimestamp(),
    };
    const use = await codeUseRef(db.collection(COLLECTIONS.codes).doc(String(data.codeId)), Number(data.use)).get();
    const batch = db.batch();
    // The use goes back only if it is still this order's: never a use given back twice.
    if (use.exists && use.get('orderKey') === ref.id) batch.delete(use.ref, { lastUpdateTime: use.updateTime! });
    batch.update(ref, released, { lastUpdateTime: order.updateTime! });
    try {
      await batch.commit();
      reportRaces('release', attempt);
      return reservationView({ ...data, ...released }, nowMs);
    } catch (error) {
      if (!lostRace(error)) throw error;
    }
  }
  throw busy();
}

/** GET /v1/reservations/{orderId}. */
export async function getReservation(caller: ShopCaller, orderId: string): Promise<ReservationView> {
  const order = await readOrder(orderRef(caller.storeId, orderId));
  return reservationView(order.data()!, Date.now());
}

