// The administrators' area, attacked through the rules (firestore.rules) on the Firestore
// emulator: whatever a screen shows or hides, it is the rules that decide who reads the store's
// users, the registrations waiting for authorization, the activity log, any leader's codes and
// summaries and the store's configuration. Only an active administrator (a verified e-mail,
// role Admin of the configured store, permissions.read not an explicit false: common/access.ts)
// reads them; nobody writes any of them from a browser, the administrator included (the
// functions do). Each persona below is one way of not being an active administrator.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreRulesEnvironment, stopFirestoreRulesEnvironment } from '@tests/support/firestore-rules-environment';
import { codeDocFor, firestoreAs, firestoreOf, SEED_TIME, seedUsers, type Persona } from '@tests/support/rules-personas';
import { registrationNotice } from '@common/registration-notice';
import { DEFAULT_STORE_ID, ROLE_ADMIN, ROLE_LEADER } from '@common/constants';
import { type ActivityDoc } from '@common/activity';
import { COLLECTIONS } from '@common/collections';

const OTHER_STORE_ID = 'otra-tienda';

type Person = Persona & { label: string; role: string; storeId: string };

const persona = (label: string, uid: string, role: string, extra: Partial<Persona> = {}): Person => ({
  label,
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  role,
  storeId: DEFAULT_STORE_ID,
  permissions: { read: true },
  ...extra,
});

/** Those who may read the administrators' data. */
const ADMINS = {
  admin: persona('an active administrator', 'admin1', ROLE_ADMIN),
  /** Typed by hand in the console as text: only a boolean false revokes, so still in. */
  adminWithTextPermission: persona("an administrator whose permissions.read is the text 'false'", 'admin-permiso-texto', ROLE_ADMIN, {
    permissions: { read: 'false' },
  }),
} satisfies Record<string, Person>;

/** Signed in with a users document, and still not an active administrator. */
const OUTSIDERS = {
  leader: persona('a leader of the store', 'lider1', ROLE_LEADER),
  producer: persona('a producer of the store', 'productor1', 'Producer'),
  otherStoreAdmin: persona('an administrator of another store', 'admin-otra-tienda', ROLE_ADMIN, { storeId: OTHER_STORE_ID }),
  revokedAdmin: persona('a revoked administrator', 'admin-revocado', ROLE_ADMIN, { permissions: { read: false } }),
  unverifiedAdmin: persona('an administrator with an unverified e-mail', 'admin-sin-verificar', ROLE_ADMIN, { emailVerified: false }),
} satisfies Record<string, Person>;

/** The leader whose data the administrators' pages show. */
const SUBJECT = persona('another leader', 'lider2', ROLE_LEADER);
const OTHER_STORE_LEADER = persona('a leader of another store', 'lider-otra-tienda', ROLE_LEADER, { storeId: OTHER_STORE_ID });
const OTHER_STORE_CODE_ID = 'codigo-otra-tienda';
const CODE_WITHOUT_STORE_ID = 'codigo-sin-tienda';

type Who = { kind: 'persona'; persona: Person } | { kind: 'signed-out'; label: string };
const SIGNED_OUT: Who = { kind: 'signed-out', label: 'a signed-out visitor' };
const asWho = (p: Person): Who => ({ kind: 'persona', persona: p });
const labelOf = (who: Who) => (who.kind === 'persona' ? who.persona.label : who.label);

const ALLOWED: Who[] = Object.values(ADMINS).map(asWho);
const REFUSED: Who[] = [...Object.values(OUTSIDERS).map(asWho), SIGNED_OUT];
const EVERYONE: Who[] = [...ALLOWED, ...REFUSED];

let testEnv: RulesTestEnvironment;

function dbOf(who: Who): Firestore {
  return firestoreAs(testEnv, who.kind === 'signed-out' ? null : who.persona);
}

const seedTime = SEED_TIME;

const PENDING_UID = 'recien-registrado';

/** The `at` range of the entries written from minute `from` (included) to minute `to` (excluded). */
const atBetween = (from: number, to: number) => [
  where('at', '>=', Timestamp.fromDate(new Date(`2026-02-01T10:${String(from).padStart(2, '0')}:00Z`))),
  where('at', '<', Timestamp.fromDate(new Date(`2026-02-01T10:${String(to).padStart(2, '0')}:00Z`))),
];

