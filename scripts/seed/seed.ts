// Writes the demo data into the emulators with firebase-admin. Idempotent: fixed uids and
// document ids, so running it again overwrites instead of duplicating.
import type { ActivityDoc } from '../../common/activity.ts';
import { summarizeCodes } from '../../common/code-summary.ts';
import type { CodeKeyDoc, EventDoc } from '../../common/data-model.ts';
import { DEFAULT_STORE_ID, PROJECT_ID_LOCAL } from '../../common/constants.ts';
import { leaderSearchFields } from '../../common/leader-search.ts';
import { registrationNotice } from '../../common/registration-notice.ts';
import { withBackgroundTriggersPaused } from '../stack/background-triggers.ts';
import { createHash } from 'node:crypto';
import {
  bulkCodes,
  DEMO_ACCOUNTS,
  DEMO_EVENT_DURATION_AFTER_SEED_MS,
  DEMO_SHOP_KEY,
  DEMO_SHOP_KEY_ID,
  DEMO_EVENTS,
  DEMO_PASSWORD,
  DEMO_REGISTRATION_UID,
  DEMO_SHOP_CODE_URL_TEMPLATE,
  demoShopCodeUrlTemplate,
  NAMED_CODES,
  OTHER_STORE_ID,
  type DemoAccount,
  type DemoCode,
} from './demo-data.ts';
import { CODE_BATCH_SUMMARIES, COLLECTIONS } from '../../common/collections.ts';

export const BULK_CODE_COUNT = 1250;

export interface SeedOptions {
  /** Emulator addresses (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, ...). */
  env: Record<string, string>;
  appUrl: string;
}

export async function seedDemoData({ env, appUrl }: SeedOptions): Promise<{ codes: number; users: number }> {
  // firebase-admin reads the emulator hosts from the environment when it initialises.
  Object.assign(process.env, env);
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID_LOCAL }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    await Promise.all(DEMO_ACCOUNTS.map((account) => upsertAuthUser(auth, account)));

    const codes = [...NAMED_CODES, ...bulkCodes({ ownerUid: 'demo-lider', count: BULK_CODE_COUNT })];
    await withBackgroundTriggersPaused(env, async () => {
      const writer = db.bulkWriter();
      const now = Timestamp.now();
      const origins = allowedOrigins(appUrl);
      writer.set(db.collection(COLLECTIONS.stores).doc(DEFAULT_STORE_ID), {
        name: 'Centro de líderes (demo)',
        appUrl,
        allowedRedirectOrigins: origins,
        shopCodeUrlTemplate: env.DEMO_SHOP_URL ? demoShopCodeUrlTemplate(env.DEMO_SHOP_URL) : DEMO_SHOP_CODE_URL_TEMPLATE,
      });
      writer.set(db.collection(COLLECTIONS.stores).doc(OTHER_STORE_ID), { name: 'Otra tienda (demo)', appUrl, allowedRedirectOrigins: origins });
      for (const account of DEMO_ACCOUNTS) {
        writer.set(db.collection(COLLECTIONS.users).doc(account.uid), userDocument(account, now));
      }
      const registration = DEMO_ACCOUNTS.find((account) => account.uid === DEMO_REGISTRATION_UID)!;
      writer.set(db.collection(COLLECTIONS.notifications).doc(registration.uid), {
        ...registrationNotice(registration.uid, registration.email),
        date: Timestamp.fromDate(new Date('2026-11-20T14:30:00Z')),
      });
      for (const [id, entry] of Object.entries(demoActivity())) {
        writer.set(db.doc(`${COLLECTIONS.activity}/${id}`), { ...entry, at: Timestamp.fromDate(entry.at) });
      }
      for (const event of DEMO_EVENTS) writer.set(db.collection(COLLECTIONS.events).doc(event.id), demoEvent(event, Date.now(), Timestamp));
      writer.set(db.collection(COLLECTIONS.shopKeys).doc(createHash('sha256').update(DEMO_SHOP_KEY).digest('hex')), demoShopKey(Timestamp));
      writeSeededCodes(writer, db, { codes, leaders: DEMO_ACCOUNTS, events: DEMO_EVENTS, Timestamp, now });
      await writer.close();
      // The demo codes come back not handed out: the demo leaders' 'Entregado a' notes go with
      // them (a note kept over a reseeded code would say it was handed out while the code says not).
      for (const account of DEMO_ACCOUNTS) await db.recursiveDelete(db.collection(COLLECTIONS.codeNotes).doc(account.uid));
    });
    return { codes: codes.length, users: DEMO_ACCOUNTS.length };
  } finally {
    await deleteApp(app);
  }
}

