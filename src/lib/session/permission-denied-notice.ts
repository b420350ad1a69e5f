// A refused sign-in is followed by a full page load of the sign-in page (sign-out clears the
// Firestore cache and needs a fresh instance): the time of the refusal crosses it in sessionStorage,
// so the sign-in page still shows why. Without storage the sign-in page just does not repeat the alert.

import { readStored, removeStored, writeStored } from '@/utils/web-storage';

const KEY = 'centro-lideres:permiso-denegado';
/** Older records are stale (the alert shows for less than this anyway). */
const MAX_AGE_MS = 60_000;

export function rememberPermissionDenied(at: number): void {
  writeStored('session', KEY, String(at));
}

/**
 * When a refusal was made just before this page load: `now`, the time this page learned of it
 * (the sign-in page counts the alert's 7 s from when it shows it). Null otherwise.
 */
export function recallPermissionDenied(now: number = Date.now()): number | null {
  const at = Number(readStored('session', KEY));
  return at > 0 && now - at >= 0 && now - at < MAX_AGE_MS ? now : null;
}

export function forgetPermissionDenied(): void {
  removeStored('session', KEY);
}
