// Which usage alerts ('Tus códigos de … llevan 80 % de uso') this tab has already told or found
// already reached when it opened, per leader, event and threshold: kept in sessionStorage so a
// reload or a new listener does not tell one again, and forgotten at sign-out
// (usage-alerts-forget.ts). Without storage they are kept for the page's life only.

import { readStored, writeStored } from '@/utils/web-storage';
import { USAGE_ALERTS_KEY_PREFIX } from '@/lib/codes/usage-alerts-forget';
import type { UsageThreshold } from '@/lib/codes/usage';

/** What the alerts need to remember: has an event's threshold been told, and that it now has. */
export interface ToldUsageAlerts {
  has(eventId: string, threshold: UsageThreshold): boolean;
  add(eventId: string, threshold: UsageThreshold): void;
}

/** The told alerts of `uid` in this tab. */
export function toldUsageAlerts(uid: string): ToldUsageAlerts {
  const inPage = new Set<string>();
  const keyOf = (eventId: string, threshold: UsageThreshold) => `${USAGE_ALERTS_KEY_PREFIX}${uid}:${threshold}:${eventId}`;
  return {
    has: (eventId, threshold) => inPage.has(keyOf(eventId, threshold)) || readStored('session', keyOf(eventId, threshold)) === '1',
    add(eventId, threshold) {
      inPage.add(keyOf(eventId, threshold));
      writeStored('session', keyOf(eventId, threshold), '1');
    },
  };
}
