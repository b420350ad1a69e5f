import { ReadStatus } from '@/components/feedback/ReadStatus';
import { codesTexts } from '@/lib/codes/texts';
import type { Result } from '@/lib/firebase/result';

const statusTexts = { loading: codesTexts.loading, error: codesTexts.loadError, permissionError: codesTexts.permissionError, retry: codesTexts.retry };

/**
 * Loading, error and empty states of the leader's codes; renders nothing once there is something
 * to show. `onRetry` offers 'Reintentar' on a failure, except without permission: the leader must
 * sign in again then.
 */
export function TrackedCodesStatus({ result, empty, emptyText, onRetry }: { result: Result<unknown>; empty: boolean; emptyText: string; onRetry?(): void }) {
  return <ReadStatus result={result} empty={empty} emptyText={emptyText} texts={statusTexts} onRetry={onRetry} />;
}
