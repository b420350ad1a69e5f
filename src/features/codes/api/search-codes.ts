import { getDocsFromServer } from 'firebase/firestore';
import { searchCodeNotesByName } from '@/features/codes/api/code-notes';
import { codeSearchStart, inOrderOf, mergeFoundCodes, SEARCH_PAGE_SIZE } from '@/features/codes/utils/code-search';
import { readCurrentCodes } from '@/features/codes/api/look-up-codes';
import { codesStartingWithQuery } from '@/lib/codes/code-queries';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { noteNameKey } from '@common/code-note';

// The tracking page's search, on the server: the leader's tracked codes whose value starts with
// what she typed, and those whose 'Entregado a' name does. Each side reads at most one page
// (SEARCH_PAGE_SIZE), so a search costs the same with 20 codes as with 20,000.

/** What a search found: codes by value first, then by name, each code once. */
export interface CodeSearchResult {
  codes: TrackedCode[];
  /** A query filled its page: there may be more matches than shown (a longer search narrows them). */
  more: boolean;
  /** Results per query. */
  pageSize: number;
}

/**
 * The leader's tracked codes among `ids` (at most SEARCH_PAGE_SIZE), in the order of `ids`. Each
 * is read by id: the rules answer a query by ids per document, so one id that is not hers (a
 * note on a code that went to another leader) would refuse all of them; read alone, it is left out.
 */
async function readTrackedCodes(uid: string, ids: readonly string[]): Promise<TrackedCode[]> {
  const codes = await readCurrentCodes(uid, ids);
  return inOrderOf(
    ids,
    [...codes.values()].flatMap((code) => code ?? []),
  );
}

/** Searches the leader's codes by the start of their value and of their 'Entregado a' name. */
export async function searchCodes(uid: string, input: string, max: number = SEARCH_PAGE_SIZE): Promise<CodeSearchResult> {
  const start = codeSearchStart(input);
  const nameKey = noteNameKey(input);
  const [byCode, notes] = await Promise.all([
    start === null ? [] : getDocsFromServer(codesStartingWithQuery(uid, start, max)).then((snapshot) => snapshot.docs.flatMap((doc) => doc.data() ?? [])),
    nameKey === '' ? [] : searchCodeNotesByName(uid, nameKey, max),
  ]);
  const byName = await readTrackedCodes(
    uid,
    notes.map((note) => note.codeId),
  );
  return { codes: mergeFoundCodes(byCode, byName), more: byCode.length >= max || notes.length >= max, pageSize: max };
}
