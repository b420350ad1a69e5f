// Presence in the Realtime Database (docs/product.md, States and labels: Presence):
// status/{uid} = {status, timestamp}.
// Loaded lazily after sign-in (it pulls in the database SDK), never by the sign-in page. The
// SessionProvider starts it while a user is signed in and stops it when they are not.
import type { PresenceStatus } from '@common/constants';
import type { PresenceRecord } from '@common/data-model';
import { onDisconnect, onValue, ref, serverTimestamp, update, type DatabaseReference } from 'firebase/database';
import { database } from '@/lib/firebase/database';

function statusRef(uid: string): DatabaseReference {
  return ref(database, `status/${uid}`);
}

function record(status: PresenceStatus) {
  return { status, timestamp: serverTimestamp() };
}

function visibleStatus(): PresenceStatus {
  return typeof document !== 'undefined' && document.hidden ? 'away' : 'online';
}

/** The presence a signed-in user publishes (see startPresence). */
export interface Presence {
  /** Stops publishing, without writing anything. */
  stop(): void;
  /** Writes offline, then stops publishing; call it BEFORE signing out (the rules then refuse the write). */
  goOffline(): Promise<void>;
}

/**
 * Publishes `uid`'s presence: online while the database connection is up, away while the tab
 * is hidden, offline on disconnect (written by the server through onDisconnect).
 */
export function startPresence(uid: string): Presence {
  const target = statusRef(uid);
  let connected = false;

  const publish = (status: PresenceStatus) =>
    update(target, record(status)).catch((error: unknown) => console.error('presence: write failed', error));

  const unsubscribeConnected = onValue(ref(database, '.info/connected'), (snapshot) => {
    connected = snapshot.val() === true;
    if (!connected) return;
    // Register the server-side fallback first, so a drop right after going online still ends offline.
    onDisconnect(target)
      .set(record('offline'))
      .catch((error: unknown) => console.error('presence: onDisconnect failed', error));
    void publish(visibleStatus());
  });

  const onVisibilityChange = () => {
    if (connected) void publish(visibleStatus());
  };
  document.addEventListener('visibilitychange', onVisibilityChange);

  const stop = () => {
    unsubscribeConnected();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
  return {
    stop,
    async goOffline() {
      stop();
      await update(target, record('offline'));
    },
  };
}

/** Listens to status/{uid} (null while there is no record); returns the unsubscribe function. */
export function subscribeToPresence(uid: string, observer: { next(presence: PresenceRecord | null): void; error(error: Error): void }): () => void {
  return onValue(statusRef(uid), (snapshot) => observer.next((snapshot.val() as PresenceRecord | null) ?? null), observer.error);
}
