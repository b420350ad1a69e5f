import type { TrackedCode } from '@/features/codes/types/tracked-code';
import type { CodeStatus } from '@common/constants';

/*
 * Code validator (spec section 4), pure and in memory: no read per code.
 *
 * Matching is case-insensitive. Decision: a typed code is trimmed and upper-cased before
 * the lookup, and the tracked codes are indexed the same way. Generated codes are upper
 * case (letters and digits only), and leaders type or paste them on phones, where the
 * keyboard often capitalises only the first letter; 'verano01' and 'VERANO01' therefore
 * mean the same code, and pasting both shows it once. Results show the stored spelling
 * of a tracked code and the upper-cased spelling of an unknown one.
 *
 * Unknown codes: the spec says they show an "empty status" and 0/0 use, and the demo
 * contract expects 'No existe' for them (e.g. the deleted VERANO04, which is not tracked).
 * Both hold: an unknown code has no status (null), and the label of anything other than
 * available/expired/deleted is 'No existe' (spec section 4, "anything else"). So the Estado
 * column reads 'No existe' and the Usado column 0/0.
 */

/** The lookup key of a code: trimmed and upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export type TrackedCodeIndex = ReadonlyMap<string, TrackedCode>;

/**
 * Indexes the tracked codes by normalised code, once per snapshot. If the same code exists
 * twice (two batches), an available one wins, so the code validates; otherwise the first
 * (newest, as the list is sorted by createdAt descending).
 */
export function indexTrackedCodes(codes: readonly TrackedCode[]): TrackedCodeIndex {
  const index = new Map<string, TrackedCode>();
  for (const code of codes) {
    const key = normalizeCode(code.code);
    const existing = index.get(key);
    if (!existing || (existing.status !== 'available' && code.status === 'available')) index.set(key, code);
  }
  return index;
}

export interface ValidatedCode {
  /** The code as shown: the stored spelling when tracked, the normalised input otherwise. */
  code: string;
  /** The stored status; null for a code that is not among the leader's tracked codes (the spec's empty status). */
  status: CodeStatus | null;
  currentUses: number;
  maxUses: number;
  /** The tracked code, or null when unknown. */
  tracked: TrackedCode | null;
}

export interface ValidationResult {
  valid: ValidatedCode[];
  invalid: ValidatedCode[];
}

/** A code is valid only if it is tracked and available; everything else is invalid. */
export function validateCodes(pieces: readonly string[], index: TrackedCodeIndex): ValidationResult {
  const valid: ValidatedCode[] = [];
  const invalid: ValidatedCode[] = [];
  const seen = new Set<string>();
  for (const piece of pieces) {
    const key = normalizeCode(piece);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const tracked = index.get(key);
    if (!tracked) {
      invalid.push({ code: key, status: null, currentUses: 0, maxUses: 0, tracked: null });
      continue;
    }
    const result: ValidatedCode = {
      code: tracked.code,
      status: tracked.status,
      currentUses: tracked.currentUses,
      maxUses: tracked.maxUses,
      tracked,
    };
    (tracked.status === 'available' ? valid : invalid).push(result);
  }
  return { valid, invalid };
}
