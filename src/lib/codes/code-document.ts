import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { parseCodeDocument } from '@common/code-document';

// codes documents → TrackedCode: the one place where a code's Firestore data becomes the app's
// value (Timestamps become Dates, names as stored, null where missing).

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/** The code as the app uses it; null for a document that is not a code the app can show. */
export function toTrackedCode(id: string, data: DocumentData): TrackedCode | null {
  const doc = parseCodeDocument(data);
  if (doc === null) return null;
  const { leaderId: leader, eventId: event } = doc;
  const fullName = [trimmed(leader.firstName), trimmed(leader.lastName)].filter(Boolean).join(' ');
  return {
    id,
    code: doc.code.trim(),
    status: doc.status,
    currentUses: doc.currentUses,
    maxUses: doc.maxUses,
    codeType: doc.code_type,
    percent: doc.percent ?? null,
    leaderId: leader.id.trim(),
    leaderName: trimmed(leader.displayName) || fullName || null,
    eventId: event.id.trim(),
    eventName: trimmed(event.name) || null,
    trackingId: doc.trackingId.trim(),
    createdAt: doc.createdAt?.toDate() ?? new Date(0),
    updatedAt: doc.updatedAt?.toDate() ?? null,
  };
}

/** Reads codes documents as TrackedCode. Browsers never write codes (the rules refuse it). */
export const trackedCodeConverter: FirestoreDataConverter<TrackedCode | null> = {
  toFirestore(): never {
    throw new Error('Codes are written by the server only.');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot) {
    return toTrackedCode(snapshot.id, snapshot.data());
  },
};