function activityEntry(kind: ActivityDoc['kind'], minute: number): ActivityDoc {
  return {
    kind,
    at: Timestamp.fromDate(new Date(`2026-02-01T10:${String(minute).padStart(2, '0')}:00Z`)),
    actor: { uid: ADMINS.admin.uid, email: ADMINS.admin.email, name: 'Nombre admin1' },
    subject: { uid: SUBJECT.uid, email: SUBJECT.email, name: 'Nombre lider2' },
    details: kind === 'codes-generated' ? { count: 2, eventId: 'evento-1', eventName: 'Concierto de prueba', trackingId: 'lote-1' } : {},
  };
}

const STORE_USERS = [...Object.values(ADMINS), ...Object.values(OUTSIDERS), SUBJECT].filter((p) => p.storeId === DEFAULT_STORE_ID);
const LEADERS_OF_STORE = STORE_USERS.filter((p) => p.role === ROLE_LEADER);

async function seed(): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await seedUsers(db, [...Object.values(ADMINS), ...Object.values(OUTSIDERS), SUBJECT, OTHER_STORE_LEADER]);
    // As registerLeader leaves it: a profile without role, store or permissions.
    await setDoc(doc(db, 'users', PENDING_UID), { displayName: 'Recién Registrado', email: `${PENDING_UID}@example.com`, createdAt: seedTime });
    await setDoc(doc(db, 'notifications', PENDING_UID), { ...registrationNotice(PENDING_UID, `${PENDING_UID}@example.com`), date: seedTime });
    await setDoc(doc(db, 'codes', 'codigo-lider2-a'), codeDocFor('DDDD4444', SUBJECT));
    await setDoc(doc(db, 'codes', 'codigo-lider2-b'), codeDocFor('EEEE5555', SUBJECT));
    await setDoc(doc(db, 'codes', 'codigo-lider1-a'), codeDocFor('AAAA1111', OUTSIDERS.leader));
    await setDoc(doc(db, 'codes', OTHER_STORE_CODE_ID), codeDocFor('OOOO7777', OTHER_STORE_LEADER));
    // Written before codes carried their store: nobody's store until the migration gives it one.
    const { storeId: _storeId, ...withoutStore } = codeDocFor('SSSS8888', SUBJECT);
    await setDoc(doc(db, 'codes', CODE_WITHOUT_STORE_ID), withoutStore);
    const figures = { count: 2, uses: 0, maxUses: 10, usedUp: 0 };
    // Summaries of this store's leader, of the other store's leader, and under the uid of
    // accounts that are not leaders of this store.
    for (const uid of [SUBJECT.uid, OTHER_STORE_LEADER.uid, OUTSIDERS.producer.uid, OUTSIDERS.otherStoreAdmin.uid, PENDING_UID, 'sin-cuenta']) {
      await setDoc(doc(db, 'codeSummaries', uid), {
        total: 2,
        events: { 'evento-1': { name: 'Concierto de prueba', ...figures } },
        updatedAt: seedTime,
      });
      await setDoc(doc(db, 'codeSummaries', uid, 'batches', 'lote-1'), {
        eventId: 'evento-1',
        eventName: 'Concierto de prueba',
        ...figures,
        updatedAt: seedTime,
      });
    }
    await setDoc(doc(db, 'events', 'evento-1'), { name: 'Concierto de prueba', date: seedTime });
    await setDoc(doc(db, 'stores', DEFAULT_STORE_ID), {
      name: 'Tienda',
      allowedRedirectOrigins: [],
      appUrl: 'http://localhost',
      shopCodeUrlTemplate: 'https://tienda.example/evento/{eventId}?codigo={code}',
    });
    await setDoc(doc(db, 'stores', OTHER_STORE_ID), { name: 'Otra tienda', allowedRedirectOrigins: [], appUrl: 'http://localhost' });
    await setDoc(doc(db, COLLECTIONS.activity, 'entrada-1'), activityEntry('codes-generated', 0));
    await setDoc(doc(db, COLLECTIONS.activity, 'entrada-2'), activityEntry('access-revoked', 5));
  });
}

