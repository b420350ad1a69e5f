/**
 * Counters of the tracked-codes listener, kept on window.__codesListenerStats for the
 * benchmark of issue 7 (read with page.evaluate). A tiny object, no code data:
 * - snapshots: deliveries received (including metadata-only ones);
 * - serverDocChanges: document changes delivered with fromCache false (sent by the server);
 * - cacheDocChanges: document changes delivered from the local IndexedDB cache;
 * - fromCache: whether some of the data is still only from the cache (true until every id
 *   range of the listener is in sync with the server).
 * A return visit with a warm cache shows cacheDocChanges ≈ number of codes and
 * serverDocChanges ≈ only what changed meanwhile.
 */
export interface CodesListenerStats {
  snapshots: number;
  serverDocChanges: number;
  cacheDocChanges: number;
  fromCache: boolean;
}

declare global {
  interface Window {
    __codesListenerStats?: CodesListenerStats;
  }
}

export function resetListenerStats(): void {
  window.__codesListenerStats = { snapshots: 0, serverDocChanges: 0, cacheDocChanges: 0, fromCache: true };
}

export function recordListenerDelivery(fromCache: boolean, docChanges: number, allInSync: boolean): void {
  const stats = window.__codesListenerStats ?? { snapshots: 0, serverDocChanges: 0, cacheDocChanges: 0, fromCache };
  stats.snapshots += 1;
  if (fromCache) stats.cacheDocChanges += docChanges;
  else stats.serverDocChanges += docChanges;
  stats.fromCache = !allInSync;
  window.__codesListenerStats = stats;
}
