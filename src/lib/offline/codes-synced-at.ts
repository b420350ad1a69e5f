// When each leader's codes were last confirmed by the server, so that offline the app can say
// how recent the saved codes are. Kept per leader in localStorage (it must survive a reload with
// no network) and forgotten at sign-out with the codes themselves.

const KEY_PREFIX = 'centro-lideres:codigos-sincronizados:';

/** Records that `uid`'s codes were current at `at`. */
export function recordCodesSynced(uid: string, at: Date = new Date()): void {
  try {
    localStorage.setItem(KEY_PREFIX + uid, String(at.getTime()));
  } catch {
    // Storage full or blocked: the offline notice then just omits the age.
  }
}

/** When `uid`'s codes were last current, or null if unknown. */
export function codesSyncedAt(uid: string): Date | null {
  try {
    const stored = Number(localStorage.getItem(KEY_PREFIX + uid));
    return stored > 0 ? new Date(stored) : null;
  } catch {
    return null;
  }
}

/** Forgets every leader's record (sign-out: a shared phone keeps nothing of the last leader). */
export function forgetCodesSynced(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
