// The outbox: mail/{id} documents in the Firebase "Trigger Email" extension format. With
// the extension installed they are sent; locally a person opens the outbox and follows `link`.
// Each carries expiresAt: the TTL policy of firestore.indexes.json deletes it a day later, so
// live reset links do not linger in the database.
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../common/collections';
import type { OutboxMailDoc } from '../../../common/schemas';
import { db } from '../lib/admin';

/** Long enough for the extension to send (and retry) and for a person to see the delivery state. */
export const MAIL_RETENTION_MS = 24 * 60 * 60_000;

export type OutboxMail = Omit<OutboxMailDoc, 'createdAt' | 'expiresAt'>;

/** A new outbox document and its data, for callers that write it in a batch with other docs. */
export function outboxEntry(mail: OutboxMail): { ref: DocumentReference; data: Record<string, unknown> } {
  return {
    ref: db.collection(COLLECTIONS.mail).doc(),
    data: { ...mail, createdAt: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(Date.now() + MAIL_RETENTION_MS) },
  };
}

export async function queueMail(mail: OutboxMail): Promise<string> {
  const { ref, data } = outboxEntry(mail);
  await ref.set(data);
  return ref.id;
}