// The seed is written once and only written again after a test changed it (a write that should
// have been refused and was not, or a test that changes a profile on purpose): several hundred
// refused requests need no fresh copy each.
let seedChanged = true;

async function reseedIfChanged(): Promise<void> {
  if (!seedChanged) return;
  await testEnv.clearFirestore();
  await seed();
  seedChanged = false;
}

/** A write every persona must be refused; if the rules let it through, the seed is rewritten for the next test. */
async function expectRefusedWrite(write: Promise<unknown>): Promise<void> {
  try {
    await assertFails(write);
  } catch (error) {
    seedChanged = true;
    throw error;
  }
}

/** The ids a query answered, in its order. */
const orderedIds = (result: unknown): string[] => (result as { docs: Array<{ id: string }> }).docs.map((d) => d.id);
/** The ids a query answered, sorted. */
const ids = (result: unknown) => orderedIds(result).sort();
/** A field of the document a get answered. */
const field = (result: unknown, name: string) => (result as { get(name: string): unknown }).get(name);

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('admin-area');
});

beforeEach(reseedIfChanged);

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

interface Read {
  /** "<persona> can / cannot <what>". */
  what: string;
  run: (db: Firestore) => Promise<unknown>;
  /** What an allowed reader gets back. */
  check?: (result: unknown) => void;
}

const users = (db: Firestore) => collection(db, 'users');
const codes = (db: Firestore) => collection(db, 'codes');
const storeFilter = where('storeId', '==', DEFAULT_STORE_ID);

