import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { codeView, parseCodeDocument } from '@common/code-document';

// codes documents → TrackedCode: the one place where a code's Firestore data becomes the app's
// value (Timestamps become Dates, names as stored, null where missing).

/** The code as the app uses it; null for a document that is not a code the app can show. */
export function toTrackedCode(id: string, data: DocumentData): TrackedCode | null {
  const doc = parseCodeDocument(data);
  if (doc === null) return null;
  return { ...codeView(id, doc), createdAt: doc.createdAt?.toDate() ?? new Date(0), updatedAt: doc.updatedAt?.toDate() ?? null };
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
