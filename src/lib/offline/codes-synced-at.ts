// When each leader's codes were last confirmed by the server, so that offline the app can say
// how recent the saved codes are. Kept per leader in localStorage (it must survive a reload with
// no network) and forgotten at sign-out with the codes themselves. Without storage the offline
// notice just omits the age.

import { readStored, removeStored, writeStored } from '@/utils/web-storage';

const KEY_PREFIX = 'centro-lideres:codigos-sincronizados:';

/** Records that `uid`'s codes were current at `at`. */
export function recordCodesSynced(uid: string, at: Date = new Date()): void {
  writeStored('local', KEY_PREFIX + uid, String(at.getTime()));
}

/** When `uid`'s codes were last current, or null if unknown. */
export function codesSyncedAt(uid: string): Date | null {
  const stored = Number(readStored('local', KEY_PREFIX + uid));
  return stored > 0 ? new Date(stored) : null;
}

/** Forgets every leader's record (sign-out: a shared phone keeps nothing of the last leader). */
export function forgetCodesSynced(): void {
  removeStored('local', (key) => key.startsWith(KEY_PREFIX));
}
