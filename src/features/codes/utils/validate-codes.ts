import type { LookupOutcome } from '@/features/codes/api/look-up-codes';
import type { CheckedStatus } from '@/lib/codes/labels';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { normalizeCode } from '@common/code-value';

/*
 * Code validator, pure. A code is valid only if it is one of the leader's tracked codes and
 * available; everything else is invalid.
 *
 * The codes the leader can still hand out (their available codes) are in memory: those validate
 * with no read. Any other piece is looked up on the server by value (api/look-up-codes.ts), so an
 * expired code of a past event still shows 'Expirado' with its uses, whatever the leader's
 * history, and an unknown or another leader's code shows 'No existe' with 0/0 (the empty status
 * and 0/0 use). A piece that could not be looked up (no connection) shows 'Sin verificar', never
 * 'No existe'.
 *
 * Matching is case-insensitive (normalizeCode): 'verano01' and 'VERANO01' are one code, shown
 * once. Results show the stored spelling of a tracked code and the upper-cased spelling of any
 * other piece.
 */

export { normalizeCode };

export type TrackedCodeIndex = ReadonlyMap<string, TrackedCode>;

/**
 * Indexes the codes by normalised code, once per delivery. If the same code exists twice, an
 * available one wins, so the code validates; otherwise the first (newest).
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

/** The distinct normalised pieces, in input order. */
export function distinctKeys(pieces: readonly string[]): string[] {
  return [...new Set(pieces.map(normalizeCode).filter((key) => key !== ''))];
}

/** The pieces the loaded codes do not answer: to look up on the server. */
export function keysToLookUp(pieces: readonly string[], index: TrackedCodeIndex): string[] {
  return distinctKeys(pieces).filter((key) => !index.has(key));
}

export interface ValidatedCode {
  /** The code as shown: the stored spelling when tracked, the normalised input otherwise. */
  code: string;
  /** The stored status; null for a code that is not among the leader's tracked codes; 'unchecked' when it could not be looked up. */
  status: CheckedStatus;
  currentUses: number;
  maxUses: number;
  /** The tracked code, or null when unknown or unchecked. */
  tracked: TrackedCode | null;
}

export interface ValidationResult {
  valid: ValidatedCode[];
  invalid: ValidatedCode[];
  /** How many pieces could not be looked up (no connection). */
  unchecked: number;
}

/** Validates the pieces against the loaded codes and what the server said about the others. */
export function validateCodes(
  pieces: readonly string[],
  index: TrackedCodeIndex,
  lookups: ReadonlyMap<string, LookupOutcome> = new Map(),
): ValidationResult {
  const result: ValidationResult = { valid: [], invalid: [], unchecked: 0 };
  for (const key of distinctKeys(pieces)) {
    const outcome = lookups.get(key);
    const tracked = index.get(key) ?? (outcome?.kind === 'tracked' ? outcome.code : null);
    if (tracked) {
      const validated = { code: tracked.code, status: tracked.status, currentUses: tracked.currentUses, maxUses: tracked.maxUses, tracked };
      (tracked.status === 'available' ? result.valid : result.invalid).push(validated);
    } else if (outcome?.kind === 'unreachable') {
      result.unchecked += 1;
      result.invalid.push({ code: key, status: 'unchecked', currentUses: 0, maxUses: 0, tracked: null });
    } else {
      result.invalid.push({ code: key, status: null, currentUses: 0, maxUses: 0, tracked: null });
    }
  }
  return result;
}
