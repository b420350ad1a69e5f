// The uses the shop takes of a code: codes/{codeId}/uses/{n}, one document per use, n in
// [0, capacity) (common/code-standing.ts). Taking a use is creating its document in the same batch
// as the order's (create() fails when either exists), so the limit holds by construction: two
// orders can never hold the same use, and one order can never hold two. Nothing here reads and
// then writes in a transaction: a taken use is an immediate ALREADY_EXISTS, never a lock to wait
// for, so a burst of orders on one code costs retries of one small write each, and writes spread
// over the code's uses instead of one document.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { CODE_USES } from '../../../common/collections';

/** A confirmed use never runs out. */
export const CONFIRMED_LIVE_UNTIL = Timestamp.fromMillis(Date.UTC(9999, 11, 31));
/** Codes with at most this many uses are listed whole to find a free one (a few reads). */
export const LISTED_CAPACITY = 50;
/** Larger codes try this many uses at random before listing them (cheap while most are free). */
const RANDOM_PROBES = 3;

export const GRPC = { NOT_FOUND: 5, ALREADY_EXISTS: 6, FAILED_PRECONDITION: 9, ABORTED: 10 } as const;

/** A write lost a race for a document (it exists, changed, or went): read again and retry. */
export function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === GRPC.ALREADY_EXISTS || code === GRPC.FAILED_PRECONDITION || code === GRPC.NOT_FOUND || code === GRPC.ABORTED;
}

export function usesOf(codeRef: DocumentReference) {
  return codeRef.collection(CODE_USES);
}

export function codeUseRef(codeRef: DocumentReference, use: number): DocumentReference {
  return usesOf(codeRef).doc(String(use));
}

/** Uses taken at `nowMs`: confirmed, or held and not run out. */
export async function countTakenUses(codeRef: DocumentReference, nowMs: number): Promise<number> {
  const snapshot = await usesOf(codeRef).where('liveUntil', '>', Timestamp.fromMillis(nowMs)).count().get();
  return snapshot.data().count;
}

/** A use to try: a free one (create it) or one whose hold ran out (take it over if unchanged). */
export interface UseCandidate {
  use: number;
  ref: DocumentReference;
  /** Set for a run-out hold: the update time it must still have. */
  lapsedSince?: Timestamp;
}

/**
 * Finds uses to try, one at a time: at random while that is likely to hit a free one, then from a
 * listing of the uses. `next()` gives null when the listing shows every use taken.
 */
export class UseFinder {
  private probes = 0;
  private candidates: UseCandidate[] | null = null;

  constructor(
    private readonly codeRef: DocumentReference,
    private readonly capacity: number,
    private readonly nowMs: number,
  ) {}

  async next(): Promise<UseCandidate | null> {
    if (this.capacity <= 0) return null;
    if (this.capacity > LISTED_CAPACITY && this.probes < RANDOM_PROBES && this.candidates === null) {
      this.probes += 1;
      const use = Math.floor(Math.random() * this.capacity);
      return { use, ref: codeUseRef(this.codeRef, use) };
    }
    if (this.candidates === null || this.candidates.length === 0) this.candidates = await this.listFree();
    if (this.candidates.length === 0) return null;
    const [candidate] = this.candidates.splice(Math.floor(Math.random() * this.candidates.length), 1);
    return candidate;
  }

  /** After a lost race the listing may be stale: the next candidate comes from a new one. */
  forgetListing(): void {
    this.candidates = null;
  }

  private async listFree(): Promise<UseCandidate[]> {
    const snapshot = await usesOf(this.codeRef).select('liveUntil').get();
    const existing = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
    const free: UseCandidate[] = [];
    for (let use = 0; use < this.capacity; use += 1) {
      const doc = existing.get(String(use));
      if (!doc) free.push({ use, ref: codeUseRef(this.codeRef, use) });
      else if (((doc.get('liveUntil') as Timestamp | undefined)?.toMillis() ?? 0) <= this.nowMs) free.push({ use, ref: doc.ref, lapsedSince: doc.updateTime });
    }
    return free;
  }
}
