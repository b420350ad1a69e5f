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
