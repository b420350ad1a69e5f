import { useCallback } from 'react';
import { useNotify } from '@/components/notifications/use-notify';
import type { TrackedCodes } from '@/features/codes/api/tracked-codes';
import { codeUsageNotice } from '@/features/codes/utils/code-notices';

/**
 * A delivery handler for the codes listener that tells the leader, through the snackbar queue,
 * when their codes are used or expire: one notice per delivery. Nothing on the first delivery
 * or when catching up after the cache (see codeUsageNotice).
 */
export function useCodeUsageNotices(): (delivery: TrackedCodes, previous: TrackedCodes | null) => void {
  const notify = useNotify();
  return useCallback(
    (delivery: TrackedCodes, previous: TrackedCodes | null) => {
      const message = codeUsageNotice(delivery, previous);
      if (message !== null) notify({ type: 'info', message });
    },
    [notify],
  );
}
