// A code as the shop names it: the value typed by the buyer, matched trimmed and case-insensitive
// through its reservation codeKeys/{CODE} (one read by id, whatever the size of the collection),
// and the end of the event the order is for.
import type { DocumentReference, DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { ShopCodeFields } from '../../../common/code-standing';
import { normalizeCode } from '../../../common/code-value';
import { eventDocId } from '../../../common/shop-api';
import { isDocumentId } from '../../../common/text-fields';
import { db } from '../lib/admin';
import { codeKeysRef } from '../codes/code-reservation';
import { COLLECTIONS } from '../../../common/collections';

export interface ShopCode {
  ref: DocumentReference;
  /** The document, or null when the value names no code. */
  fields: (ShopCodeFields & { code?: unknown; code_type?: unknown; percent?: unknown; leaderId?: { id?: unknown } | null }) | null;
}

/** The code id a value is reserved for, or null. */
export async function codeIdOf(value: string): Promise<string | null> {
  const key = normalizeCode(value);
  if (!isDocumentId(key)) return null;
  const codeId = (await codeKeysRef(db, key).get()).get('codeId');
  return typeof codeId === 'string' && isDocumentId(codeId) ? codeId : null;
}

export async function readShopCode(codeId: string | null): Promise<ShopCode | null> {
  if (codeId === null) return null;
  const ref = db.collection(COLLECTIONS.codes).doc(codeId);
  const snapshot = await ref.get();
  return { ref, fields: snapshot.exists ? (snapshot.data() as ShopCode['fields']) : null };
}

/** The event of a shop's eventId (common/shop-api.ts eventDocId). */
export const eventRef = (eventId: string) => db.collection(COLLECTIONS.events).doc(eventDocId(eventId));

/** When the event ends, in milliseconds; null without an event document or an end. */
export function eventEndsAtMs(event: DocumentSnapshot): number | null {
  const endsAt = event.exists ? (event.get('endsAt') as Timestamp | undefined) : undefined;
  return typeof endsAt?.toMillis === 'function' ? endsAt.toMillis() : null;
}