/** Every read the administrators' area makes, as the app would make it. */
const ADMIN_READS: Read[] = [
  {
    what: 'list the leaders of the store',
    run: (db) => getDocs(query(users(db), storeFilter, where('role', '==', ROLE_LEADER))),
    check: (result) => expect(ids(result)).toEqual(LEADERS_OF_STORE.map((p) => p.uid).sort()),
  },
  {
    what: 'list the leaders of the store in name order',
    run: (db) => getDocs(query(users(db), storeFilter, where('role', '==', ROLE_LEADER), orderBy('sortName'))),
    check: (result) => expect(orderedIds(result)).toEqual(['lider1', 'lider2']),
  },
  {
    what: 'search the leaders of the store by name',
    run: (db) =>
      getDocs(
        query(
          users(db),
          storeFilter,
          where('role', '==', ROLE_LEADER),
          where('searchPrefixes', 'array-contains', 'lid'),
          orderBy('sortName'),
        ),
      ),
    check: (result) => expect(ids(result)).toEqual(['lider1', 'lider2']),
  },
  {
    what: "get another leader's profile",
    run: (db) => getDoc(doc(db, 'users', SUBJECT.uid)),
    check: (result) => expect(field(result, 'email')).toBe(SUBJECT.email),
  },
  {
    what: 'list the registrations waiting for authorization',
    run: (db) => getDocs(collection(db, 'notifications')),
    check: (result) => expect(ids(result)).toEqual([PENDING_UID]),
  },
  {
    what: 'list the unread registrations, newest first',
    run: (db) => getDocs(query(collection(db, 'notifications'), where('status', '==', 'Unread'), orderBy('date', 'desc'))),
    check: (result) => expect(ids(result)).toEqual([PENDING_UID]),
  },
  {
    what: 'get a registration request',
    run: (db) => getDoc(doc(db, 'notifications', PENDING_UID)),
    check: (result) => expect(field(result, 'link')).toBe(PENDING_UID),
  },
  {
    what: 'read the activity log',
    run: (db) => getDocs(collection(db, COLLECTIONS.activity)),
    check: (result) => expect(ids(result)).toEqual(['entrada-1', 'entrada-2']),
  },
  {
    what: 'read the activity log newest first',
    run: (db) => getDocs(query(collection(db, COLLECTIONS.activity), orderBy('at', 'desc'))),
    check: (result) => expect(orderedIds(result)).toEqual(['entrada-2', 'entrada-1']),
  },
  {
    what: 'read the activity log of one kind',
    run: (db) => getDocs(query(collection(db, COLLECTIONS.activity), where('kind', '==', 'codes-generated'), orderBy('at', 'desc'))),
    check: (result) => expect(ids(result)).toEqual(['entrada-1']),
  },
  {
    what: 'read the activity log of a range of days, newest first (Actividad and its CSV)',
    run: (db) => getDocs(query(collection(db, COLLECTIONS.activity), ...atBetween(3, 10), orderBy('at', 'desc'), orderBy('__name__', 'desc'), limit(500))),
    check: (result) => expect(orderedIds(result)).toEqual(['entrada-2']),
  },
  {
    what: 'read the activity log of one kind in a range of days',
    run: (db) => getDocs(query(collection(db, COLLECTIONS.activity), where('kind', '==', 'codes-generated'), ...atBetween(0, 3), orderBy('at', 'desc'), orderBy('__name__', 'desc'))),
    check: (result) => expect(orderedIds(result)).toEqual(['entrada-1']),
  },
  {
    what: 'read the leaders of a search a page at a time (the CSV of Líderes)',
    run: (db) =>
      getDocs(query(users(db), storeFilter, where('role', '==', ROLE_LEADER), where('searchPrefixes', 'array-contains', 'lid'), orderBy('sortName'), orderBy('__name__'), startAfter('nombre lider1', 'lider1'), limit(500))),
    check: (result) => expect(orderedIds(result)).toEqual(['lider2']),
  },
  {
    what: 'get an activity entry',
    run: (db) => getDoc(doc(db, COLLECTIONS.activity, 'entrada-1')),
    check: (result) => expect(field(result, 'kind')).toBe('codes-generated'),
  },
  {
    what: "query a page of another leader's codes",
    run: (db) => getDocs(query(codes(db), where('leaderId.id', '==', SUBJECT.uid), storeFilter, orderBy('createdAt', 'desc'), limit(10))),
    check: (result) => expect(ids(result)).toEqual(['codigo-lider2-a', 'codigo-lider2-b']),
  },
  {
    what: "read another leader's code by id",
    run: (db) => getDoc(doc(db, 'codes', 'codigo-lider2-a')),
    check: (result) => expect(field(result, 'leaderId')).toMatchObject({ id: SUBJECT.uid }),
  },
  {
    what: "get another leader's code summary",
    run: (db) => getDoc(doc(db, 'codeSummaries', SUBJECT.uid)),
    check: (result) => expect(field(result, 'total')).toBe(2),
  },
  {
    what: "get the figures of another leader's batch",
    run: (db) => getDoc(doc(db, 'codeSummaries', SUBJECT.uid, 'batches', 'lote-1')),
    check: (result) => expect(field(result, 'count')).toBe(2),
  },
];

describe("what only an active administrator reads", () => {
  for (const read of ADMIN_READS) {
    describe(read.what, () => {
      for (const who of ALLOWED) {
        it(`${labelOf(who)} can ${read.what}`, async () => {
          const result = await assertSucceeds(read.run(dbOf(who)));
          read.check?.(result);
        });
      }
      for (const who of REFUSED) {
        it(`${labelOf(who)} cannot ${read.what}`, async () => {
          await assertFails(read.run(dbOf(who)));
        });
      }
    });
  }
});

/** What a reading leader of the store reads too: the events, and the store's shop link template. */
const SHARED_READS: Read[] = [
  {
    what: 'read the events',
    run: (db) => getDocs(collection(db, 'events')),
    check: (result) => expect(ids(result)).toEqual(['evento-1']),
  },
  {
    what: "get the store's configuration",
    run: (db) => getDoc(doc(db, 'stores', DEFAULT_STORE_ID)),
    check: (result) => expect(field(result, 'shopCodeUrlTemplate')).toContain('{code}'),
  },
];

