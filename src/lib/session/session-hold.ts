// Registration signs a brand-new account in (createUserWithEmailAndPassword) to write its
// documents, but that account has no role yet: the session must not treat it as a refused
// sign-in (no permission-denied alert, no sign-out in the middle of the writes).
let holds = 0;

export function isSessionHeld(): boolean {
  return holds > 0;
}

/** Runs `task` while the session ignores signed-in users; the task must end signed out. */
export async function withSessionHeld<T>(task: () => Promise<T>): Promise<T> {
  holds += 1;
  try {
    return await task();
  } finally {
    holds -= 1;
  }
}
