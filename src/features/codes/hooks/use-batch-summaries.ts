import { subscribeToBatchSummaries, type BatchSummary } from '@/features/codes/api/batch-summaries';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { useSubscription, type DataResult } from '@/hooks/use-subscription';
import { isDocumentId } from '@common/text-fields';

/** The server-kept figures of the batches the codes belong to, live (a page's batches: one or a few documents). */
export function useBatchSummaries(uid: string | null, codes: readonly TrackedCode[]): DataResult<ReadonlyMap<string, BatchSummary | null>> {
  const trackingIds = [...new Set(codes.map((code) => code.trackingId))].filter(isDocumentId).sort();
  return useSubscription(uid && `${uid}/${trackingIds.join(',')}`, (observer) => subscribeToBatchSummaries(uid!, trackingIds, observer));
}
