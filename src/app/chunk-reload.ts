import { mayReloadForFailedChunk } from '@/utils/reload-guard';
import { readStored, writeStored } from '@/utils/web-storage';

const LAST_RELOAD_KEY = 'centro-lideres:recarga-por-version';
let reloading = false;

/** True once a failed chunk load has started a reload: the page shows a loader, not an error, meanwhile. */
export function isReloadingForFailedChunk(): boolean {
  return reloading;
}

function lastReloadAt(): number | null {
  return Number(readStored('session', LAST_RELOAD_KEY)) || null;
}

/**
 * A tab still open on the previous version asks for chunks a deploy removed: reload once to get
 * the new version. A second failure right after that reload (or any failure offline) is left to
 * the route error boundary's recovery screen, so the page never reloads in a loop.
 */
export function reloadOnceForFailedChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return;
    const now = Date.now();
    if (!mayReloadForFailedChunk(lastReloadAt(), now)) return;
    // Without sessionStorage there is no loop guard: show the recovery screen instead.
    if (!writeStored('session', LAST_RELOAD_KEY, String(now))) return;
    reloading = true;
    window.location.reload();
  });
}