describe("what an active administrator reads as a leader of the store does", () => {
  const leader = asWho(OUTSIDERS.leader);
  for (const read of SHARED_READS) {
    describe(read.what, () => {
      for (const who of [...ALLOWED, leader]) {
        it(`${labelOf(who)} can ${read.what}`, async () => {
          const result = await assertSucceeds(read.run(dbOf(who)));
          read.check?.(result);
        });
      }
      for (const who of REFUSED.filter((w) => w !== leader && !(w.kind === 'persona' && w.persona === OUTSIDERS.leader))) {
        it(`${labelOf(who)} cannot ${read.what}`, async () => {
          await assertFails(read.run(dbOf(who)));
        });
      }
    });
  }
});

describe('the limits of what an active administrator reads', () => {
  const adminDb = () => dbOf(asWho(ADMINS.admin));

  it("an active administrator cannot read another administrator's or a producer's profile, nor list the store's users beyond its leaders", async () => {
    await assertFails(getDoc(doc(adminDb(), 'users', OUTSIDERS.producer.uid)));
    await assertFails(getDoc(doc(adminDb(), 'users', OUTSIDERS.revokedAdmin.uid)));
    await assertFails(getDocs(query(collection(adminDb(), 'users'), where('storeId', '==', DEFAULT_STORE_ID))));
    await assertFails(getDocs(query(collection(adminDb(), 'users'), where('storeId', '==', DEFAULT_STORE_ID), where('role', '==', ROLE_ADMIN))));
  });

  it('an active administrator cannot download the codes collection in one unbounded or oversized query, nor count it', async () => {
    await assertFails(getDocs(collection(adminDb(), 'codes')));
    await assertFails(getDocs(query(collection(adminDb(), 'codes'), where('leaderId.id', '==', SUBJECT.uid))));
    await assertFails(getDocs(query(collection(adminDb(), 'codes'), limit(2501))));
    await assertFails(getCountFromServer(query(collection(adminDb(), 'codes'), where('leaderId.id', '==', SUBJECT.uid))));
    await assertFails(getDocs(query(collection(adminDb(), 'codes'), storeFilter, limit(2501))));
    await assertSucceeds(getDocs(query(collection(adminDb(), 'codes'), storeFilter, limit(2500))));
  });

  it('an active administrator cannot list users without filtering on the store', async () => {
    await assertFails(getDocs(collection(adminDb(), 'users')));
  });

  it('an active administrator cannot list the leaders without filtering on the store', async () => {
    await assertFails(getDocs(query(collection(adminDb(), 'users'), where('role', '==', ROLE_LEADER))));
    await assertFails(getDocs(query(collection(adminDb(), 'users'), where('searchPrefixes', 'array-contains', 'lid'), orderBy('sortName'))));
  });

  it('an active administrator cannot list the users of another store', async () => {
    await assertFails(getDocs(query(collection(adminDb(), 'users'), where('storeId', '==', OTHER_STORE_ID))));
  });

  it('an active administrator cannot get the profile of a user of another store', async () => {
    await assertFails(getDoc(doc(adminDb(), 'users', OTHER_STORE_LEADER.uid)));
    await assertFails(getDoc(doc(adminDb(), 'users', OUTSIDERS.otherStoreAdmin.uid)));
  });

  it("an active administrator cannot get another store's document, nor list the stores", async () => {
    await assertFails(getDoc(doc(adminDb(), 'stores', OTHER_STORE_ID)));
    await assertFails(getDocs(collection(adminDb(), 'stores')));
  });

  it('an active administrator gets summaries by id but cannot list them, nor the batches of a leader', async () => {
    await assertFails(getDocs(collection(adminDb(), 'codeSummaries')));
    await assertFails(getDocs(collection(adminDb(), 'codeSummaries', SUBJECT.uid, 'batches')));
  });

  it('an active administrator cannot read what only the server reads (mail, codeKeys, rateLimits, generateRequests)', async () => {
    for (const name of ['mail', 'codeKeys', 'rateLimits', 'generateRequests']) {
      await assertFails(getDocs(collection(adminDb(), name)));
    }
  });

  it("an administrator of another store cannot list that other store's users either", async () => {
    const db = dbOf(asWho(OUTSIDERS.otherStoreAdmin));
    await assertFails(getDocs(query(collection(db, 'users'), where('storeId', '==', OTHER_STORE_ID))));
    await assertFails(getDoc(doc(db, 'users', OTHER_STORE_LEADER.uid)));
  });

  it("an administrator who is not active (revoked, unverified, of another store) reads their own profile (the app's guards need it), and nobody else's", async () => {
    for (const p of [OUTSIDERS.revokedAdmin, OUTSIDERS.unverifiedAdmin, OUTSIDERS.otherStoreAdmin]) {
      await assertSucceeds(getDoc(doc(dbOf(asWho(p)), 'users', p.uid)));
      await assertFails(getDoc(doc(dbOf(asWho(p)), 'users', SUBJECT.uid)));
    }
  });
});

