// The administrators' log, activity/{id} (common/activity.ts): one entry per thing an
// administrator did, written by the function that did it, in the same batch or transaction as
// the change wherever there is one, so an entry exists exactly when its change does. Who acted
// is always the account requireAdmin returned (the verified ID token and the caller's users
// document), never a field of the request: an `actor` or `email` a request carries is ignored.
import { FieldValue, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { type ActivityAccount, type ActivityDetails, type ActivityDoc, type ActivityKind } from '../../../common/activity';
import { displayNameOf, type NamedProfile } from '../../../common/person-name';
import { db } from './admin';
import { COLLECTIONS } from '../../../common/collections';

/** An entry ready to write: where, and what (its time is the server's at commit). */
export interface ActivityEntry {
  ref: DocumentReference;
  data: Omit<ActivityDoc, 'at'> & { at: FieldValue };
}

export interface ActivityInput {
  kind: ActivityKind;
  /** From requireAdmin. */
  actor: ActivityAccount;
  /** The leader or registration the entry is about; null when it is about no one account. */
  subject?: ActivityAccount | null;
  details?: ActivityDetails;
  /**
   * A document id fixed by what is recorded, for an action that may run more than once (a
   * retried request): written with create(), a second run cannot add a second entry.
   */
  id?: string;
}

/** Firestore refuses undefined values: the details keep only the fields a kind filled. */
function definedDetails(details: ActivityDetails): ActivityDetails {
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as ActivityDetails;
}

export function activityEntry({ kind, actor, subject = null, details = {}, id }: ActivityInput): ActivityEntry {
  const collection = db.collection(COLLECTIONS.activity);
  return {
    ref: id === undefined ? collection.doc() : collection.doc(id),
    data: { kind, at: FieldValue.serverTimestamp(), actor, subject, details: definedDetails(details) },
  };
}

/** create(): an entry is never overwritten, and a fixed id that was already written fails the commit. */
export function addActivityToBatch(batch: WriteBatch, entry: ActivityEntry): WriteBatch {
  return batch.create(entry.ref, entry.data);
}

export function addActivityToTransaction(transaction: Transaction, entry: ActivityEntry): Transaction {
  return transaction.create(entry.ref, entry.data);
}

interface ProfileFields extends NamedProfile {
  email?: unknown;
}

/**
 * An account as an entry names it: its uid, its e-mail (Auth's when known, else the users
 * document's) and the name it is shown by (common/person-name.ts displayNameOf).
 */
export function activityAccount(uid: string, profile: ProfileFields | null | undefined, authEmail?: string | null): ActivityAccount {
  const storedEmail = typeof profile?.email === 'string' && profile.email !== '' ? profile.email : null;
  return { uid, email: authEmail || storedEmail, name: displayNameOf(profile) || null };
}
