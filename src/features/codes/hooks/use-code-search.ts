import { searchCodes, type CodeSearchResult } from '@/features/codes/api/search-codes';
import { useReadOnce, type DataResult } from '@/hooks/use-subscription';

/** The leader's codes found by `search` (trimmed; '' looks for nothing: loading), read once from the server per search. */
export function useCodeSearch(uid: string | null, search: string): DataResult<CodeSearchResult> {
  return useReadOnce(uid !== null && search !== '' ? `code-search/${uid}/${search}` : null, () => searchCodes(uid!, search));
}
