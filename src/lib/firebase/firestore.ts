// App Check first: it must be running before Firestore's first request.
import '@/lib/firebase/app-check';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { appEnv } from '@/lib/env';
import { firebaseApp } from '@/lib/firebase/app';

function createFirestore(): Firestore {
  // Persistent IndexedDB cache shared by several tabs: a return visit shows cached data
  // at once and the server sends only changes.
  const db = initializeFirestore(firebaseApp, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (appEnv.useEmulators) {
    connectFirestoreEmulator(db, appEnv.emulators.host, appEnv.emulators.firestorePort);
  }
  return db;
}

export const firestore = createFirestore();

/**
 * Stops this Firestore instance and deletes its IndexedDB cache (codes, profile), so that a
 * shared phone keeps nothing of the leader who signed out. The instance is unusable afterwards:
 * the page must be loaded again (sign-out navigates to the sign-in page).
 */
export async function clearFirestoreCache(): Promise<void> {
  await terminate(firestore);
  await clearIndexedDbPersistence(firestore);
}
