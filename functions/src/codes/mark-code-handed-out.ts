// markCodeHandedOut (Firestore trigger on codeNotes/{uid}/notes/{codeId}): a leader's private
// note ('Entregado a') marks her code as handed out (codes/{codeId}.handedOut), the one thing
// of the note that others see: the code lists filter on it ('Sin entregar') and an
// administrator sees the flag, never the name or the phone.
//
// The rules let a leader write a note under her own uid for any code id (checking the code
// there would cost a read per note, past the 20 a batch of 100 notes may make). A note on a code
// that is not hers marks nothing and is deleted here.
//
// It reads the note as it is now, not as the event says it was, in one transaction with the
// code: deliveries that come late, twice or out of order (a note written, then cleared) all end
// with the code's flag equal to whether the note exists. It writes handedOut only, and only when
// it changes: not updatedAt (the code did not change for the store, the shop or the figures),
// so the summaries' trigger finds nothing to count and the leader's usage notices stay quiet.
//
// No firebase-admin at run time here: the Firestore instance comes in (index.ts gives the
// functions' own), so the decision is unit-tested without one.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { CODE_NOTES, COLLECTIONS } from '../../../common/collections';

/** What the note asks of its code: delete the note (not her code), set the flag, or nothing. */
export type HandedOutChange = { kind: 'deleteNote' } | { kind: 'setHandedOut'; handedOut: boolean } | { kind: 'none' };

const leaderUidOf = (code: Record<string, unknown>): unknown => (code.leaderId as { id?: unknown } | null | undefined)?.id;

/**
 * What a note of `uid` (there or not) makes of the code (null: no such code). Pure: the trigger
 * applies it in a transaction.
 */
export function handedOutChange(uid: string, code: Record<string, unknown> | null, noteExists: boolean): HandedOutChange {
  if (code === null || leaderUidOf(code) !== uid) return noteExists ? { kind: 'deleteNote' } : { kind: 'none' };
  // A missing flag is false: codes made before the notes existed need no migration.
  const handedOut = code.handedOut === true;
  return handedOut === noteExists ? { kind: 'none' } : { kind: 'setHandedOut', handedOut: noteExists };
}

export async function markCodeHandedOut(db: Firestore, uid: string, codeId: string): Promise<HandedOutChange> {
  const codeRef = db.collection(COLLECTIONS.codes).doc(codeId);
  const noteRef = db.collection(COLLECTIONS.codeNotes).doc(uid).collection(CODE_NOTES).doc(codeId);
  const change = await db.runTransaction(async (transaction) => {
    const [code, note] = await transaction.getAll(codeRef, noteRef);
    const decided = handedOutChange(uid, code.exists ? (code.data() ?? null) : null, note.exists);
    if (decided.kind === 'deleteNote') transaction.delete(noteRef);
    if (decided.kind === 'setHandedOut') transaction.update(codeRef, { handedOut: decided.handedOut });
    return decided;
  });
  if (change.kind === 'deleteNote') logger.warn('markCodeHandedOut: a note on a code that is not the leader’s was deleted', { uid, codeId });
  return change;
}
