import type { CodeSummary } from '@/lib/codes/code-summary';
import { eventNameLabel } from '@/lib/codes/labels';
import { codesTexts } from '@/lib/codes/texts';
import type { ToldUsageAlerts } from '@/lib/codes/usage-alerts-told';
import { USAGE_THRESHOLDS, usageThreshold, type UsageThreshold } from '@/lib/codes/usage';

// Usage alerts: 'Tus códigos de Festival de Verano 2026 llevan 80 % de uso', from the deliveries
// of the leader's summary listener (codeSummaries/{uid}, every event's uses and maximum uses), so
// they cost no read of their own.

/** One alert to tell. */
export interface UsageAlert {
  eventId: string;
  threshold: UsageThreshold;
  message: string;
}

/**
 * Tells which thresholds an event crossed while the app is open, each once. The first delivery in
 * sync with the server is the baseline: what it has already reached shows on the event's row and
 * is not told (it happened while the app was closed). After that, an event whose uses reach a
 * higher threshold than the last delivery showed is told, unless that event's threshold was told
 * (or in the baseline) before in this tab (`told`): a refund that takes an event below 100 % and
 * a new use that brings it back are not told twice, nor is anything repeated after a reload or
 * a new listener. A jump past both thresholds at once tells only 100 %.
 */
export function createUsageAlertTracker(told: ToldUsageAlerts) {
  let known: Map<string, UsageThreshold | null> | null = null;
  return {
    alertsOf(summary: Pick<CodeSummary, 'events' | 'fromCache'>): UsageAlert[] {
      // Until the server has answered, the figures may be the cache's, from before the app opened.
      if (known === null && summary.fromCache) return [];
      const reached = new Map(summary.events.map((event) => [event.eventId, usageThreshold(event.usage.uses, event.usage.maxUses)]));
      const baseline = known === null;
      const alerts: UsageAlert[] = [];
      for (const event of summary.events) {
        const threshold = reached.get(event.eventId) ?? null;
        if (threshold === null) continue;
        const before = known?.get(event.eventId) ?? null;
        const isNew = !baseline && (before === null || threshold > before) && !told.has(event.eventId, threshold);
        // Every threshold up to the one reached counts as told: 80 % is no news once 100 % is.
        for (const lower of USAGE_THRESHOLDS) if (lower <= threshold) told.add(event.eventId, lower);
        if (isNew) alerts.push({ eventId: event.eventId, threshold, message: codesTexts.usageAlert(eventNameLabel(event.eventName), threshold) });
      }
      known = reached;
      return alerts;
    },
  };
}
