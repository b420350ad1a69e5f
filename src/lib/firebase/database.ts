import { connectDatabaseEmulator, forceWebSockets, getDatabase, type Database } from 'firebase/database';
import { appEnv } from '@/lib/env';
import { firebaseApp } from '@/lib/firebase/app';

function createDatabase(): Database {
  // Websockets only: the long-polling fallback loads scripts from the database host, which the
  // Content-Security-Policy refuses, and after one websocket failure the SDK would try it first.
  forceWebSockets();
  const database = getDatabase(firebaseApp, appEnv.firebase.databaseURL);
  if (appEnv.useEmulators) {
    connectDatabaseEmulator(database, appEnv.emulators.host, appEnv.emulators.databasePort);
  }
  return database;
}

export const database = createDatabase();
