// The integration keys of the shop API, for the administrators' Tienda page ('Integración con la
// tienda'): createShopKey (the key is answered this once; only its SHA-256 is stored),
// listShopKeys (last 4 characters, when each was last used, whether it was revoked) and
// revokeShopKey (effective at the very next request: the API reads the key on every call). A
// creation and a revocation each commit with their entry of the activity log.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { generateCustomId } from '../../../common/ids';
import { createShopKeyInputSchema, revokeShopKeyInputSchema, type CreatedShopKey, type ShopKeyView } from '../../../common/schemas';
import type { ShopKeyDoc } from '../../../common/data-model';
import { activityEntry, addActivityToTransaction } from '../lib/activity';
import { db } from '../lib/admin';
import { requireAdmin } from '../lib/auth-guard';
import { parseCallableInput } from '../lib/errors';
import { configuredStoreId } from '../lib/stores';
import { keyLast4, newShopKey, shopKeyHash } from './keys';
import { COLLECTIONS } from '../../../common/collections';

/** Most keys the page lists (a store needs one or two; revoked ones stay listed). */
const LISTED_KEYS = 50;

const millis = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);

function keyView(doc: DocumentSnapshot): ShopKeyView {
  const createdBy = doc.get('createdBy') as ShopKeyDoc['createdBy'];
  return {
    keyId: String(doc.get('keyId')),
    last4: String(doc.get('last4')),
    label: (doc.get('label') as string | null | undefined) ?? null,
    createdAtMs: millis(doc.get('createdAt')),
    createdBy: createdBy ? (createdBy.name ?? createdBy.email ?? createdBy.uid) : null,
    lastUsedAtMs: millis(doc.get('lastUsedAt')),
    revokedAtMs: millis(doc.get('revokedAt')),
  };
}

export async function createShopKey(request: CallableRequest<unknown>): Promise<CreatedShopKey> {
  const actor = await requireAdmin(request);
  const { label } = parseCallableInput(createShopKeyInputSchema, request.data);
  const key = newShopKey();
  const keyId = generateCustomId();
  const ref = db.collection(COLLECTIONS.shopKeys).doc(shopKeyHash(key));
  const createdAt = Timestamp.now();
  const doc: ShopKeyDoc = {
    keyId,
    storeId: configuredStoreId(),
    last4: keyLast4(key),
    label: label || null,
    createdAt,
    createdBy: actor,
    lastUsedAt: null,
    revokedAt: null,
    revokedBy: null,
  };
  await db.runTransaction(async (transaction) => {
    transaction.create(ref, doc);
    addActivityToTransaction(transaction, activityEntry({ kind: 'shop-key-created', actor, details: { keyId, keyLast4: doc.last4, keyLabel: doc.label } }));
  });
  return {
    key,
    shopKey: { keyId, last4: doc.last4, label: doc.label, createdAtMs: createdAt.toMillis(), createdBy: actor.name ?? actor.email ?? actor.uid, lastUsedAtMs: null, revokedAtMs: null },
  };
}

export async function listShopKeys(request: CallableRequest<unknown>): Promise<{ shopKeys: ShopKeyView[] }> {
  await requireAdmin(request);
  const snapshot = await db.collection(COLLECTIONS.shopKeys).where('storeId', '==', configuredStoreId()).orderBy('createdAt', 'desc').limit(LISTED_KEYS).get();
  return { shopKeys: snapshot.docs.map(keyView) };
}

export async function revokeShopKey(request: CallableRequest<unknown>): Promise<{ shopKey: ShopKeyView }> {
  const actor = await requireAdmin(request);
  const { keyId } = parseCallableInput(revokeShopKeyInputSchema, request.data);
  const found = await db.collection(COLLECTIONS.shopKeys).where('storeId', '==', configuredStoreId()).where('keyId', '==', keyId).limit(1).get();
  if (found.empty) throw new HttpsError('not-found', 'No hay ninguna clave de integración con ese identificador.', { field: 'keyId' });
  const ref = found.docs[0].ref;
  const revoked = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    // Revoking a revoked key changes nothing and logs nothing (a double click is one entry).
    if (current.get('revokedAt') != null) return current;
    transaction.update(ref, { revokedAt: FieldValue.serverTimestamp(), revokedBy: actor });
    addActivityToTransaction(
      transaction,
      activityEntry({ kind: 'shop-key-revoked', actor, details: { keyId, keyLast4: String(current.get('last4')), keyLabel: (current.get('label') as string | null) ?? null } }),
    );
    return null;
  });
  return { shopKey: keyView(revoked ?? (await ref.get())) };
}