describe("an administrator of this store against the other store's data", () => {
  const adminDb = () => dbOf(asWho(ADMINS.admin));
  const otherStoreFilter = where('storeId', '==', OTHER_STORE_ID);

  it("cannot get the other store's code by id", async () => {
    await assertFails(getDoc(doc(adminDb(), 'codes', OTHER_STORE_CODE_ID)));
  });

  it("cannot query the other store's leader's codes, whatever the query says of the store", async () => {
    const ofStranger = where('leaderId.id', '==', OTHER_STORE_LEADER.uid);
    await assertFails(getDocs(query(codes(adminDb()), ofStranger, limit(10))));
    await assertFails(getDocs(query(codes(adminDb()), ofStranger, orderBy('createdAt', 'desc'), limit(10))));
    await assertFails(getDocs(query(codes(adminDb()), ofStranger, otherStoreFilter, limit(10))));
    // Asked with this store's filter, the query is allowed and answers none of them.
    const ours = await assertSucceeds(getDocs(query(codes(adminDb()), ofStranger, storeFilter, limit(10))));
    expect(ids(ours)).toEqual([]);
  });

  it("cannot list the other store's codes, nor codes of any store at once", async () => {
    await assertFails(getDocs(query(codes(adminDb()), otherStoreFilter, limit(10))));
    await assertFails(getDocs(query(codes(adminDb()), limit(10))));
    await assertFails(getDocs(query(codes(adminDb()), where('status', '==', 'available'), limit(10))));
    // A count names no limit: not even this store's codes are counted from the browser.
    await assertFails(getCountFromServer(query(codes(adminDb()), storeFilter)));
  });

  it('lists only codes of this store when it filters on this store', async () => {
    const listed = await assertSucceeds(getDocs(query(codes(adminDb()), storeFilter, limit(10))));
    expect(ids(listed)).toEqual(['codigo-lider1-a', 'codigo-lider2-a', 'codigo-lider2-b']);
  });

  it('cannot read a code that carries no store yet (until the migration gives it one)', async () => {
    await assertFails(getDoc(doc(adminDb(), 'codes', CODE_WITHOUT_STORE_ID)));
  });

  it("cannot get the other store's leader's code summary, nor the figures of its batches", async () => {
    await assertFails(getDoc(doc(adminDb(), 'codeSummaries', OTHER_STORE_LEADER.uid)));
    await assertFails(getDoc(doc(adminDb(), 'codeSummaries', OTHER_STORE_LEADER.uid, 'batches', 'lote-1')));
  });

  it('cannot get a summary or a batch under the uid of an account that is not a leader of this store', async () => {
    for (const uid of [OUTSIDERS.producer.uid, OUTSIDERS.otherStoreAdmin.uid, PENDING_UID, 'sin-cuenta']) {
      await assertFails(getDoc(doc(adminDb(), 'codeSummaries', uid)));
      await assertFails(getDoc(doc(adminDb(), 'codeSummaries', uid, 'batches', 'lote-1')));
    }
  });

  it("cannot get the other store's leader's profile", async () => {
    await assertFails(getDoc(doc(adminDb(), 'users', OTHER_STORE_LEADER.uid)));
  });

  it('still reads the summary and batches of a revoked leader of this store (their page shows them)', async () => {
    seedChanged = true;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), 'users', SUBJECT.uid), { permissions: { read: false } });
    });
    await assertSucceeds(getDoc(doc(adminDb(), 'codeSummaries', SUBJECT.uid)));
    await assertSucceeds(getDoc(doc(adminDb(), 'codeSummaries', SUBJECT.uid, 'batches', 'lote-1')));
    await assertSucceeds(getDoc(doc(adminDb(), 'codes', 'codigo-lider2-a')));
  });

  it("a leader of this store still reads their own codes as before, without naming a store", async () => {
    const db = dbOf(asWho(OUTSIDERS.leader));
    await assertSucceeds(getDocs(query(codes(db), where('leaderId.id', '==', OUTSIDERS.leader.uid), where('status', '==', 'available'))));
    await assertFails(getDoc(doc(db, 'codes', OTHER_STORE_CODE_ID)));
  });
});

