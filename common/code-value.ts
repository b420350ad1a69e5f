// A code value as people type and paste it: the validator, the administrators' removal and the
// functions compare codes through these.
import { isDocumentId } from './text-fields';

/**
 * The lookup key of a code value: trimmed and upper case. Generated codes are upper case, and
 * leaders type them on phones, where the keyboard often capitalises only the first letter:
 * 'verano01' and 'VERANO01' are the same code. codeKeys/{key} is named by it.
 */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The key a pasted or stored value is looked up by (codeKeys/{key}), or null when the value
 * cannot be one: a value that is not a valid document id ('a/b', '..', '__x__') can be no
 * generated code, and must never reach a document path. Every lookup by value (lookUpCodes,
 * removeCodes, the reservations of codes made by hand) applies this one rule first.
 */
export function codeKeyOf(value: string): string | null {
  const key = normalizeCode(value);
  return isDocumentId(key) ? key : null;
}

/**
 * Splits the validator input on whitespace (spaces, tabs, line breaks) and commas, drops
 * empty pieces and keeps the first occurrence of each piece, in input order.
 * Pieces are compared exactly here; validateCodes also merges pieces that differ only in case.
 */
export function splitCodes(input: string): string[] {
  const seen = new Set<string>();
  const pieces: string[] = [];
  for (const piece of input.split(/[\s,]+/)) {
    if (piece === '' || seen.has(piece)) continue;
    seen.add(piece);
    pieces.push(piece);
  }
  return pieces;
}
