// The presence module pulls in the Realtime Database SDK, so it loads only once someone is
// signed in. Sign-out needs to know whether it was loaded (and then go offline first).
type PresenceModule = typeof import('@/lib/presence');

let presenceModule: Promise<PresenceModule> | null = null;

export function loadPresence(): Promise<PresenceModule> {
  presenceModule ??= import('@/lib/presence');
  return presenceModule;
}

/** The presence module if something already loaded it, else null (nothing to take offline). */
export function loadedPresence(): Promise<PresenceModule> | null {
  return presenceModule;
}
