// The outbox: mail/{id} documents in the Firebase "Trigger Email" extension format. With
// the extension installed they are sent; locally a person opens the outbox and follows `link`.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import type { OutboxMailDoc } from '../../../common/schemas';
import { db } from '../lib/admin';

export const MAIL_COLLECTION = 'mail';

export type OutboxMail = Omit<OutboxMailDoc, 'createdAt'>;

/** A new outbox document and its data, for callers that write it in a batch with other docs. */
export function outboxEntry(mail: OutboxMail): { ref: DocumentReference; data: Record<string, unknown> } {
  return { ref: db.collection(MAIL_COLLECTION).doc(), data: { ...mail, createdAt: FieldValue.serverTimestamp() } };
}

export async function queueMail(mail: OutboxMail): Promise<string> {
  const { ref, data } = outboxEntry(mail);
  await ref.set(data);
  return ref.id;
}
