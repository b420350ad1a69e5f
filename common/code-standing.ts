// What a code is worth to the shop, and what its uses make of it. Pure: the shop API's check and
// hold (functions/src/shop) ask `codeStanding`, the projection of its uses onto the code
// (`projectCodeUses`) and the event sweep (`statusAtEventEnd`, `statusWhenEventReopens`) decide
// the status the leader sees, and the tests and the soak check the same rules.
//
// The uses of a code through the shop are counted in codes/{codeId}/uses/{n}, one document per
// use (a hold or a confirmed use): n runs over [0, capacity), so two orders can never hold the
// same use, whatever the shop sends at once. A code may also carry uses from before the shop API
// (the seed, a console edit): its `baseline`, currentUses minus the confirmed uses of the shop
// that the code already shows (shopUses). The capacity of the shop is maxUses minus that baseline.
import type { CodeReason } from './shop-api';

/** The fields of a codes document the shop reads (any may be missing in a hand-written one). */
export interface ShopCodeFields {
  status?: unknown;
  storeId?: unknown;
  currentUses?: unknown;
  maxUses?: unknown;
  maxTickets?: unknown;
  /** Confirmed uses of the shop the code's currentUses includes (kept by the projection). */
  shopUses?: unknown;
  /** Why the status is 'expired', when the product set it: its uses ran out, or its event ended. */
  expiredReason?: unknown;
  eventId?: { id?: unknown } | null;
}

export type ExpiredReason = 'used_up' | 'event_ended';

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Tickets one order may use a code for; a code written without maxTickets allows one. */
export function maxTicketsOf(code: ShopCodeFields): number {
  return Math.max(1, count(code.maxTickets));
}

/** Uses the code had besides the shop's confirmed uses (never negative). */
export function usesBaseline(code: ShopCodeFields): number {
  return Math.max(0, count(code.currentUses) - count(code.shopUses));
}

/** How many uses the shop may hold or confirm at once: maxUses minus the baseline. */
export function shopCapacity(code: ShopCodeFields): number {
  return Math.max(0, count(code.maxUses) - usesBaseline(code));
}

/** True when the event has ended at `nowMs` (an event without an end never ends). */
export function hasEnded(endsAtMs: number | null | undefined, nowMs: number): boolean {
  return typeof endsAtMs === 'number' && endsAtMs <= nowMs;
}

/**
 * The status is 'expired' because its uses ran out: set so by the product, or, for a code
 * expired elsewhere, with every use taken. Such a code comes back when a use is refunded.
 */
function expiredByUse(code: ShopCodeFields): boolean {
  return code.expiredReason === 'used_up' || (code.expiredReason === undefined && count(code.currentUses) >= count(code.maxUses));
}

export interface StandingQuestion {
  /** The code document, or null when the value names no code. */
  code: ShopCodeFields | null;
  /** The store of the key that asks. */
  storeId: string;
  eventId: string;
  tickets: number;
  /** The end of the code's event (null: no end, or no event document). */
  eventEndsAtMs: number | null;
  nowMs: number;
  /** Uses of the shop taken now: confirmed ones and holds that have not run out. */
  takenUses: number;
}

/**
 * Why the code cannot take one more use for this order, or null when it can. In this order: a
 * code that is not this store's is `not_found`; removed, of another event, of an event that
 * ended, expired by hand; then the order's tickets; then the uses left.
 */
export function codeStanding(question: StandingQuestion): CodeReason | null {
  const { code } = question;
  if (code === null || code.storeId !== question.storeId) return 'not_found';
  if (code.status === 'deleted') return 'deleted';
  if (code.eventId?.id !== question.eventId) return 'wrong_event';
  if (hasEnded(question.eventEndsAtMs, question.nowMs)) return 'event_ended';
  // An expiry by the event's end is undone when the event moves later (the sweep relabels the
  // code within minutes; the shop does not wait for it). Used up: the uses below decide.
  if (code.status === 'expired' && code.expiredReason !== 'event_ended' && !expiredByUse(code)) return 'expired';
  if (code.status !== 'available' && code.status !== 'expired') return 'not_found';
  if (question.tickets > maxTicketsOf(code)) return 'too_many_tickets';
  if (question.takenUses >= shopCapacity(code)) return 'used_up';
  return null;
}

/** Uses left for the shop, never negative. */
export function usesLeft(code: ShopCodeFields, takenUses: number): number {
  return Math.max(0, shopCapacity(code) - takenUses);
}

/** What the code document shows after its uses are counted again. */
export interface ProjectedUses {
  currentUses: number;
  shopUses: number;
  /** Tickets of the confirmed uses (a refund deletes its use, so refunds are off already). */
  ticketsSold: number;
  status: 'available' | 'expired' | 'deleted';
  /** null: no reason (the field is removed). */
  expiredReason: ExpiredReason | null;
}

/**
 * The code with `confirmedUses` confirmed uses of the shop, of `ticketsSold` tickets in all:
 * currentUses is the baseline plus them; reaching maxUses makes an available code 'expired' (used up), and a refund below it makes
 * a used-up code 'available' again while its event has not ended. A removed code stays removed,
 * and a code expired by hand stays expired.
 */
export function projectCodeUses(code: ShopCodeFields, confirmedUses: number, eventEnded: boolean, ticketsSold = 0): ProjectedUses {
  const currentUses = usesBaseline(code) + confirmedUses;
  const maxUses = count(code.maxUses);
  const kept = { currentUses, shopUses: confirmedUses, ticketsSold: count(ticketsSold) };
  const reason = typeof code.expiredReason === 'string' ? (code.expiredReason as ExpiredReason) : null;
  if (code.status === 'available') {
    return currentUses >= maxUses ? { ...kept, status: 'expired', expiredReason: 'used_up' } : { ...kept, status: 'available', expiredReason: null };
  }
  if (code.status === 'expired' && expiredByUse(code)) {
    if (currentUses >= maxUses) return { ...kept, status: 'expired', expiredReason: 'used_up' };
    return eventEnded ? { ...kept, status: 'expired', expiredReason: 'event_ended' } : { ...kept, status: 'available', expiredReason: null };
  }
  return { ...kept, status: code.status === 'deleted' ? 'deleted' : 'expired', expiredReason: reason };
}

/** The status an available code takes when its event ends. */
export const statusAtEventEnd = { status: 'expired', expiredReason: 'event_ended' } as const satisfies Pick<ProjectedUses, 'status' | 'expiredReason'>;

/** What a code expired by its event's end becomes when the event is moved to a later end. */
export function statusWhenEventReopens(code: ShopCodeFields): Pick<ProjectedUses, 'status' | 'expiredReason'> {
  return count(code.currentUses) >= count(code.maxUses) ? { status: 'expired', expiredReason: 'used_up' } : { status: 'available', expiredReason: null };
}
