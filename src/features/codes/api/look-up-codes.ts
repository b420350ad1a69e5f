import { doc, getDocFromServer } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { toTrackedCode } from '@/lib/codes/code-document';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { firestore } from '@/lib/firebase/firestore';
import { functions } from '@/lib/firebase/functions';
import type { LookedUpCode } from '@common/code-document';
import { chunk } from '@common/chunk';
import { COLLECTIONS } from '@common/collections';
import { isTrackedStatus } from '@common/code-summary';
import { MAX_CODES_PER_CALL } from '@common/constants';
import { normalizeCode } from '@common/code-value';

// Looking up codes by value on the server, for the validator: the pieces the leader's loaded
// codes do not answer (their expired codes, any code of a past event). The lookUpCodes function
// reads each value by id, so a lookup costs the same whatever the leader's history or the size of
// the collection, and answers only with the caller's own tracked codes.

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
/** Requests in flight at once for a long paste, each with up to MAX_CODES_PER_CALL values. */
const CONCURRENT_REQUESTS = 2;

/** A code the lookUpCodes function found, as the app uses it. */
export function fromLookedUpCode({ createdAtMs, updatedAtMs, ...view }: LookedUpCode): TrackedCode {
  return { ...view, createdAt: new Date(createdAtMs), updatedAt: updatedAtMs === null ? null : new Date(updatedAtMs) };
}

const callLookUpCodes = httpsCallable<{ codes: string[] }, { codes: LookedUpCode[] }>(functions, 'lookUpCodes');

/**
 * Looks the values (normalised codes) up on the server. Offline, every value is unreachable at
 * once: the browser knows there is no connection, so nobody waits for a timeout. A request that
 * fails leaves its values unreachable, never 'not tracked'.
 */
export async function lookUpCodes(values: readonly string[], isOffline: () => boolean = () => navigator.onLine === false): Promise<Map<string, LookupOutcome>> {
  const outcomes = new Map<string, LookupOutcome>(values.map((value) => [value, UNREACHABLE]));
  if (isOffline() || values.length === 0) return outcomes;
  const chunks = chunk(values, MAX_CODES_PER_CALL);
  const lane = async () => {
    for (let group = chunks.shift(); group !== undefined; group = chunks.shift()) {
      try {
        const { data } = await callLookUpCodes({ codes: group });
        for (const value of group) outcomes.set(value, NOT_TRACKED);
        for (const found of data.codes) outcomes.set(normalizeCode(found.code), { kind: 'tracked', code: fromLookedUpCode(found) });
      } catch (error) {
        // Offline, or the server did not answer: say so rather than guess.
        console.warn('Looking up codes failed', error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_REQUESTS, chunks.length) }, lane));
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
        const snapshot = await getDocFromServer(doc(firestore, COLLECTIONS.codes, id));
        const code = snapshot.exists() ? toTrackedCode(snapshot.id, snapshot.data()) : null;
        return [id, code !== null && code.leaderId === uid && isTrackedStatus(code.status) ? code : null];
      } catch {
        return [id, null];
      }
    }),
  );
  return new Map(entries);
}
