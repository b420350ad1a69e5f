import { useCallback } from 'react';
import { useNotify } from '@/hooks/use-notify';
import { codesThatLeft, codeUsageNotice, createLeftCodesMemory, createNewsTracker, withWhatTheyBecame } from '@/features/codes/utils/code-notices';
import type { AvailableCodes } from '@/features/codes/api/available-codes';
import { readCurrentCodes } from '@/features/codes/api/look-up-codes';

export interface CodeUsageNotices {
  /** Hands one delivery of the listener to the notices (before React renders, so none is merged away). */
  onDelivery(delivery: AvailableCodes): void;
  stop(): void;
}

/**
 * Starts, for one available-codes listener, the notices that tell the leader through the snackbar
 * queue when their codes are used or expire: one notice per delivery that is news (see
 * createNewsTracker). A code that left the available codes is read once, to tell an expiry from a
 * removal.
 */
export function useCodeUsageNotices(uid: string | null): () => CodeUsageNotices {
  const notify = useNotify();
  return useCallback(() => {
    const news = createNewsTracker();
    const memory = createLeftCodesMemory();
    const connectionLost = () => news.connectionLost();
    window.addEventListener('offline', connectionLost);
    const announce = (delivery: AvailableCodes) => {
      const message = codeUsageNotice(delivery);
      if (message !== null) notify({ type: 'info', message });
    };
    return {
      onDelivery(received) {
        if (!news.isNews(received)) return;
        // A code that comes back (a refund of a used-up code) is told as the change it is.
        const delivery = { ...received, ...memory.withReturns(received) };
        const left = codesThatLeft(delivery);
        if (left.length === 0 || uid === null) {
          announce(delivery);
          return;
        }
        void readCurrentCodes(uid, left.map((code) => code.id)).then((became) => {
          const told = { ...delivery, ...withWhatTheyBecame(delivery, became) };
          memory.remember(told);
          announce(told);
        });
      },
      stop: () => window.removeEventListener('offline', connectionLost),
    };
  }, [notify, uid]);
}
