// shopMaintenance (scheduled every 10 minutes): the work that time does, in batches.
//   1. Events whose end has passed: their available codes become 'expired' (event_ended), so the
//      validator, the labels and the batch figures stop offering them. Within 15 minutes of endsAt.
//   2. Events whose end moved later again: the codes they expired come back
//      (common/code-standing.ts statusWhenEventReopens).
//   3. Holds that ran out: their use was already free for every request (a run-out hold does
//      not count); the sweep writes it down: the use document goes, the order becomes 'released'
//      (hold_expired).
// Every write is conditional on what was read (update times), so the sweep never undoes a
// request that raced it; what it skips, the next run does. The summaries follow each code's
// change through summarizeCodeWrite.
//
// No firebase-admin at run time: the Firestore handles come in, so the tests run the same sweep
// against the emulator.
import type { DocumentData, Firestore, QueryDocumentSnapshot, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { statusAtEventEnd, statusWhenEventReopens } from '../../../common/code-standing';
import { CODE_USES, COLLECTIONS } from '../../../common/collections';

export interface MaintenanceKit {
  db: Firestore;
  FieldValue: { serverTimestamp(): unknown; delete(): unknown };
  Timestamp: { fromMillis(ms: number): AdminTimestamp };
}

export interface MaintenanceReport {
  codesExpired: number;
  codesReopened: number;
  holdsReleased: number;
  /** True when the time budget ran out first (the next run goes on). */
  unfinished: boolean;
}

/** Documents per query page and batch. */
const PAGE = 400;
/** A run stops starting new pages after this long (the function's timeout is 9 minutes). */
export const MAINTENANCE_BUDGET_MS = 8 * 60_000;

const GRPC_FAILED_PRECONDITION = 9;
const GRPC_NOT_FOUND = 5;
const skippable = (error: unknown) => [GRPC_FAILED_PRECONDITION, GRPC_NOT_FOUND].includes((error as { code?: number } | null)?.code ?? -1);

export async function runShopMaintenance(kit: MaintenanceKit, nowMs: number = Date.now(), budgetMs: number = MAINTENANCE_BUDGET_MS): Promise<MaintenanceReport> {
  const deadline = Date.now() + budgetMs;
  const report: MaintenanceReport = { codesExpired: 0, codesReopened: 0, holdsReleased: 0, unfinished: false };
  const inTime = () => Date.now() < deadline || ((report.unfinished = true), false);
  const now = kit.Timestamp.fromMillis(nowMs);
  const events = kit.db.collection(COLLECTIONS.events);

  for (const event of (await events.where('codesState', '==', 'open').where('endsAt', '<=', now).get()).docs) {
    if (!inTime()) break;
    const done = await relabelCodes(kit, event, 'available', null, () => ({ ...statusAtEventEnd }), inTime);
    report.codesExpired += done.count;
    if (done.complete) await markEvent(event, 'ended', kit);
  }
  for (const event of (await events.where('codesState', '==', 'ended').where('endsAt', '>', now).get()).docs) {
    if (!inTime()) break;
    const done = await relabelCodes(kit, event, 'expired', 'event_ended', statusWhenEventReopens, inTime);
    report.codesReopened += done.count;
    if (done.complete) await markEvent(event, 'open', kit);
  }
  report.holdsReleased = await releaseRunOutHolds(kit, nowMs, inTime);
  return report;
}

/** The event's state, unless the shop changed the event since it was read (the next run decides again). */
async function markEvent(event: QueryDocumentSnapshot, codesState: 'open' | 'ended', kit: MaintenanceKit): Promise<void> {
  await event.ref.update({ codesState, updatedAt: kit.FieldValue.serverTimestamp() }, { lastUpdateTime: event.updateTime }).catch((error: unknown) => {
    if (!skippable(error)) throw error;
  });
}

/** Gives every code of the event with `status` (and `expiredReason`) the status `next` says, a page at a time. */
async function relabelCodes(
  kit: MaintenanceKit,
  event: QueryDocumentSnapshot,
  status: 'available' | 'expired',
  expiredReason: string | null,
  next: (code: DocumentData) => { status: string; expiredReason: string | null },
  inTime: () => boolean,
): Promise<{ count: number; complete: boolean }> {
  let count = 0;
  // A code that kept changing under the sweep (a burst of confirmations) is left to the next run.
  const failures = new Map<string, number>();
  const given = () => [...failures.values()].filter((n) => n >= 3).length;
  const relabel = (code: QueryDocumentSnapshot) => {
    const target = next(code.data());
    return [
      code.ref,
      { status: target.status, expiredReason: target.expiredReason ?? kit.FieldValue.delete(), updatedAt: kit.FieldValue.serverTimestamp() },
      { lastUpdateTime: code.updateTime },
    ] as const;
  };
  for (;;) {
    if (!inTime()) return { count, complete: false };
    let query = kit.db.collection(COLLECTIONS.codes).where('eventId.id', '==', event.id).where('status', '==', status);
    if (expiredReason !== null) query = query.where('expiredReason', '==', expiredReason);
    const page = await query.limit(PAGE + given()).get();
    const codes = page.docs.filter((code) => (failures.get(code.id) ?? 0) < 3);
    if (codes.length === 0) return { count, complete: given() === 0 };
    const batch = kit.db.batch();
    for (const code of codes) batch.update(...relabel(code));
    try {
      await batch.commit();
      count += codes.length;
    } catch (error) {
      if (!skippable(error)) throw error;
      // A code changed since the page was read: one at a time, the others still go.
      for (const code of codes) {
        try {
          const [ref, data, precondition] = relabel(code);
          await ref.update(data, precondition);
          count += 1;
        } catch (single) {
          if (!skippable(single)) throw single;
          failures.set(code.id, (failures.get(code.id) ?? 0) + 1);
        }
      }
    }
  }
}

/** Orders still 'reserved' after their hold ran out: their use goes back, and they read 'released'. */
async function releaseRunOutHolds(kit: MaintenanceKit, nowMs: number, inTime: () => boolean): Promise<number> {
  let released = 0;
  const orders = kit.db.collection(COLLECTIONS.shopOrders);
  for (let last: QueryDocumentSnapshot | null = null; inTime(); ) {
    let query = orders.where('status', '==', 'reserved').where('expiresAt', '<=', kit.Timestamp.fromMillis(nowMs)).orderBy('expiresAt').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    last = page.docs[page.docs.length - 1];
    await Promise.all(
      page.docs.map(async (order) => {
        const data = order.data();
        const use = await kit.db.collection(COLLECTIONS.codes).doc(String(data.codeId)).collection(CODE_USES).doc(String(data.use)).get();
        const batch = kit.db.batch();
        const ours = use.exists && use.get('orderKey') === order.id && use.get('state') === 'held' && (use.get('liveUntil') as AdminTimestamp).toMillis() <= nowMs;
        if (ours) batch.delete(use.ref, { lastUpdateTime: use.updateTime });
        batch.update(
          order.ref,
          { status: 'released', releaseReason: 'hold_expired', releasedAt: data.expiresAt, updatedAt: kit.FieldValue.serverTimestamp() },
          { lastUpdateTime: order.updateTime },
        );
        try {
          await batch.commit();
          released += 1;
        } catch (error) {
          if (!skippable(error)) throw error;
        }
      }),
    );
    if (page.size < PAGE) break;
  }
  return released;
}