describe("a change to an administrator's users document applies to the very next read", () => {
  const readsLog = (db: Firestore) => getDocs(collection(db, COLLECTIONS.activity));

  async function changeProfile(uid: string, changes: Record<string, unknown>): Promise<void> {
    seedChanged = true;
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), 'users', uid), changes);
    });
  }

  for (const [what, changes] of [
    ['revoking permissions.read', { permissions: { read: false } }],
    ['making them a leader', { role: ROLE_LEADER }],
    ['moving them to another store', { storeId: OTHER_STORE_ID }],
  ] as const) {
    it(`${what} cuts off an administrator still holding the token of their session`, async () => {
      const db = dbOf(asWho(ADMINS.admin));
      await assertSucceeds(readsLog(db));
      await changeProfile(ADMINS.admin.uid, changes);
      await assertFails(readsLog(db));
      await assertFails(getDocs(query(collection(db, 'users'), storeFilter)));
      await assertFails(getDoc(doc(db, 'notifications', PENDING_UID)));
    });
  }

  it('restoring permissions.read lets a revoked administrator read again', async () => {
    const db = dbOf(asWho(OUTSIDERS.revokedAdmin));
    await assertFails(readsLog(db));
    await changeProfile(OUTSIDERS.revokedAdmin.uid, { permissions: { read: true } });
    await assertSucceeds(readsLog(db));
  });
});

interface Write {
  what: string;
  run: (db: Firestore, who: Who) => Promise<unknown>;
  /** Only for signed-in personas (their own document). */
  ownDocument?: boolean;
}

/** A value of `field` different from what the persona's own document holds, and worth having. */
function ownAttackValue(field: string, p: Persona): unknown {
  switch (field) {
    case 'role':
      return p.role === ROLE_ADMIN ? 'Owner' : ROLE_ADMIN;
    case 'storeId':
      return p.storeId === DEFAULT_STORE_ID ? OTHER_STORE_ID : DEFAULT_STORE_ID;
    case 'permissions':
      return { read: true, write: true };
    case 'searchPrefixes':
      return ['aaa'];
    default:
      return '!!! primero';
  }
}

/** What an administrator changes about another leader through the functions only. */
const OTHER_PROFILE_ATTACKS: Array<[field: string, value: unknown]> = [
  ['role', ROLE_ADMIN],
  ['permissions', { read: false }],
  ['storeId', OTHER_STORE_ID],
  ['searchPrefixes', ['lider', 'hackeado']],
  ['sortName', 'zzz al final'],
];

