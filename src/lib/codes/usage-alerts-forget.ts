// Where the usage alerts told in a tab are kept (sessionStorage, one key per leader, threshold and
// event; usage-alerts-told.ts), and their forgetting at sign-out. Apart so that the sign-out,
// which every page loads, brings only this much.

import { removeStored } from '@/utils/web-storage';

export const USAGE_ALERTS_KEY_PREFIX = 'centro-lideres:aviso-de-uso:';

/** Forgets every leader's told alerts (sign-out: a shared phone keeps nothing of the last leader). */
export function forgetUsageAlerts(): void {
  removeStored('session', (key) => key.startsWith(USAGE_ALERTS_KEY_PREFIX));
}
