// listLeaderOrders (callable, active administrators): the orders of a leader's codes, for the
// administrators' leader page: newest confirmation first, a page at a time (the cost is the page,
// never the leader's history). Only orders that were confirmed (those refunded say when); holds
// that were cancelled or ran out sold nothing. The orders stay server-only (the rules refuse
// every browser): this answers only what the page shows, and only for leaders of the store.
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { listLeaderOrdersInputSchema, type LeaderOrdersPage, type LeaderOrderView } from '../../../common/schemas';
import { ROLE_LEADER } from '../../../common/constants';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { configuredStoreId } from '../lib/stores';
import { COLLECTIONS } from '../../../common/collections';

const DEFAULT_PAGE_SIZE = 20;
const millis = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);

export async function listLeaderOrders(request: CallableRequest<unknown>): Promise<LeaderOrdersPage> {
  await requireAdmin(request);
  const { leaderId, codeId, pageSize = DEFAULT_PAGE_SIZE, after } = parseCallableInput(listLeaderOrdersInputSchema, request.data);
  const storeId = configuredStoreId();
  const leader = (await db.collection(COLLECTIONS.users).doc(leaderId).get()).data();
  if (leader?.role !== ROLE_LEADER || leader.storeId !== storeId) {
    throw new HttpsError('not-found', 'No hay ningún líder de la tienda con ese identificador.', { field: 'leaderId' });
  }
  let query = db
    .collection(COLLECTIONS.shopOrders)
    .where('storeId', '==', storeId)
    .where('leaderId', '==', leaderId)
    .where('confirmedAt', '>', Timestamp.fromMillis(0));
  if (codeId) query = query.where('codeId', '==', codeId);
  query = query.orderBy('confirmedAt', 'desc');
  if (after) {
    const cursor = await db.collection(COLLECTIONS.shopOrders).doc(after).get();
    if (!cursor.exists || cursor.get('leaderId') !== leaderId || cursor.get('storeId') !== storeId || !(cursor.get('confirmedAt') instanceof Timestamp)) {
      throw new HttpsError('invalid-argument', 'El campo after no es una página de este líder.', { field: 'after' });
    }
    query = query.startAfter(cursor);
  }
  const page = await query.limit(pageSize + 1).get();
  const docs = page.docs.slice(0, pageSize);
  const orders = docs.map(
    (doc): LeaderOrderView => ({
      orderId: String(doc.get('orderId')),
      codeId: String(doc.get('codeId')),
      code: String(doc.get('code')),
      eventId: String(doc.get('eventId')),
      tickets: Number(doc.get('tickets')),
      amount: typeof doc.get('amount') === 'number' ? (doc.get('amount') as number) : null,
      confirmedAtMs: millis(doc.get('confirmedAt')) ?? 0,
      refundedAtMs: doc.get('releaseReason') === 'refunded' ? millis(doc.get('releasedAt')) : null,
    }),
  );
  const last = docs.at(-1);
  return { orders, next: page.docs.length > pageSize && last ? last.id : null };
}

