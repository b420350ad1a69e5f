import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import { appEnv } from '@/lib/env';
import { firebaseApp } from '@/lib/firebase/app';

function createDatabase(): Database {
  const database = getDatabase(firebaseApp, appEnv.firebase.databaseURL);
  if (appEnv.useEmulators) {
    connectDatabaseEmulator(database, appEnv.emulators.host, appEnv.emulators.databasePort);
  }
  return database;
}

export const database = createDatabase();
