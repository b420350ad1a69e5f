// Whether this browser had a signed-in session when the app last saw it. Auth answers only after
// its own start-up, a moment after the first screen could show: with no session to restore, the
// sign-in page need not wait for that answer behind a loader.

const KEY = 'centro-lideres:sesion';

export function rememberSignedIn(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Without storage every visit waits for Auth's answer, as before.
  }
}

export function forgetSignedIn(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** True unless this browser is known to have had no session (no storage counts as "maybe"). */
export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}
