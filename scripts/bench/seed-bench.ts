// Writes the benchmark's scale data into the bench stack with firebase-admin (BulkWriter, with
// the background triggers paused: the seed writes the summaries itself): leaders H and F, their
// events and codes, the store's administrator and its roster of other leaders (bench-data.ts), on
// an emptied database. Fixed uids and document ids: seeding again overwrites. Also times one
// lookUpCodes call for H before and after the codes are there, to tell how much of a lookup grows
// with the collection.
import { summarizeCodes } from '../../common/code-summary.ts';
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';
import { callCallable, functionsBaseUrl, signInWithPassword } from '../admin/callable.ts';
import { upsertAuthUser, userDocument, writeSeededCodes } from '../seed/seed.ts';
import { clearStackFirestore, withBackgroundTriggersPaused } from '../stack/background-triggers.ts';
import { BENCH_ADMIN, BENCH_EVENTS, BENCH_PASSWORD, FRESH_LEADER, freshCodes, HISTORY_LEADER, historyCodes, historyNotes, rosterLeaders, salesOrders } from './bench-data.ts';
import { normalizeNoteName, noteNameKey } from '../../common/code-note.ts';
import { addSales, orderContribution, ZERO_SALES, type SalesFigures } from '../../common/leader-sales.ts';
import { DEFAULT_STORE_ID } from '../../common/constants.ts';
import { shopOrderKey } from '../../functions/src/shop/keys.ts';
import type { Firestore, Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { medianTimeOf } from './stats.ts';
import { CODE_NOTES, COLLECTIONS, LEADER_EVENT_SALES } from '../../common/collections.ts';

export interface SeedResult {
  codes: number;
  /** Leaders of the store: H, F and the roster. */
  leaders: number;
  /** Confirmed shop orders of the roster (salesOrders). */
  orders: number;
  seconds: number;
  /** One lookUpCodes call for H with one value, median of 5: on the empty collection, then on the full one. */
  lookupEmptyMs: number;
  lookupFullMs: number;
}

/** Auth accounts created or updated at once (the Auth emulator answers each on its own). */
const AUTH_WRITES_AT_ONCE = 25;

export async function seedBenchData(env: Record<string, string>): Promise<SeedResult> {
  const started = performance.now();
  // The bench stack holds only bench data: start from an empty database.
  await clearStackFirestore(env);
  // firebase-admin reads the emulator hosts from the environment when it initialises.
  Object.assign(process.env, { METADATA_SERVER_DETECTION: 'none' }, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID_LOCAL }, `bench-seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const now = Timestamp.now();
    const leaders = [HISTORY_LEADER, FRESH_LEADER];
    for (const leader of leaders) await upsertAuthUser(auth, leader);
    await Promise.all(leaders.map((leader) => db.collection(COLLECTIONS.users).doc(leader.uid).set(userDocument(leader, now))));
    // The roster needs Auth accounts too: generateCodes serves only a leader whose account has a
    // verified e-mail. The administrator signs in with the demo password.
    const roster = rosterLeaders();
    await upsertAuthUser(auth, BENCH_ADMIN);
    for (let first = 0; first < roster.length; first += AUTH_WRITES_AT_ONCE) {
      await Promise.all(roster.slice(first, first + AUTH_WRITES_AT_ONCE).map((leader) => upsertAuthUser(auth, leader)));
    }

    const history = historyCodes();
    // The same value both times: H's oldest expired code, not there yet, then there.
    const lookUpOne = lookupTimer(env, history[0].code);
    const lookupEmptyMs = await lookUpOne();

    const fresh = freshCodes();
    await withBackgroundTriggersPaused(env, async () => {
      const writer = db.bulkWriter();
      writer.onWriteError((error) => error.failedAttempts < 5);
      for (const event of BENCH_EVENTS) {
        writer.set(db.collection(COLLECTIONS.events).doc(event.id), { name: event.name, venue: event.venue, date: Timestamp.fromDate(event.date) });
      }
      writeSeededCodes(writer, db, { codes: [...history, ...fresh], leaders, events: BENCH_EVENTS, Timestamp, now });
      // users/{uid} as an administrator and the functions leave them: role, store, read
      // permission, and the search fields (sortName, searchPrefixes) of common/leader-search.ts
      // that userDocument adds; the phone as the leader form takes it. Each leader's summary as
      // generateCodes keeps it, with no codes yet (total 0).
      writer.set(db.collection(COLLECTIONS.users).doc(BENCH_ADMIN.uid), userDocument(BENCH_ADMIN, now));
      const { summary: empty } = summarizeCodes('', []);
      for (const leader of roster) {
        writer.set(db.collection(COLLECTIONS.users).doc(leader.uid), { ...userDocument(leader, now), phoneNumber: leader.phoneNumber });
        writer.set(db.collection(COLLECTIONS.codeSummaries).doc(leader.uid), { ...empty, updatedAt: now });
      }
      await writer.close();
      await writeSales(db, Timestamp.now());
    });
    const seconds = (performance.now() - started) / 1000;
    const lookupFullMs = await lookUpOne();
    return { codes: history.length + fresh.length, leaders: leaders.length + roster.length, orders: salesOrders(roster).length, seconds, lookupEmptyMs, lookupFullMs };
  } finally {
    await deleteApp(app);
  }
}

/** Times one lookUpCodes call of H for one value (median of 5 after a warm-up), as the validator makes it. */
function lookupTimer(env: Record<string, string>, value: string): () => Promise<number> {
  const target = async () => ({
    baseUrl: functionsBaseUrl({ project: PROJECT_ID_LOCAL, emulatorOrigin: env.FUNCTIONS_EMULATOR_ORIGIN }),
    idToken: await signInWithPassword({ authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST, apiKey: 'fake-api-key', email: HISTORY_LEADER.email, password: BENCH_PASSWORD }),
  });
  return async () => {
    const signedIn = await target();
    return medianTimeOf(() => callCallable(signedIn, 'lookUpCodes', { codes: [value] }), 5, 1);
  };
}

/**
 * The roster's confirmed orders (shopOrders), each with what it added (salesRecords), and the
 * leaders' figures in all and per event (leaderSales and its eventSales) as the sales trigger
 * leaves them: summed with its own rule (orderContribution), while the triggers are paused.
 */
async function writeSales(db: Firestore, now: AdminTimestamp): Promise<void> {
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.failedAttempts < 5);
  const totals = new Map<string, SalesFigures>();
  const perEvent = new Map<string, SalesFigures>();
  for (const order of salesOrders()) {
    const key = shopOrderKey(DEFAULT_STORE_ID, order.orderId);
    const stored = {
      orderId: order.orderId,
      storeId: DEFAULT_STORE_ID,
      keyId: 'bench',
      codeId: `bench-codigo-${order.leaderId}`,
      code: 'BENCHVENTA',
      eventId: order.eventId,
      leaderId: order.leaderId,
      tickets: order.tickets,
      amount: order.amount,
      status: 'confirmed',
      use: 0,
      holdSeconds: 600,
      createdAt: now,
      expiresAt: now,
      confirmedAt: now,
      releasedAt: null,
      releaseReason: null,
      updatedAt: now,
    };
    const contributed = orderContribution(stored);
    writer.set(db.collection(COLLECTIONS.shopOrders).doc(key), stored);
    writer.set(db.collection(COLLECTIONS.salesRecords).doc(key), { storeId: DEFAULT_STORE_ID, leaderId: order.leaderId, eventId: order.eventId, contributed, updatedAt: now });
    totals.set(order.leaderId, addSales(totals.get(order.leaderId) ?? ZERO_SALES, contributed));
    const eventKey = `${order.leaderId}/${order.eventId}`;
    perEvent.set(eventKey, addSales(perEvent.get(eventKey) ?? ZERO_SALES, contributed));
  }
  for (const [leaderId, figures] of totals) {
    writer.set(db.collection(COLLECTIONS.leaderSales).doc(leaderId), { storeId: DEFAULT_STORE_ID, leaderId, ...figures, updatedAt: now });
  }
  for (const [eventKey, figures] of perEvent) {
    const [leaderId, eventId] = eventKey.split('/');
    writer.set(db.collection(COLLECTIONS.leaderSales).doc(leaderId).collection(LEADER_EVENT_SALES).doc(eventId), { storeId: DEFAULT_STORE_ID, leaderId, eventId, ...figures, updatedAt: now });
  }
  await writer.close();
}

/**
 * H's 'Entregado a' notes (historyNotes) as the app writes them, and the codes marked handed out
 * as the markCodeHandedOut trigger leaves them, with the triggers paused (their events would
 * only repeat those writes). Fixed ids: seeding again overwrites. Returns how many notes.
 */
export async function seedHistoryNotes(env: Record<string, string>): Promise<number> {
  Object.assign(process.env, { METADATA_SERVER_DETECTION: 'none' }, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID_LOCAL }, `bench-notes-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const notes = historyNotes();
    await withBackgroundTriggersPaused(env, async () => {
      const writer = db.bulkWriter();
      writer.onWriteError((error) => error.failedAttempts < 5);
      const now = Timestamp.now();
      for (const note of notes) {
        const { codeId, ...fields } = note;
        writer.set(db.collection(COLLECTIONS.codeNotes).doc(HISTORY_LEADER.uid).collection(CODE_NOTES).doc(codeId), {
          ...fields,
          name: normalizeNoteName(fields.name),
          nameKey: noteNameKey(fields.name),
          phone: null,
          updatedAt: now,
        });
        writer.update(db.collection(COLLECTIONS.codes).doc(codeId), { handedOut: true });
      }
      await writer.close();
    });
    return notes.length;
  } finally {
    await deleteApp(app);
  }
}
