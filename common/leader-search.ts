// How the administrators' area finds a leader by name or e-mail with one indexed query: each
// users/{uid} document of a leader carries `searchPrefixes` (the beginnings of its name from any
// of its words on, and of its e-mail, without accents and in lower case) and `sortName` (the
// name as it sorts). A search is then where('searchPrefixes', 'array-contains', normalized)
// ordered by sortName: a page costs its documents, whatever the number of leaders. The
// functions keep both fields (indexUserProfile), so a name changed anywhere stays findable.

import { displayNameOf, type NamedProfile } from './person-name';

/** Longest prefix stored: a search longer than this matches on its first SEARCH_PREFIX_MAX_LENGTH characters. */
export const SEARCH_PREFIX_MAX_LENGTH = 30;

/** Lower case, no accents, single spaces: how names, e-mails and searches are compared. */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search as stored prefixes match it ('' when there is nothing to search for). */
export function searchKey(query: string): string {
  return normalizeSearchText(query).slice(0, SEARCH_PREFIX_MAX_LENGTH);
}

function prefixesOf(text: string): string[] {
  const capped = text.slice(0, SEARCH_PREFIX_MAX_LENGTH);
  return Array.from({ length: capped.length }, (_, i) => capped.slice(0, i + 1)).filter((prefix) => prefix.trim() === prefix);
}

export interface SearchableProfile extends NamedProfile {
  email?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The search fields of a users document. */
export function leaderSearchFields(profile: SearchableProfile): { sortName: string; searchPrefixes: string[] } {
  const name = normalizeSearchText(displayNameOf(profile));
  const email = normalizeSearchText(text(profile.email));
  const words = name.split(' ').filter(Boolean);
  // 'jimenez so' finds Laura Jiménez Solís as 'laura ji' does: the name from each of its words on.
  const fromEachWord = words.map((_word, i) => words.slice(i).join(' '));
  const prefixes = new Set<string>([...fromEachWord.flatMap(prefixesOf), ...prefixesOf(email)]);
  return { sortName: name || email, searchPrefixes: [...prefixes].sort() };
}
