/**
 * Realtime Database security rules (database.rules.json), against the database emulator at
 * FIREBASE_DATABASE_EMULATOR_HOST (the real emulator, or scripts/stack/rtdb-standin.ts where it
 * cannot run). Clients are the firebase v12 web SDK with emulator mock tokens.
 *
 * The rules in short (JSON rules files cannot hold comments, so they are documented here):
 * - Everything is denied unless listed below.
 * - status/{uid}: only that user reads and writes it, and writes only exactly
 *   {status: 'online' | 'away' | 'offline', timestamp: server time}. Nobody lists status: the
 *   product never shows anyone else's presence.
 * - Deleting one's own record (a null write) is denied: a presence record only changes state;
 *   on disconnect the server sets it offline instead of removing it.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  goOffline,
  onDisconnect,
  onValue,
  ref,
  remove,
  serverTimestamp,
  set,
  update,
  type Database,
} from 'firebase/database';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceRecord } from '@common/data-model';
import { rulesProjectId } from '@tests/support/firestore-rules-environment';

// A namespace of its own: the tests clear the database after each case, while other integration
// files use the stack's.
const projectId = rulesProjectId('database');
const emulatorHostAndPort = process.env.FIREBASE_DATABASE_EMULATOR_HOST ?? '';
const [emulatorHost, emulatorPortText] = emulatorHostAndPort.split(':');
const emulatorPort = Number(emulatorPortText);

let testEnv: RulesTestEnvironment;
const openApps: FirebaseApp[] = [];
let appCounter = 0;

async function requireDatabaseEmulator(): Promise<void> {
  if (!emulatorHost || !Number.isInteger(emulatorPort)) {
    throw new Error('FIREBASE_DATABASE_EMULATOR_HOST (host:port) must name the Realtime Database emulator.');
  }
  try {
    await fetch(`http://${emulatorHostAndPort}/.json?ns=${projectId}`, { headers: { Authorization: 'Bearer owner' } });
  } catch (error) {
    throw new Error(`The Realtime Database emulator is not reachable at ${emulatorHostAndPort}: ${String(error)}`, {
      cause: error,
    });
  }
}

/** A client database signed in as `uid`, or signed out for null. */
function clientDatabase(uid: string | null): Database {
  const app = initializeApp(
    { projectId, databaseURL: `http://${emulatorHostAndPort}?ns=${projectId}` },
    `database-rules-${(appCounter += 1)}`,
  );
  openApps.push(app);
  const database = getDatabase(app);
  connectDatabaseEmulator(database, emulatorHost, emulatorPort, uid ? { mockUserToken: { user_id: uid } } : {});
  return database;
}

/** Resolves with the first value at `path` that satisfies `accept`. */
function valueWhen<T>(database: Database, path: string, accept: (value: T | null) => boolean): Promise<T | null> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => finish(() => reject(new Error(`No matching value at ${path} within 10 s`))), 10_000);
    const unsubscribe = onValue(
      ref(database, path),
      (snapshot) => {
        const value = snapshot.val() as T | null;
        if (accept(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
    function finish(settle: () => void): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe());
      settle();
    }
  });
}

async function storedPresence(uid: string): Promise<PresenceRecord | null> {
  let value: PresenceRecord | null = null;
  await testEnv.withSecurityRulesDisabled(async (context) => {
    value = (await context.database().ref(`status/${uid}`).get()).val() as PresenceRecord | null;
  });
  return value;
}

async function seedPresence(uid: string, record: PresenceRecord): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context.database().ref(`status/${uid}`).set(record);
  });
}

