import {
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type FirestoreError,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import { subscribeToQuery } from '@/lib/firebase/live-query';
import { chunk } from '@common/chunk';
import { CODE_NOTES, COLLECTIONS } from '@common/collections';
import { MAX_IN_FILTER_VALUES } from '@common/constants';
import type { CodeNoteFields } from '@common/code-note';
import { NOTE_NAME_MAX_LENGTH } from '@common/code-note';
import { oneLine } from '@common/plain-text';

// The leader's private 'Entregado a' notes (codeNotes/{uid}/notes/{codeId}): to whom she gave
// each of her codes. Only she reads and writes them (firestore.rules). Writes go to the local
// cache at once and reach the server when there is a connection: a note made at a venue door
// without signal is not lost.

/** A note as the app shows it. */
export interface CodeNote {
  /** The codes/{id} document id the note is about. */
  codeId: string;
  code: string;
  eventId: string;
  name: string;
  /** WhatsApp digits with the country code (common/code-note.ts whatsAppNumber), or null. */
  phone: string | null;
  /** null until the server has it. */
  updatedAt: Date | null;
  /** Saved on this device, not yet on the server (offline). */
  pending: boolean;
}

/** The code a note is about: its document id, value and event. */
export interface NotedCode {
  id: string;
  code: string;
  eventId: string;
}

/** Firestore's ceiling on the writes of one batch. */
const BATCH_MAX = 500;

const notesCollection = (uid: string) => collection(firestore, COLLECTIONS.codeNotes, uid, CODE_NOTES);

function toCodeNote(snapshot: QueryDocumentSnapshot<DocumentData>): CodeNote {
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const phone = typeof data.phone === 'string' && /^[0-9]{8,15}$/u.test(data.phone) ? data.phone : null;
  return {
    codeId: snapshot.id,
    code: oneLine(data.code, 40),
    eventId: typeof data.eventId === 'string' ? data.eventId : '',
    name: oneLine(data.name, NOTE_NAME_MAX_LENGTH),
    phone,
    updatedAt: snapshot.metadata.hasPendingWrites ? null : (data.updatedAt?.toDate?.() ?? null),
    pending: snapshot.metadata.hasPendingWrites,
  };
}

/**
 * Listens to the notes of some codes (a page, a validation), by id: each change, and the notes
 * saved on this device offline, come at once. Codes without a note are absent from the map.
 * Returns the unsubscribe function.
 */
export function watchCodeNotes(
  uid: string,
  codeIds: readonly string[],
  onNext: (notes: ReadonlyMap<string, CodeNote>) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const groups = chunk([...new Set(codeIds)], MAX_IN_FILTER_VALUES);
  const answers = new Map<number, CodeNote[]>();
  const publish = () => {
    if (answers.size < groups.length) return;
    onNext(new Map([...answers.values()].flat().map((note) => [note.codeId, note])));
  };
  const unsubscribes = groups.map((ids, index) =>
    subscribeToQuery(query(notesCollection(uid), where(documentId(), 'in', ids), limit(MAX_IN_FILTER_VALUES)), {
      next(snapshot) {
        answers.set(index, snapshot.docs.map(toCodeNote));
        publish();
      },
      error: onError,
    }),
  );
  if (groups.length === 0) onNext(new Map());
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

/**
 * Notes to whom she gave these codes, in batches of up to 500 writes. Settles when the server has
 * them; offline it stays pending while the cache (and every listener) shows the notes at once.
 */
export async function saveCodeNotes(uid: string, codes: readonly NotedCode[], note: CodeNoteFields): Promise<void> {
  await Promise.all(
    chunk(codes, BATCH_MAX).map((group) => {
      const batch = writeBatch(firestore);
      for (const code of group) {
        batch.set(doc(notesCollection(uid), code.id), {
          code: code.code,
          eventId: code.eventId,
          name: note.name,
          nameKey: note.nameKey,
          phone: note.phone,
          updatedAt: serverTimestamp(),
        });
      }
      return batch.commit();
    }),
  );
}

/** Clears the notes of these codes (they are in her pocket again). */
export async function clearCodeNotes(uid: string, codeIds: readonly string[]): Promise<void> {
  await Promise.all(
    chunk(codeIds, BATCH_MAX).map((group) => {
      const batch = writeBatch(firestore);
      for (const codeId of group) batch.delete(doc(notesCollection(uid), codeId));
      return batch.commit();
    }),
  );
}

/** Her notes whose name starts with `nameKeyPrefix` (common/code-note.ts noteNameKey), by name; one page of at most `max`. */
export async function searchCodeNotesByName(uid: string, nameKeyPrefix: string, max: number): Promise<CodeNote[]> {
  if (nameKeyPrefix === '') return [];
  const snapshot = await getDocs(
    query(notesCollection(uid), where('nameKey', '>=', nameKeyPrefix), where('nameKey', '<', `${nameKeyPrefix}\uf8ff`), orderBy('nameKey'), limit(max)),
  );
  return snapshot.docs.map(toCodeNote);
}
