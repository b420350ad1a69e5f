import { watchCodeNotes, type CodeNote } from '@/features/codes/api/code-notes';
import { useSubscription, type DataResult } from '@/hooks/use-subscription';

/**
 * The leader's 'Entregado a' notes on some of her codes (a page's, a validation's), live and from
 * the device's cache offline: a note saved without connection shows at once, `pending` until the
 * server has it. Codes without a note are not in the map.
 */
export function useCodeNotes(uid: string | null, codeIds: readonly string[]): DataResult<ReadonlyMap<string, CodeNote>> {
  const ids = [...new Set(codeIds)].sort();
  return useSubscription(uid && `${uid}/${ids.join(',')}`, (observer) => watchCodeNotes(uid!, ids, observer.next, observer.error));
}
