import { useCallback } from 'react';
import { useNotify } from '@/hooks/use-notify';
import { createUsageAlertTracker } from '@/features/codes/utils/usage-alerts';
import type { CodeSummary } from '@/lib/codes/code-summary';
import { toldUsageAlerts } from '@/lib/codes/usage-alerts-told';

/**
 * Starts, for one summary listener, the usage alerts: each delivery goes to onDelivery (before
 * React renders, so none is merged away), and each event that reaches 80 % or 100 % of its uses
 * while the app is open is told once through the snackbar queue (createUsageAlertTracker).
 */
export function useUsageAlerts(uid: string | null): () => { onDelivery(summary: CodeSummary): void } {
  const notify = useNotify();
  return useCallback(() => {
    if (uid === null) return { onDelivery: () => undefined };
    const tracker = createUsageAlertTracker(toldUsageAlerts(uid));
    return {
      onDelivery(summary) {
        for (const alert of tracker.alertsOf(summary)) notify({ type: alert.threshold === 100 ? 'warning' : 'info', message: alert.message });
      },
    };
  }, [notify, uid]);
}
