/**
 * After a failed chunk load (usually a deploy that removed the old chunks), the page reloads once
 * to get the new version. If the reloaded page fails too within this window, the failure is not
 * a stale version: show the recovery screen instead of reloading in a loop.
 */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** Whether a failed chunk load may reload the page, given when it last did (null: never in this tab). */
export function mayReloadForFailedChunk(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A time in the future (a changed clock) does not block reloads for ever.
  return now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS || now < lastReloadAt;
}
