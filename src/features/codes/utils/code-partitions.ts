import type { TrackedCode } from '@/features/codes/types/tracked-code';

// The tracked-codes listener is split into document-id ranges so that no single listener
// streams more than about PARTITION_SIZE documents. The Firestore emulator's back channel
// refuses more than 10,000 pending messages (one per document), so one listener over tens of
// thousands of codes never completes there; production Firestore is fine either way, and the
// ranges cost it nothing but a few more listen targets.

/** Target number of codes per listener: well under the emulator's 10,000-message limit. */
export const PARTITION_SIZE = 4000;

/** Characters of generated document ids, in Firestore's (byte-wise) order. */
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A half-open range of document ids; null means unbounded on that side. */
export interface IdRange {
  startAt: string | null;
  endBefore: string | null;
}

/** How many ranges `codeCount` codes need (at least 1, at most one per id character). */
export function partitionCountFor(codeCount: number, partitionSize: number = PARTITION_SIZE): number {
  if (!Number.isFinite(codeCount) || codeCount <= partitionSize) return 1;
  return Math.min(ID_ALPHABET.length, Math.ceil(codeCount / partitionSize));
}

/**
 * `count` contiguous ranges that together cover every possible document id, cut at first
 * characters of the id alphabet so random ids spread evenly. The first range is open below and
 * the last open above, so ids outside the alphabet (hand-made ids) are never missed.
 */
export function idRanges(count: number): IdRange[] {
  const total = Math.max(1, Math.min(ID_ALPHABET.length, Math.floor(count)));
  const cuts: string[] = [];
  for (let index = 1; index < total; index++) cuts.push(ID_ALPHABET[Math.floor((index * ID_ALPHABET.length) / total)]);
  return Array.from({ length: total }, (_, index) => ({
    startAt: index === 0 ? null : cuts[index - 1],
    endBefore: index === total - 1 ? null : cuts[index],
  }));
}

/**
 * The codes of every range as one list, createdAt descending and then document id
 * descending: the order of the single query the ranges replace.
 */
export function mergeRanges(ranges: ReadonlyArray<readonly TrackedCode[]>): TrackedCode[] {
  return ranges
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
