// Writes the benchmark's scale data into the bench stack with firebase-admin (BulkWriter):
// the bench leader with 20,000 codes, the proxy leader with 9,000 (Auth + users documents) and
// ten events, on an emptied database. Idempotent.
import { PROJECT_ID_LOCAL, TRACKED_CODE_STATUSES } from '../../common/constants.ts';
import { upsertAuthUser, userDocument, writeSeededCodes } from '../seed/seed.ts';
import { withBackgroundTriggersPaused } from '../stack/background-triggers.ts';
import { median } from './stats.ts';
import { BENCH_CODE_COUNT, BENCH_EVENTS, BENCH_LEADER, benchCodes, PROXY_CODE_COUNT, PROXY_LEADER } from './bench-data.ts';

export interface SeedResult {
  codes: number;
  seconds: number;
  /** The emulator's own time to answer the leader's tracked-codes query (firebase-admin, gRPC), median of 3. */
  queryMs: number;
}

export async function seedBenchData(env: Record<string, string>): Promise<SeedResult> {
  const started = performance.now();
  // The bench stack holds only bench data: start from an empty database, so the leader has
  // exactly the codes below whatever ran before.
  const cleared = await fetch(
    `http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID_LOCAL}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!cleared.ok) throw new Error(`Clearing the Firestore emulator failed: HTTP ${cleared.status}`);
  // firebase-admin reads the emulator hosts from the environment when it initialises.
  Object.assign(process.env, { METADATA_SERVER_DETECTION: 'none' }, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID_LOCAL }, `bench-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    let written = 0;
    await withBackgroundTriggersPaused(env, async () => {
      const writer = db.bulkWriter();
      writer.onWriteError((error) => error.failedAttempts < 5);
      const now = Timestamp.now();
      for (const [leader, count] of [[BENCH_LEADER, BENCH_CODE_COUNT], [PROXY_LEADER, PROXY_CODE_COUNT]] as const) {
        await upsertAuthUser(auth, leader);
        writer.set(db.doc(`users/${leader.uid}`), userDocument(leader, now));
        const codes = benchCodes(leader, count);
        writeSeededCodes(writer, db, { codes, leaders: [leader], events: BENCH_EVENTS, Timestamp, now });
        written += codes.length;
      }
      for (const event of BENCH_EVENTS) {
        writer.set(db.doc(`events/${event.id}`), { name: event.name, venue: event.venue, date: Timestamp.fromDate(event.date) });
      }
      await writer.close();
    });
    const seconds = (performance.now() - started) / 1000;

    // The same query as the app's listener, to tell the emulator's share of figure 6.
    const samples: number[] = [];
    for (let run = 0; run < 3; run++) {
      const queryStarted = performance.now();
      await db
        .collection('codes')
        .where('leaderId.id', '==', BENCH_LEADER.uid)
        .where('status', 'in', TRACKED_CODE_STATUSES)
        .orderBy('createdAt', 'desc')
        .get();
      samples.push(performance.now() - queryStarted);
    }
    return { codes: written, seconds, queryMs: median(samples) };
  } finally {
    await deleteApp(app);
  }
}