/**
 * A demo event as the shop API would write it. It starts at its fixed date and ends a year after
 * the seed (DEMO_EVENT_DURATION_AFTER_SEED_MS), so its codes never expire during a demo or a test.
 */
export function demoEvent(event: (typeof DEMO_EVENTS)[number], seededAtMs: number, Timestamp: AdminTimestamp) {
  const startsAt = new Date(event.date).getTime();
  return {
    name: event.name,
    venue: event.venue,
    startsAt: Timestamp.fromMillis(startsAt),
    endsAt: Timestamp.fromMillis(Math.max(startsAt + 6 * 60 * 60_000, seededAtMs + DEMO_EVENT_DURATION_AFTER_SEED_MS)),
    codesState: 'open',
  } satisfies EventDoc;
}

/** shopKeys/{sha256(DEMO_SHOP_KEY)}: the demo store's integration key (never revoked by a reseed). */
function demoShopKey(Timestamp: AdminTimestamp) {
  return {
    keyId: DEMO_SHOP_KEY_ID,
    storeId: DEFAULT_STORE_ID,
    last4: DEMO_SHOP_KEY.slice(-4),
    label: 'Tienda de demostración',
    createdAt: Timestamp.fromDate(new Date('2026-11-01T12:00:00Z')),
    createdBy: null,
    lastUsedAt: null,
    revokedAt: null,
    revokedBy: null,
  };
}

function allowedOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  return [url.origin, `${url.protocol}//localhost:${url.port}`];
}

/**
 * users/{uid} of a seeded account: role, store and read permission set as an administrator would,
 * and the search fields the functions keep. A registration has none of the three yet.
 */
export function userDocument(account: DemoAccount, now: unknown) {
  return {
    ...(account.role !== null && account.storeId !== null ? { role: account.role, storeId: account.storeId, permissions: { read: true } } : {}),
    ...leaderSearchFields(account),
    displayName: account.displayName,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    emailVerified: account.emailVerified,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: account.email, email: account.email }],
    phoneNumber: account.mfaPhone ?? null,
    photoURL: null,
    createdAt: now,
    updatedAt: now,
  };
}

const admin = { uid: 'demo-admin', email: 'admin@demo.cr', name: 'Ana Administradora' };
const account = (uid: string) => {
  const found = DEMO_ACCOUNTS.find((demo) => demo.uid === uid)!;
  return { uid, email: found.email, name: found.displayName };
};

/** A few entries of the administrators' log, so Actividad has something to show (fixed ids: reseeding overwrites them). */
function demoActivity(): Record<string, Omit<ActivityDoc, 'at'> & { at: Date }> {
  return {
    'demo-actividad-01': { kind: 'leader-created', at: new Date('2026-10-01T15:00:00Z'), actor: admin, subject: account('demo-lider'), details: {} },
    'demo-actividad-02': { kind: 'registration-authorized', at: new Date('2026-10-02T16:10:00Z'), actor: admin, subject: account('demo-lider2'), details: {} },
    'demo-actividad-03': {
      kind: 'codes-generated',
      at: new Date('2026-11-10T15:00:00Z'),
      actor: admin,
      subject: account('demo-lider'),
      details: { count: 4, eventId: 'evt-festival-verano-2026', eventName: 'Festival de Verano 2026', trackingId: 'trackVeranoDemo00001' },
    },
    'demo-actividad-04': {
      kind: 'codes-removed',
      at: new Date('2026-11-11T18:20:00Z'),
      actor: admin,
      subject: account('demo-lider'),
      details: { count: 1, codes: ['VERANO04'] },
    },
    'demo-actividad-05': {
      kind: 'shop-template-saved',
      at: new Date('2026-11-12T09:00:00Z'),
      actor: admin,
      subject: null,
      details: { template: DEMO_SHOP_CODE_URL_TEMPLATE },
    },
  };
}

type AdminFirestore = import('firebase-admin/firestore').Firestore;
type AdminTimestamp = typeof import('firebase-admin/firestore').Timestamp;

