import { normalizeCode } from '@common/code-value';

// What the tracking page's search asks the server, and how its two answers become one list. A
// search reads at most one page of each query (codes by value, notes by name), so it costs the
// same whatever the leader's history.

/** Results per query of a search: one page of codes by value, one of notes by name. */
export const SEARCH_PAGE_SIZE = 20;

/** The start of a code value the search looks for (values are stored upper case), or null for nothing to look for. */
export function codeSearchStart(input: string): string | null {
  const start = normalizeCode(input);
  return start === '' ? null : start;
}

/**
 * One list from both answers: the codes whose value starts with the search first (by value), then
 * the codes whose 'Entregado a' name does (in the order of the names), each code once.
 */
export function mergeFoundCodes<T extends { id: string }>(byCode: readonly T[], byName: readonly T[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const code of [...byCode, ...byName]) {
    if (seen.has(code.id)) continue;
    seen.add(code.id);
    merged.push(code);
  }
  return merged;
}

/** `items` in the order of `ids` (the ids not found left out): an `in` query answers in id order. */
export function inOrderOf<T extends { id: string }>(ids: readonly string[], items: readonly T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
