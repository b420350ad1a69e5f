// App Check first: it must be running before Firestore's first request.
import '@/lib/firebase/app-check';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
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
