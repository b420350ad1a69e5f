import { doc, getDocFromServer, type FirestoreError } from 'firebase/firestore';
import { toTrackedCode } from '@/lib/codes/code-document';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { firestore } from '@/lib/firebase/firestore';
import { isTrackedStatus } from '@common/code-summary';
import { isDocumentId } from '@common/text-fields';

// Looking up codes by value on the server, for the validator: the codes a leader has not loaded
// (their expired codes, any code of a past event). Each value is read by id, through the
// leader's own key users/{uid}/codeKeys/{CODE}, so a lookup costs the same whatever the size of
// the collection; a value that is not one of theirs has no key there, whoever's it is.

/** What the server says about one value. */
export type LookupOutcome =
  /** One of the leader's tracked codes (available or expired). */
  | { kind: 'tracked'; code: TrackedCode }
  /** Not one of the leader's tracked codes: unknown, another leader's, or deleted. */
  | { kind: 'notTracked' }
  /** The server could not be asked (no connection): nothing is known. */
  | { kind: 'unreachable' };

const NOT_TRACKED: LookupOutcome = { kind: 'notTracked' };
const UNREACHABLE: LookupOutcome = { kind: 'unreachable' };
/** Reads in flight at once: enough to hide the round trips, few enough not to flood the channel. */
const CONCURRENT_LOOKUPS = 25;

async function lookUp(uid: string, value: string): Promise<LookupOutcome> {
  // A piece that cannot name a key (a stray '/', say) is no code of anyone's.
  if (!isDocumentId(value)) return NOT_TRACKED;
  try {
    const key = await getDocFromServer(doc(firestore, 'users', uid, 'codeKeys', value));
    const codeId = key.get('codeId');
    if (typeof codeId !== 'string' || codeId === '') return NOT_TRACKED;
    const snapshot = await getDocFromServer(doc(firestore, 'codes', codeId));
    const code = snapshot.exists() ? toTrackedCode(snapshot.id, snapshot.data()) : null;
    return code !== null && code.leaderId === uid && isTrackedStatus(code.status) ? { kind: 'tracked', code } : NOT_TRACKED;
  } catch (error) {
    // Offline, or the server did not answer: say so rather than guess.
    console.warn(`Looking up the code ${value} failed`, (error as FirestoreError).code ?? error);
    return UNREACHABLE;
  }
}

/**
 * Looks the values (normalised codes) up on the server. Offline, every value is unreachable at
 * once: the browser knows there is no connection, so nobody waits for a timeout.
 */
export async function lookUpCodes(uid: string, values: readonly string[], isOffline: () => boolean = () => navigator.onLine === false): Promise<Map<string, LookupOutcome>> {
  const outcomes = new Map<string, LookupOutcome>();
  if (isOffline()) {
    for (const value of values) outcomes.set(value, UNREACHABLE);
    return outcomes;
  }
  const queue = [...values];
  const lane = async () => {
    for (let value = queue.shift(); value !== undefined; value = queue.shift()) outcomes.set(value, await lookUp(uid, value));
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_LOOKUPS, values.length) }, lane));
  return outcomes;
}

/**
 * What each code (by document id) is now, read from the server: the leader's tracked code, or
 * null (gone, deleted, not theirs, or not readable now). For the notices about codes that left
 * the available codes.
 */
export async function readCurrentCodes(uid: string, ids: readonly string[]): Promise<Map<string, TrackedCode | null>> {
  const entries = await Promise.all(
    ids.map(async (id): Promise<[string, TrackedCode | null]> => {
      try {
        const snapshot = await getDocFromServer(doc(firestore, 'codes', id));
        const code = snapshot.exists() ? toTrackedCode(snapshot.id, snapshot.data()) : null;
        return [id, code !== null && code.leaderId === uid && isTrackedStatus(code.status) ? code : null];
      } catch {
        return [id, null];
      }
    }),
  );
  return new Map(entries);
}
