// Whether this browser had a signed-in session when the app last saw it. Auth answers only after
// its own start-up, a moment after the first screen could show: with no session to restore, the
// sign-in page need not wait for that answer behind a loader. Without storage every visit waits
// for Auth's answer.

import { readStored, removeStored, writeStored } from '@/utils/web-storage';

const KEY = 'centro-lideres:sesion';

export function rememberSignedIn(): void {
  writeStored('local', KEY, '1');
}

export function forgetSignedIn(): void {
  removeStored('local', KEY);
}

/** True unless this browser is known to have had no session (no storage counts as "maybe"). */
export function mayHaveSession(): boolean {
  return readStored('local', KEY) !== null;
}
