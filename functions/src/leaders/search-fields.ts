// The search fields of users/{uid} (common/leader-search.ts: sortName, searchPrefixes), as the
// functions write them: when they create or change a users document, and from the
// indexUserProfile trigger for a change made anywhere else (the console, a script, the owner's
// own name change). Every writer uses searchFieldsOf, so they all agree on the value and the
// trigger finds nothing to rewrite after them.
import { leaderSearchFields } from '../../../common/leader-search';

/** Longer than any address Auth accepts; older or hand-written data may hold anything. */
const EMAIL_MAX_LENGTH = 320;

export interface SearchFields {
  sortName: string;
  searchPrefixes: string[];
}

/**
 * The search fields of a users document. The name is the one it is shown by, one short line
 * (common/person-name.ts displayNameOf), so that a huge value written before the name rules
 * existed cannot make the fields outgrow a document.
 */
export function searchFieldsOf(profile: Record<string, unknown> | null | undefined): SearchFields {
  return leaderSearchFields({
    displayName: profile?.displayName,
    firstName: profile?.firstName,
    lastName: profile?.lastName,
    email: typeof profile?.email === 'string' ? profile.email.slice(0, EMAIL_MAX_LENGTH) : '',
  });
}

/** True when the document already holds exactly `fields`. */
export function holdsSearchFields(profile: Record<string, unknown>, fields: SearchFields): boolean {
  const stored = profile.searchPrefixes;
  return (
    profile.sortName === fields.sortName &&
    Array.isArray(stored) &&
    stored.length === fields.searchPrefixes.length &&
    stored.every((prefix, index) => prefix === fields.searchPrefixes[index])
  );
}
