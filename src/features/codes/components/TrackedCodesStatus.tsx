import { ReadStatus } from '@/components/feedback/ReadStatus';
import { codesTexts } from '@/lib/codes/texts';
import type { Result } from '@/lib/firebase/result';

const statusTexts = { loading: codesTexts.loading, error: codesTexts.loadError, permissionError: codesTexts.permissionError, retry: codesTexts.retry };

/**
 * Loading, error and empty states of the leader's codes; renders nothing once there is something
 * to show. Without permission the leader must sign in again, so no retry is offered then.
 */
export function TrackedCodesStatus({ result, empty, emptyText }: { result: Result<unknown> & { retry?(): void }; empty: boolean; emptyText: string }) {
  return <ReadStatus result={result} empty={empty} emptyText={emptyText} texts={statusTexts} onRetry={result.retry} />;
}