beforeAll(async () => {
  await requireDatabaseEmulator();
  testEnv = await initializeTestEnvironment({
    projectId,
    database: { host: emulatorHost, port: emulatorPort, rules: readFileSync('database.rules.json', 'utf8') },
  });
});

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => deleteApp(app)));
  await testEnv.clearDatabase();
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('status/{uid}', () => {
  it('the owner can set online with the server timestamp', async () => {
    const before = Date.now();
    const alice = clientDatabase('alice');

    await assertSucceeds(set(ref(alice, 'status/alice'), { status: 'online', timestamp: serverTimestamp() }));

    const stored = await storedPresence('alice');
    expect(stored?.status).toBe('online');
    expect(stored?.timestamp).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('the owner can change to away and offline with a merge update', async () => {
    const alice = clientDatabase('alice');
    await set(ref(alice, 'status/alice'), { status: 'online', timestamp: serverTimestamp() });

    await assertSucceeds(update(ref(alice, 'status/alice'), { status: 'away', timestamp: serverTimestamp() }));
    expect((await storedPresence('alice'))?.status).toBe('away');
    await assertSucceeds(update(ref(alice, 'status/alice'), { status: 'offline', timestamp: serverTimestamp() }));
    expect((await storedPresence('alice'))?.status).toBe('offline');
  });

  it('another signed-in user cannot write my presence', async () => {
    const bob = clientDatabase('bob');

    await assertFails(set(ref(bob, 'status/alice'), { status: 'online', timestamp: serverTimestamp() }));
    expect(await storedPresence('alice')).toBeNull();
  });

  it('a signed-out visitor cannot write presence', async () => {
    const visitor = clientDatabase(null);

    await assertFails(set(ref(visitor, 'status/alice'), { status: 'online', timestamp: serverTimestamp() }));
  });

  it('a client timestamp is rejected', async () => {
    const alice = clientDatabase('alice');

    // A client clock value: one minute off so it can never equal the server's `now`.
    await assertFails(set(ref(alice, 'status/alice'), { status: 'online', timestamp: Date.now() - 60_000 }));
  });

  it('a record without a timestamp is rejected', async () => {
    const alice = clientDatabase('alice');

    await assertFails(set(ref(alice, 'status/alice'), { status: 'online' }));
  });

  it('an extra field is rejected', async () => {
    const alice = clientDatabase('alice');

    await assertFails(
      set(ref(alice, 'status/alice'), { status: 'online', timestamp: serverTimestamp(), device: 'laptop' }),
    );
  });

  it('an unknown status is rejected', async () => {
    const alice = clientDatabase('alice');

    await assertFails(set(ref(alice, 'status/alice'), { status: 'busy', timestamp: serverTimestamp() }));
  });

  it('the owner cannot delete their presence record', async () => {
    await seedPresence('alice', { status: 'online', timestamp: Date.now() });
    const alice = clientDatabase('alice');

    await assertFails(remove(ref(alice, 'status/alice')));
    expect((await storedPresence('alice'))?.status).toBe('online');
  });

  it('the owner reads their own presence record', async () => {
    await seedPresence('alice', { status: 'away', timestamp: 1_700_000_000_000 });
    const alice = clientDatabase('alice');

    const own = await assertSucceeds(get(ref(alice, 'status/alice')));
    expect(own.val()).toEqual({ status: 'away', timestamp: 1_700_000_000_000 });
  });

  it('another signed-in account, even one just registered, cannot read my presence or the list of who was ever online', async () => {
    await seedPresence('alice', { status: 'away', timestamp: 1_700_000_000_000 });
    await seedPresence('carol', { status: 'offline', timestamp: 1_700_000_000_000 });
    const stranger = clientDatabase('recien-registrado');

    await assertFails(get(ref(stranger, 'status/alice')));
    await assertFails(get(ref(stranger, 'status')));
    await assertFails(valueWhen(stranger, 'status', () => true));
    await assertFails(valueWhen(stranger, 'status/alice', () => true));
  });

  it('the owner watching their own presence record sees it change', async () => {
    const alice = clientDatabase('alice');
    const watcher = clientDatabase('alice');
    const seenOnline = valueWhen<PresenceRecord>(watcher, 'status/alice', (value) => value?.status === 'online');

    await set(ref(alice, 'status/alice'), { status: 'online', timestamp: serverTimestamp() });

    expect((await seenOnline)?.status).toBe('online');
  });

  it('a signed-out visitor cannot read presence', async () => {
    await seedPresence('alice', { status: 'online', timestamp: Date.now() });
    const visitor = clientDatabase(null);

    await assertFails(get(ref(visitor, 'status/alice')));
    await assertFails(get(ref(visitor, 'status')));
    await assertFails(valueWhen(visitor, 'status', () => true));
  });

  it('onDisconnect sets offline with the server time when the connection closes', async () => {
    const alice = clientDatabase('alice');
    // The owner's other device watches the record (nobody else may read it).
    const otherDevice = clientDatabase('alice');
    await valueWhen<boolean>(alice, '.info/connected', (connected) => connected === true);
    await set(ref(alice, 'status/alice'), { status: 'online', timestamp: serverTimestamp() });
    await assertSucceeds(
      onDisconnect(ref(alice, 'status/alice')).set({ status: 'offline', timestamp: serverTimestamp() }),
    );
    const onlineRecord = await valueWhen<PresenceRecord>(otherDevice, 'status/alice', (value) => value?.status === 'online');
    const seenOffline = valueWhen<PresenceRecord>(otherDevice, 'status/alice', (value) => value?.status === 'offline');

    goOffline(alice);

    const offlineRecord = await seenOffline;
    expect(offlineRecord?.timestamp).toBeGreaterThanOrEqual(onlineRecord?.timestamp ?? Infinity);
  });

  it('an onDisconnect update to offline runs when the app is deleted', async () => {
    const alice = clientDatabase('alice');
    // The owner's other device watches the record (nobody else may read it).
    const otherDevice = clientDatabase('alice');
    await set(ref(alice, 'status/alice'), { status: 'away', timestamp: serverTimestamp() });
    await assertSucceeds(
      onDisconnect(ref(alice, 'status/alice')).update({ status: 'offline', timestamp: serverTimestamp() }),
    );
    await valueWhen<PresenceRecord>(otherDevice, 'status/alice', (value) => value?.status === 'away');
    const seenOffline = valueWhen<PresenceRecord>(otherDevice, 'status/alice', (value) => value?.status === 'offline');

    await deleteApp(openApps.splice(openApps.indexOf(alice.app), 1)[0]);

    expect((await seenOffline)?.status).toBe('offline');
  });

  it('another signed-in user cannot register an onDisconnect write on my presence', async () => {
    const bob = clientDatabase('bob');

    await assertFails(onDisconnect(ref(bob, 'status/alice')).set({ status: 'offline', timestamp: serverTimestamp() }));
  });
});

describe('any other path', () => {
  it('any other path is neither readable nor writable', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context.database().ref('settings/theme').set('dark');
    });
    const alice = clientDatabase('alice');
    const visitor = clientDatabase(null);

    await assertFails(get(ref(alice, 'settings/theme')));
    await assertFails(get(ref(alice, '/')));
    await assertFails(set(ref(alice, 'settings/theme'), 'light'));
    await assertFails(set(ref(alice, 'status'), { alice: { status: 'online', timestamp: serverTimestamp() } }));
    await assertFails(get(ref(visitor, 'settings/theme')));
    await assertFails(set(ref(visitor, 'anything'), true));
  });
});