const WRITES: Write[] = [
  {
    what: 'add an entry to the activity log',
    run: (db) => setDoc(doc(db, COLLECTIONS.activity, 'entrada-falsa'), { ...activityEntry('access-restored', 30), at: serverTimestamp() }),
  },
  {
    what: 'change an activity entry',
    run: (db) => updateDoc(doc(db, COLLECTIONS.activity, 'entrada-1'), { 'details.count': 2000 }),
  },
  {
    what: 'delete an activity entry',
    run: (db) => deleteDoc(doc(db, COLLECTIONS.activity, 'entrada-2')),
  },
  {
    what: 'mark a registration request read',
    run: (db) => updateDoc(doc(db, 'notifications', PENDING_UID), { status: 'Read', resolution: 'authorized' }),
  },
  {
    what: 'delete a registration request',
    run: (db) => deleteDoc(doc(db, 'notifications', PENDING_UID)),
  },
  {
    what: 'create a registration request',
    run: (db) => setDoc(doc(db, 'notifications', 'otro-registro'), { ...registrationNotice('otro-registro', 'otro-registro@example.com'), date: seedTime }),
  },
  ...OTHER_PROFILE_ATTACKS.map(
    ([field, value]): Write => ({
      what: `set ${field} on another leader's profile`,
      run: (db) => updateDoc(doc(db, 'users', SUBJECT.uid), { [field]: value }),
    }),
  ),
  ...['role', 'permissions', 'storeId', 'searchPrefixes', 'sortName'].map(
    (field): Write => ({
      what: `set ${field} on their own profile`,
      ownDocument: true,
      run: (db, who) => {
        if (who.kind !== 'persona') throw new Error('own document of a signed-out visitor');
        return updateDoc(doc(db, 'users', who.persona.uid), { [field]: ownAttackValue(field, who.persona) });
      },
    }),
  ),
  {
    what: "change the store's shop link template",
    run: (db) => updateDoc(doc(db, 'stores', DEFAULT_STORE_ID), { shopCodeUrlTemplate: 'https://evil.example/?c={code}' }),
  },
  {
    what: 'create a store',
    run: (db) => setDoc(doc(db, 'stores', 'tienda-nueva'), { name: 'Nueva', allowedRedirectOrigins: ['https://evil.example'], appUrl: 'https://evil.example' }),
  },
  {
    what: 'create a code for another leader',
    run: (db) => setDoc(doc(db, 'codes', 'codigo-nuevo'), codeDocFor('ZZZZ9999', SUBJECT)),
  },
  {
    what: "remove another leader's code",
    run: (db) => updateDoc(doc(db, 'codes', 'codigo-lider2-a'), { status: 'deleted', deletedAt: serverTimestamp() }),
  },
  {
    what: "delete another leader's code",
    run: (db) => deleteDoc(doc(db, 'codes', 'codigo-lider2-b')),
  },
  {
    what: "write another leader's code summary",
    run: (db) => updateDoc(doc(db, 'codeSummaries', SUBJECT.uid), { total: 0 }),
  },
  {
    what: "write the figures of another leader's batch",
    run: (db) => setDoc(doc(db, 'codeSummaries', SUBJECT.uid, 'batches', 'lote-2'), { count: 1 }),
  },
];

describe('what nobody writes from a browser, an active administrator included', () => {
  for (const write of WRITES) {
    describe(write.what, () => {
      for (const who of EVERYONE) {
        if (write.ownDocument && who.kind !== 'persona') continue;
        it(`${labelOf(who)} cannot ${write.what}`, async () => {
          await expectRefusedWrite(write.run(dbOf(who), who));
        });
      }
    });
  }

  it('an active administrator still edits their own name, photo and phone, as any user', async () => {
    seedChanged = true;
    await assertSucceeds(
      updateDoc(doc(dbOf(asWho(ADMINS.admin)), 'users', ADMINS.admin.uid), {
        displayName: 'Ana Administradora',
        photoURL: 'https://example.com/ana.png',
        phoneNumber: '+506 8888 1234',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("an active administrator cannot change another leader's name, photo or phone", async () => {
    await expectRefusedWrite(updateDoc(doc(dbOf(asWho(ADMINS.admin)), 'users', SUBJECT.uid), { displayName: 'Otro Nombre' }));
    await expectRefusedWrite(updateDoc(doc(dbOf(asWho(ADMINS.admin)), 'users', SUBJECT.uid), { phoneNumber: '+506 8888 0000' }));
  });

  it('an active administrator cannot create a users document (a leader is made by createLeader)', async () => {
    await expectRefusedWrite(
      setDoc(doc(dbOf(asWho(ADMINS.admin)), 'users', 'lider-nuevo'), {
        role: ROLE_LEADER,
        storeId: DEFAULT_STORE_ID,
        permissions: { read: true },
        displayName: 'Nuevo Líder',
        email: 'nuevo@example.com',
      }),
    );
  });

  it("an active administrator cannot delete another leader's users document", async () => {
    await expectRefusedWrite(deleteDoc(doc(dbOf(asWho(ADMINS.admin)), 'users', SUBJECT.uid)));
  });
});