/**
 * Writes codes as generateCodes leaves them: each code document, its key (codeKeys/{CODE}, so
 * generated codes never reuse the value and the leader can look it up), and every leader's
 * summaries (codeSummaries/{uid} and its batches; a leader without codes gets a total of 0).
 */
export function writeSeededCodes(
  writer: import('firebase-admin/firestore').BulkWriter,
  db: AdminFirestore,
  seeded: {
    codes: readonly DemoCode[];
    leaders: readonly DemoAccount[];
    events: readonly { id: string; name: string }[];
    Timestamp: AdminTimestamp;
    now: unknown;
  },
): void {
  const { codes, leaders, Timestamp, now } = seeded;
  const owners = new Map(leaders.map((leader) => [leader.uid, leader]));
  const events = new Map(seeded.events.map((event) => [event.id, event]));
  // Counted in the summaries written below: a new summaryWriteId on every seeding tells the
  // summarizeCodeWrite trigger so, even for an event that reaches it after the pause.
  const writeId = `semilla-${Date.now().toString(36)}`;
  const documents = codes.map((code) => ({
    ...codeDocument(code, owners.get(code.ownerUid)!, events.get(code.eventId)!, Timestamp),
    summaryWriteId: `${writeId}-${code.id}`,
  }));
  codes.forEach((code, i) => {
    writer.set(db.collection(COLLECTIONS.codes).doc(code.id), documents[i]);
    writer.set(db.collection(COLLECTIONS.codeKeys).doc(code.code), { codeId: code.id, trackingId: code.trackingId, createdAt: Timestamp.fromDate(code.createdAt) } satisfies CodeKeyDoc);
  });
  for (const leader of leaders) {
    const { summary, batches } = summarizeCodes(leader.uid, documents);
    writer.set(db.collection(COLLECTIONS.codeSummaries).doc(leader.uid), { ...summary, updatedAt: now });
    for (const [trackingId, batch] of Object.entries(batches)) {
      writer.set(db.collection(COLLECTIONS.codeSummaries).doc(leader.uid).collection(CODE_BATCH_SUMMARIES).doc(trackingId), { ...batch, updatedAt: now });
    }
  }
}

export function codeDocument(
  code: DemoCode,
  owner: DemoAccount,
  event: { id: string; name: string },
  Timestamp: { fromDate(date: Date): unknown },
) {
  const createdAt = Timestamp.fromDate(code.createdAt);
  return {
    code: code.code,
    status: code.status,
    currentUses: code.currentUses,
    maxUses: code.maxUses,
    maxTickets: code.maxTickets ?? code.maxUses,
    code_type: code.codeType,
    ...(code.percent !== undefined ? { percent: code.percent } : {}),
    leaderId: { id: owner.uid, displayName: owner.displayName, firstName: owner.firstName, lastName: owner.lastName },
    eventId: { id: event.id, name: event.name },
    // The store the code was made for: its leader's (every code of the demo is made for its leader's store).
    storeId: owner.storeId,
    trackingId: code.trackingId,
    createdAt,
    createdBy: 'demo-admin',
    updatedAt: createdAt,
    deletedAt: code.status === 'deleted' ? createdAt : null,
  };
}

type AdminAuth = import('firebase-admin/auth').Auth;

/** Creates the Auth account, or brings an existing one back to the seeded state. */
export async function upsertAuthUser(auth: AdminAuth, account: DemoAccount): Promise<void> {
  const properties = {
    email: account.email,
    password: DEMO_PASSWORD,
    displayName: account.displayName,
    emailVerified: account.emailVerified,
    disabled: false,
    ...(account.mfaPhone
      ? { multiFactor: { enrolledFactors: [{ phoneNumber: account.mfaPhone, factorId: 'phone' as const, displayName: 'Móvil' }] } }
      : {}),
  };
  let existing: import('firebase-admin/auth').UserRecord | null = null;
  try {
    existing = await auth.getUser(account.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  if (!existing) {
    await auth.createUser({ uid: account.uid, ...properties });
    return;
  }
  // Re-enrolling an existing factor needs its enrollment id; keep the factor that is there.
  const { multiFactor: _enrolled, ...withoutFactors } = properties as typeof properties & { multiFactor?: unknown };
  const hasFactors = (existing.multiFactor?.enrolledFactors.length ?? 0) > 0;
  await auth.updateUser(account.uid, hasFactors ? withoutFactors : properties);
}
