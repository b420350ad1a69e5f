import { watchCodeNotes } from '@/features/codes/api/code-notes';
import { useSubscription, type DataResult } from '@/hooks/use-subscription';

/** The 'Entregado a' name of each of the codes (by code id) that has a note, live (from the local cache offline too). */
export function useCodeNoteNames(uid: string | null, codeIds: readonly string[]): DataResult<ReadonlyMap<string, string>> {
  const ids = [...new Set(codeIds)].sort();
  return useSubscription(uid !== null && ids.length > 0 ? `code-note-names/${uid}/${ids.join(',')}` : null, (observer) =>
    watchCodeNotes(
      uid!,
      ids,
      (notes) => observer.next(new Map([...notes].map(([id, note]) => [id, note.name]))),
      observer.error,
    ),
  );
}
