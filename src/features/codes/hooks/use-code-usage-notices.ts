import { useCallback } from 'react';
import { useNotify } from '@/components/notifications/use-notify';
import { codesThatLeft, codeUsageNotice, withWhatTheyBecame } from '@/features/codes/utils/code-notices';
import type { AvailableCodes } from '@/lib/codes/available-codes';
import { readCurrentCodes } from '@/lib/codes/code-lookup';

/**
 * A delivery handler for the available-codes listener that tells the leader, through the snackbar
 * queue, when their codes are used or expire: one notice per delivery. Nothing on the first
 * delivery or when catching up after the cache (see codeUsageNotice). A code that left the
 * available codes is read once, to tell an expiry from a removal.
 */
export function useCodeUsageNotices(uid: string | null): (delivery: AvailableCodes, previous: AvailableCodes | null) => void {
  const notify = useNotify();
  return useCallback(
    (delivery: AvailableCodes, previous: AvailableCodes | null) => {
      const announce = (news: AvailableCodes) => {
        const message = codeUsageNotice(news, previous);
        if (message !== null) notify({ type: 'info', message });
      };
      const left = codesThatLeft(delivery, previous);
      if (left.length === 0 || uid === null) {
        announce(delivery);
        return;
      }
      void readCurrentCodes(uid, left.map((code) => code.id)).then((became) => announce({ ...delivery, ...withWhatTheyBecame(delivery, became) }));
    },
    [notify, uid],
  );
}
