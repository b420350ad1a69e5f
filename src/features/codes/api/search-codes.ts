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

/**
 * Searches the leader's codes by the start of their value and of their 'Entregado a' name. The two
 * sides run side by side, each to its end: the codes of the names found are read as soon as
 * the names arrive, not after the value query, so a search waits for the slower side only.
 */
export async function searchCodes(uid: string, input: string, max: number = SEARCH_PAGE_SIZE): Promise<CodeSearchResult> {
  const start = codeSearchStart(input);
  const nameKey = noteNameKey(input);
  const findByValue = async (): Promise<TrackedCode[]> => {
    if (start === null) return [];
    const snapshot = await getDocsFromServer(codesStartingWithQuery(uid, start, max));
    return snapshot.docs.flatMap((doc) => doc.data() ?? []);
  };
  const findByName = async (): Promise<{ codes: TrackedCode[]; notesFound: number }> => {
    if (nameKey === '') return { codes: [], notesFound: 0 };
    const notes = await searchCodeNotesByName(uid, nameKey, max);
    const codes = await readTrackedCodes(
      uid,
      notes.map((note) => note.codeId),
    );
    return { codes, notesFound: notes.length };
  };
  const [byCode, byName] = await Promise.all([findByValue(), findByName()]);
  return { codes: mergeFoundCodes(byCode, byName.codes), more: byCode.length >= max || byName.notesFound >= max, pageSize: max };
}
