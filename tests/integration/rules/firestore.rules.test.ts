// Proves firestore.rules against the real Cloud Firestore emulator (FIRESTORE_EMULATOR_HOST).
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  limitToLast,
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
import { DEFAULT_STORE_ID, TRACKED_CODE_STATUSES } from '@common/constants';

const OTHER_STORE_ID = 'otra-tienda';

const personas = {
  owner: { uid: 'lider1', email: 'lider1@example.com', emailVerified: true, role: 'Leader', storeId: DEFAULT_STORE_ID },
  lider2: { uid: 'lider2', email: 'lider2@example.com', emailVerified: true, role: 'Leader', storeId: DEFAULT_STORE_ID },
  unverifiedLeader: { uid: 'lider-sin-verificar', email: 'sinverificar@example.com', emailVerified: false, role: 'Leader', storeId: DEFAULT_STORE_ID },
  producer: { uid: 'productor1', email: 'productor1@example.com', emailVerified: true, role: 'Producer', storeId: DEFAULT_STORE_ID },
  otherStoreLeader: { uid: 'lider-otra-tienda', email: 'otratienda@example.com', emailVerified: true, role: 'Leader', storeId: OTHER_STORE_ID },
  noProfile: { uid: 'sin-perfil', email: 'sinperfil@example.com', emailVerified: true },
  /** Just registered: no users document yet and e-mail not verified. */
  newcomer: { uid: 'recien-registrado', email: 'nuevo@example.com', emailVerified: false },
  /** An administrator revoked reading (permissions.read = false). */
  revokedLeader: {
    uid: 'lider-revocado',
    email: 'revocado@example.com',
    emailVerified: true,
    role: 'Leader', storeId: DEFAULT_STORE_ID,
    permissions: { read: false },
  },
  /** Set up by hand in the console: role and store only, no permissions field. */
  leaderWithoutPermissions: {
    uid: 'lider-sin-permisos',
    email: 'sinpermisos@example.com',
    emailVerified: true,
    role: 'Leader', storeId: DEFAULT_STORE_ID,
    permissions: 'absent',
  },
  /** permissions.read typed by hand as text: not a boolean, so the app lets the Leader read. */
  leaderWithTextPermission: {
    uid: 'lider-permiso-texto',
    email: 'permisotexto@example.com',
    emailVerified: true,
    role: 'Leader', storeId: DEFAULT_STORE_ID,
    permissions: { read: 'false' },
  },
} satisfies Record<string, Persona>;

type PersonaName = keyof typeof personas;

let testEnv: RulesTestEnvironment;

function dbAs(name: PersonaName): Firestore {
  return firestoreAs(testEnv, personas[name]);
}

function signedOutDb(): Firestore {
  return firestoreAs(testEnv, null);
}

const seedTime = SEED_TIME;

async function seed(): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await seedUsers(
      db,
      (Object.values(personas) as Persona[]).filter((persona) => persona.role),
    );
    await setDoc(doc(db, 'codes', 'codigo-lider1-a'), codeDocFor('AAAA1111', personas.owner, { status: 'available', createdAt: new Date('2026-02-01T10:00:00Z'), trackingId: `lote-${personas.owner.uid}` }));
    await setDoc(doc(db, 'codes', 'codigo-lider1-b'), codeDocFor('BBBB2222', personas.owner, { status: 'expired', createdAt: new Date('2026-02-02T10:00:00Z'), trackingId: `lote-${personas.owner.uid}` }));
    await setDoc(doc(db, 'codes', 'codigo-lider1-c'), codeDocFor('CCCC3333', personas.owner, { status: 'deleted', createdAt: new Date('2026-02-03T10:00:00Z'), trackingId: `lote-${personas.owner.uid}` }));
    await setDoc(doc(db, 'codes', 'codigo-lider2-a'), codeDocFor('DDDD4444', personas.lider2, { status: 'available', createdAt: new Date('2026-02-04T10:00:00Z'), trackingId: `lote-${personas.lider2.uid}` }));
    for (const persona of [personas.revokedLeader, personas.leaderWithoutPermissions, personas.leaderWithTextPermission]) {
      await setDoc(doc(db, 'codes', `codigo-${persona.uid}`), codeDocFor(`C${persona.uid}`, persona, { status: 'available', createdAt: new Date('2026-02-05T10:00:00Z'), trackingId: `lote-${persona.uid}` }));
    }
    await setDoc(doc(db, 'events', 'evento-1'), { name: 'Concierto de prueba', date: seedTime });
    for (const persona of [personas.owner, personas.lider2, personas.revokedLeader, personas.leaderWithoutPermissions, personas.leaderWithTextPermission]) {
      await setDoc(doc(db, 'codeSummaries', persona.uid), {
        total: 1,
        events: { 'evento-1': { name: 'Concierto de prueba', count: 1, uses: 0, maxUses: 1, usedUp: 0 } },
        updatedAt: seedTime,
      });
      await setDoc(doc(db, 'codeSummaries', persona.uid, 'batches', 'lote-1'), {
        eventId: 'evento-1',
        eventName: 'Concierto de prueba',
        count: 1,
        uses: 0,
        maxUses: 1,
        usedUp: 0,
        updatedAt: seedTime,
      });
    }
    await setDoc(doc(db, 'notifications', personas.lider2.uid), {
      ...registrationNotice(personas.lider2.uid, personas.lider2.email),
      date: seedTime,
    });
    await setDoc(doc(db, 'stores', DEFAULT_STORE_ID), {
      name: 'Tienda',
      allowedRedirectOrigins: [],
      appUrl: 'http://localhost',
      shopCodeUrlTemplate: 'https://tienda.example/evento/{eventId}?codigo={code}',
    });
    await setDoc(doc(db, 'stores', OTHER_STORE_ID), { name: 'Otra tienda', allowedRedirectOrigins: [], appUrl: 'http://localhost' });
    await setDoc(doc(db, 'mail', 'correo-1'), { to: 'lider1@example.com' });
    await setDoc(doc(db, 'anything', 'algo-1'), { value: 1 });
  });
}

/** A users/{uid} create with the fields a registration stores. */
function selfProfileFor(persona: Persona): Record<string, unknown> {
  return {
    displayName: 'Nuevo Líder',
    email: persona.email,
    firstName: 'Nuevo',
    lastName: 'Líder',
    dateOfBirth: '1990-05-20',
    idType: 'national_id',
    idNumber: '101110111',
    phoneNumber: '+50688887777',
    photoURL: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** The tracked-codes query of the app (newest first, or unordered as its id ranges and counts use it). */
function trackedCodesQuery(db: Firestore, leaderUid: string, newestFirst = true) {
  return query(
    collection(db, 'codes'),
    where('leaderId.id', '==', leaderUid),
    where('status', 'in', TRACKED_CODE_STATUSES),
    ...(newestFirst ? [orderBy('createdAt', 'desc')] : []),
  );
}

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('firestore');
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await seed();
});

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

describe('users/{uid}', () => {
  it('the owner reads their own profile', async () => {
    await assertSucceeds(getDoc(doc(dbAs('owner'), 'users', personas.owner.uid)));
  });

  it('an unverified user reads their own profile (the guards need it)', async () => {
    await assertSucceeds(getDoc(doc(dbAs('unverifiedLeader'), 'users', personas.unverifiedLeader.uid)));
  });

  it('another leader cannot read my profile', async () => {
    await assertFails(getDoc(doc(dbAs('lider2'), 'users', personas.owner.uid)));
  });

  it('a signed-out visitor cannot read a profile', async () => {
    await assertFails(getDoc(doc(signedOutDb(), 'users', personas.owner.uid)));
  });

  it('a leader cannot list users (only an active administrator lists those of the store: admin-area.rules.test.ts)', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'users')));
  });

  it('a leader cannot list users, not even with a query filtered on their own e-mail', async () => {
    await assertFails(getDocs(query(collection(dbAs('owner'), 'users'), where('email', '==', personas.owner.email))));
  });

  // Registration runs in the registerLeader function: no browser creates a users document.
  it('a new user cannot create their own profile, not even with the self-writable fields only', async () => {
    await assertFails(setDoc(doc(dbAs('newcomer'), 'users', personas.newcomer.uid), selfProfileFor(personas.newcomer)));
    await assertFails(
      setDoc(doc(dbAs('newcomer'), 'users', personas.newcomer.uid), { displayName: 'Nuevo', email: personas.newcomer.email }),
    );
  });

  for (const [field, value] of [
    ['role', 'Leader'],
    ['role', 'Admin'],
    ['storeId', DEFAULT_STORE_ID],
    ['permissions', { read: true }],
    ['emailVerified', true],
  ] as const) {
    it(`a new user cannot create their own profile with ${field} ${JSON.stringify(value)}`, async () => {
      await assertFails(
        setDoc(doc(dbAs('newcomer'), 'users', personas.newcomer.uid), { ...selfProfileFor(personas.newcomer), [field]: value }),
      );
    });
  }

  it('a user cannot create the profile of another user', async () => {
    await assertFails(setDoc(doc(dbAs('newcomer'), 'users', 'otro-usuario'), selfProfileFor(personas.newcomer)));
  });

  it('a signed-out visitor cannot create a profile', async () => {
    await assertFails(setDoc(doc(signedOutDb(), 'users', 'anonimo'), { displayName: 'X', email: 'x@example.com' }));
  });

  it('the owner updates displayName, photoURL and phoneNumber with updatedAt = server time', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), {
        displayName: 'Líder Uno',
        photoURL: 'https://example.com/foto.png',
        phoneNumber: '+50688889999',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('the owner updates their profile with set and merge, as the login does', async () => {
    await assertSucceeds(
      setDoc(
        doc(dbAs('owner'), 'users', personas.owner.uid),
        { displayName: 'Líder Uno', updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });

  for (const [field, value] of [
    ['role', 'Admin'],
    ['storeId', OTHER_STORE_ID],
    ['permissions', { read: true, write: true }],
    ['emailVerified', false],
    ['email', 'otro@example.com'],
  ] as const) {
    it(`the owner cannot change their own ${field}`, async () => {
      await assertFails(updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), { [field]: value }));
    });
  }

  it('a producer cannot promote themselves to Leader', async () => {
    await assertFails(updateDoc(doc(dbAs('producer'), 'users', personas.producer.uid), { role: 'Leader' }));
  });

  it('the owner cannot set a client-side updatedAt', async () => {
    await assertFails(
      updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), {
        updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
      }),
    );
  });

  const profileLimits: Array<[label: string, changes: Record<string, unknown>]> = [
    ['a 900,000-character displayName', { displayName: 'x'.repeat(900_000) }],
    ['a 101-character displayName', { displayName: 'x'.repeat(101) }],
    ['an empty displayName', { displayName: '' }],
    ['a displayName that is not text', { displayName: 42 }],
    ['a displayName with a line separator', { displayName: 'Laura\u2028Jiménez' }],
    ['a displayName with a newline', { displayName: 'Laura\nJiménez' }],
    ['an http: photoURL', { photoURL: 'http://example.com/foto.png' }],
    ['a javascript: photoURL', { photoURL: 'javascript:alert(1)' }],
    ['a data: photoURL', { photoURL: 'data:image/png;base64,AAAA' }],
    ['a 2,049-character https: photoURL', { photoURL: `https://example.com/${'a'.repeat(2049 - 'https://example.com/'.length)}` }],
    ['a photoURL with a space', { photoURL: 'https://example.com/mi foto.png' }],
    ['a phoneNumber that is words', { phoneNumber: 'llámame al trabajo' }],
    ['a phoneNumber of 200 digits', { phoneNumber: '8'.repeat(200) }],
    ['a phoneNumber with a newline', { phoneNumber: '8888\n1234' }],
  ];

  for (const [label, changes] of profileLimits) {
    it(`the owner cannot write ${label} into their profile`, async () => {
      await assertFails(updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), { ...changes, updatedAt: serverTimestamp() }));
    });
  }

  it('the owner writes profile values at their limits', async () => {
    await assertSucceeds(
      updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), {
        displayName: 'Ñ'.repeat(100),
        photoURL: `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`,
        phoneNumber: '+506 (8888) 12-34',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), { photoURL: null, phoneNumber: null }));
  });

  it('an old profile with an oversized name still takes updates that leave the name alone', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), 'users', personas.owner.uid), { displayName: 'x'.repeat(5000) });
    });
    await assertSucceeds(updateDoc(doc(dbAs('owner'), 'users', personas.owner.uid), { updatedAt: serverTimestamp() }));
  });

  it('another leader cannot write my profile', async () => {
    await assertFails(updateDoc(doc(dbAs('lider2'), 'users', personas.owner.uid), { displayName: 'Hackeado' }));
  });

  it('the owner cannot delete their own profile', async () => {
    await assertFails(deleteDoc(doc(dbAs('owner'), 'users', personas.owner.uid)));
  });
});

describe('codeSummaries/{uid}', () => {
  it('a verified leader reads the summary of their own codes', async () => {
    await assertSucceeds(getDoc(doc(dbAs('owner'), 'codeSummaries', personas.owner.uid)));
  });

  it("a leader cannot read another leader's summary", async () => {
    await assertFails(getDoc(doc(dbAs('lider2'), 'codeSummaries', personas.owner.uid)));
  });

  it('a leader with an unverified e-mail cannot read their summary', async () => {
    await assertFails(getDoc(doc(dbAs('unverifiedLeader'), 'codeSummaries', personas.unverifiedLeader.uid)));
  });

  it('a verified leader of another store cannot read their summary', async () => {
    await assertFails(getDoc(doc(dbAs('otherStoreLeader'), 'codeSummaries', personas.otherStoreLeader.uid)));
  });

  it('nobody lists the summaries', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'codeSummaries')));
  });

  it('a leader cannot write their own summary', async () => {
    await assertFails(setDoc(doc(dbAs('owner'), 'codeSummaries', personas.owner.uid), { total: 99999, events: [], updatedAt: serverTimestamp() }));
  });
});

describe('codeSummaries/{uid}/batches/{trackingId}', () => {
  it('a verified leader reads the figures of one of their batches by id', async () => {
    await assertSucceeds(getDoc(doc(dbAs('owner'), 'codeSummaries', personas.owner.uid, 'batches', 'lote-1')));
  });

  it("a leader cannot read another leader's batch, nor a revoked or unverified leader their own", async () => {
    await assertFails(getDoc(doc(dbAs('lider2'), 'codeSummaries', personas.owner.uid, 'batches', 'lote-1')));
    await assertFails(getDoc(doc(dbAs('revokedLeader'), 'codeSummaries', personas.revokedLeader.uid, 'batches', 'lote-1')));
    await assertFails(getDoc(doc(dbAs('unverifiedLeader'), 'codeSummaries', personas.unverifiedLeader.uid, 'batches', 'lote-1')));
  });

  it('nobody lists batches, not even their own, and nobody writes them', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'codeSummaries', personas.owner.uid, 'batches')));
    await assertFails(setDoc(doc(dbAs('owner'), 'codeSummaries', personas.owner.uid, 'batches', 'lote-1'), { count: 0 }));
  });
});

describe('codeKeys/{CODE}', () => {
  it('nobody reads, lists or writes the reservations of code values: a leader looks their codes up through lookUpCodes', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'codeKeys', 'AAAA1111'), { codeId: 'codigo-lider1-a', trackingId: 'lote-1', createdAt: seedTime });
    });
    await assertFails(getDoc(doc(dbAs('owner'), 'codeKeys', 'AAAA1111')));
    await assertFails(getDocs(collection(dbAs('owner'), 'codeKeys')));
    await assertFails(setDoc(doc(dbAs('owner'), 'codeKeys', 'ZZZZ9999'), { codeId: 'codigo-lider1-a' }));
  });
});

describe('codes/{id}', () => {
  it('the owner leader reads their own code by id', async () => {
    await assertSucceeds(getDoc(doc(dbAs('owner'), 'codes', 'codigo-lider1-a')));
  });

  it("the owner leader runs the app's other queries: their available codes, a page after a cursor, one event's codes", async () => {
    const db = dbAs('owner');
    const uid = personas.owner.uid;
    const available = await assertSucceeds(getDocs(query(collection(db, 'codes'), where('leaderId.id', '==', uid), where('status', '==', 'available'))));
    expect(available.docs.map((code) => code.id)).toEqual(['codigo-lider1-a']);
    const first = await assertSucceeds(getDocs(query(trackedCodesQuery(db, uid), limit(1))));
    const next = await assertSucceeds(getDocs(query(trackedCodesQuery(db, uid), startAfter(first.docs[0]), limit(1))));
    expect([...first.docs, ...next.docs].map((code) => code.id)).toEqual(['codigo-lider1-b', 'codigo-lider1-a']);
    const last = await assertSucceeds(getDocs(query(trackedCodesQuery(db, uid), limitToLast(1))));
    expect(last.docs.map((code) => code.id)).toEqual(['codigo-lider1-a']);
    const ofEvent = await assertSucceeds(
      getDocs(query(trackedCodesQuery(db, uid), where('eventId.id', '==', 'evento-1'))),
    );
    expect(ofEvent.docs.map((code) => code.id)).toEqual(['codigo-lider1-b', 'codigo-lider1-a']);
  });

  it("a leader cannot run those queries on another leader's codes", async () => {
    const db = dbAs('owner');
    await assertFails(getDocs(query(collection(db, 'codes'), where('leaderId.id', '==', personas.lider2.uid), where('status', '==', 'available'))));
    await assertFails(getDocs(query(trackedCodesQuery(db, personas.lider2.uid), limitToLast(1))));
  });

  it('the owner leader runs the tracked-codes query and gets their available and expired codes, newest first', async () => {
    const snapshot = await assertSucceeds(getDocs(trackedCodesQuery(dbAs('owner'), personas.owner.uid)));
    expect(snapshot.docs.map((codeSnapshot) => codeSnapshot.id)).toEqual(['codigo-lider1-b', 'codigo-lider1-a']);
  });

  it("the owner leader reads a document-id range of their tracked codes (the app's listener ranges)", async () => {
    const range = query(trackedCodesQuery(dbAs('owner'), personas.owner.uid, false), where(documentId(), '>=', 'codigo-lider1-b'));
    const snapshot = await assertSucceeds(getDocs(range));
    expect(snapshot.docs.map((codeSnapshot) => codeSnapshot.id)).toEqual(['codigo-lider1-b']);
  });

  it('the owner leader counts their tracked codes, in all and per event', async () => {
    const all = await assertSucceeds(getCountFromServer(trackedCodesQuery(dbAs('owner'), personas.owner.uid, false)));
    expect(all.data().count).toBe(2);
    const perEvent = query(trackedCodesQuery(dbAs('owner'), personas.owner.uid, false), where('eventId.id', '==', 'evento-1'));
    expect((await assertSucceeds(getCountFromServer(perEvent))).data().count).toBe(2);
  });

  it("a leader cannot count another leader's codes", async () => {
    await assertFails(getCountFromServer(trackedCodesQuery(dbAs('lider2'), personas.owner.uid, false)));
  });

  it('another leader cannot read my code by id', async () => {
    await assertFails(getDoc(doc(dbAs('lider2'), 'codes', 'codigo-lider1-a')));
  });

  it('a leader cannot query codes without the leaderId filter', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'codes')));
  });

  it('a leader cannot query codes by status only', async () => {
    await assertFails(getDocs(query(collection(dbAs('owner'), 'codes'), where('status', '==', 'available'))));
  });

  it("a leader cannot query codes with another leader's id", async () => {
    await assertFails(getDocs(trackedCodesQuery(dbAs('lider2'), personas.owner.uid)));
  });

  it('a leader with an unverified e-mail cannot read their codes', async () => {
    await assertFails(getDocs(trackedCodesQuery(dbAs('unverifiedLeader'), personas.unverifiedLeader.uid)));
  });

  it('a verified Producer cannot read codes', async () => {
    await assertFails(getDocs(trackedCodesQuery(dbAs('producer'), personas.producer.uid)));
  });

  it('a verified leader of another store cannot read codes', async () => {
    await assertFails(getDocs(trackedCodesQuery(dbAs('otherStoreLeader'), personas.otherStoreLeader.uid)));
  });

  it('a user without a users document cannot read codes', async () => {
    await assertFails(getDocs(trackedCodesQuery(dbAs('noProfile'), personas.noProfile.uid)));
  });

  it('a signed-out visitor cannot read codes', async () => {
    await assertFails(getDoc(doc(signedOutDb(), 'codes', 'codigo-lider1-a')));
  });

  it('the owner leader cannot raise currentUses of their code', async () => {
    await assertFails(updateDoc(doc(dbAs('owner'), 'codes', 'codigo-lider1-a'), { currentUses: 1 }));
  });

  it('the owner leader cannot raise maxUses of their code', async () => {
    await assertFails(updateDoc(doc(dbAs('owner'), 'codes', 'codigo-lider1-a'), { maxUses: 1000 }));
  });

  it('a leader cannot create a code', async () => {
    await assertFails(
      setDoc(doc(dbAs('owner'), 'codes', 'codigo-nuevo'), codeDocFor('EEEE5555', personas.owner, { createdAt: new Date() })),
    );
  });

  it('a leader cannot delete a code', async () => {
    await assertFails(deleteDoc(doc(dbAs('owner'), 'codes', 'codigo-lider1-a')));
  });
});

describe('events/{id}', () => {
  it('a verified leader of the configured store reads an event', async () => {
    await assertSucceeds(getDoc(doc(dbAs('owner'), 'events', 'evento-1')));
  });

  it('a verified leader of the configured store lists events', async () => {
    await assertSucceeds(getDocs(collection(dbAs('lider2'), 'events')));
  });

  it('a leader with an unverified e-mail cannot read events', async () => {
    await assertFails(getDoc(doc(dbAs('unverifiedLeader'), 'events', 'evento-1')));
  });

  it('a verified Producer cannot read events', async () => {
    await assertFails(getDoc(doc(dbAs('producer'), 'events', 'evento-1')));
  });

  it('a verified leader of another store cannot read events', async () => {
    await assertFails(getDoc(doc(dbAs('otherStoreLeader'), 'events', 'evento-1')));
  });

  it('a user without a users document cannot read events', async () => {
    await assertFails(getDoc(doc(dbAs('noProfile'), 'events', 'evento-1')));
  });

  it('a signed-out visitor cannot read events', async () => {
    await assertFails(getDocs(collection(signedOutDb(), 'events')));
  });

  it('a leader cannot create an event', async () => {
    await assertFails(setDoc(doc(dbAs('owner'), 'events', 'evento-2'), { name: 'Evento falso' }));
  });

  it('a leader cannot update an event', async () => {
    await assertFails(updateDoc(doc(dbAs('owner'), 'events', 'evento-1'), { name: 'Cambiado' }));
  });

  it('a leader cannot delete an event', async () => {
    await assertFails(deleteDoc(doc(dbAs('owner'), 'events', 'evento-1')));
  });
});

describe('stores/{storeId}', () => {
  // Leaders read the configured store's shop link template (stores/{id}.shopCodeUrlTemplate).
  it('a verified leader of the configured store gets the configured store', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(dbAs('owner'), 'stores', DEFAULT_STORE_ID)));
    expect(snapshot.get('shopCodeUrlTemplate')).toBe('https://tienda.example/evento/{eventId}?codigo={code}');
  });

  it("a verified leader of the configured store cannot get another store's document", async () => {
    await assertFails(getDoc(doc(dbAs('owner'), 'stores', OTHER_STORE_ID)));
  });

  it('a verified leader of the configured store cannot list the stores', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'stores')));
    await assertFails(getDocs(query(collection(dbAs('owner'), 'stores'), where(documentId(), '==', DEFAULT_STORE_ID))));
  });

  it('a leader of another store gets neither store', async () => {
    await assertFails(getDoc(doc(dbAs('otherStoreLeader'), 'stores', DEFAULT_STORE_ID)));
    await assertFails(getDoc(doc(dbAs('otherStoreLeader'), 'stores', OTHER_STORE_ID)));
  });

  for (const name of ['unverifiedLeader', 'producer', 'noProfile', 'revokedLeader'] as const) {
    it(`${name} cannot get the configured store`, async () => {
      await assertFails(getDoc(doc(dbAs(name), 'stores', DEFAULT_STORE_ID)));
    });
  }

  it('a signed-out visitor cannot get the configured store', async () => {
    await assertFails(getDoc(doc(signedOutDb(), 'stores', DEFAULT_STORE_ID)));
  });

  it("a leader cannot change the store's shop link template", async () => {
    await assertFails(updateDoc(doc(dbAs('owner'), 'stores', DEFAULT_STORE_ID), { shopCodeUrlTemplate: 'https://evil.example/{code}' }));
    await assertFails(setDoc(doc(dbAs('owner'), 'stores', 'tienda-nueva'), { shopCodeUrlTemplate: 'https://evil.example/{code}' }));
  });
});

describe('notifications/{uid}', () => {
  // The registration notice is written by the registerLeader function: browsers write nothing here.
  it('a newly registered user cannot create their registration notice', async () => {
    await assertFails(
      setDoc(doc(dbAs('newcomer'), 'notifications', personas.newcomer.uid), { ...registrationNotice(personas.newcomer.uid, personas.newcomer.email), date: serverTimestamp() }),
    );
  });

  it('a signed-out visitor cannot create a notice', async () => {
    await assertFails(
      setDoc(doc(signedOutDb(), 'notifications', personas.newcomer.uid), { ...registrationNotice(personas.newcomer.uid, personas.newcomer.email), date: serverTimestamp() }),
    );
  });

  it('a user cannot create a notice under another user id', async () => {
    await assertFails(setDoc(doc(dbAs('newcomer'), 'notifications', 'otro-usuario'), { ...registrationNotice(personas.newcomer.uid, personas.newcomer.email), date: serverTimestamp() }));
  });

  it('a user cannot overwrite their own notice', async () => {
    await assertFails(
      setDoc(doc(dbAs('lider2'), 'notifications', personas.lider2.uid), { ...registrationNotice(personas.lider2.uid, personas.lider2.email), date: serverTimestamp() }),
    );
  });

  it('a user cannot read their own notice', async () => {
    await assertFails(getDoc(doc(dbAs('lider2'), 'notifications', personas.lider2.uid)));
  });

  it('a leader cannot list notifications', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'notifications')));
  });

  it('a user cannot mark their notice as Read', async () => {
    await assertFails(updateDoc(doc(dbAs('lider2'), 'notifications', personas.lider2.uid), { status: 'Read' }));
  });

  it('a user cannot delete their notice', async () => {
    await assertFails(deleteDoc(doc(dbAs('lider2'), 'notifications', personas.lider2.uid)));
  });
});

describe('revoking a leader (permissions.read) and changing their role or store', () => {
  /** Every read a leader's pages make: their tracked codes, one code, the events and their summary. */
  function leaderReads(db: Firestore, uid: string): Array<Promise<unknown>> {
    return [
      getDocs(trackedCodesQuery(db, uid)),
      getDoc(doc(db, 'codes', `codigo-${uid}`)),
      getDoc(doc(db, 'events', 'evento-1')),
      getDocs(collection(db, 'events')),
      getDoc(doc(db, 'codeSummaries', uid)),
      getDoc(doc(db, 'codeSummaries', uid, 'batches', 'lote-1')),
    ];
  }

  async function setProfile(uid: string, changes: Record<string, unknown>): Promise<void> {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(firestoreOf(context), 'users', uid), changes);
    });
  }

  it('a leader whose permissions.read is false reads none of their codes, the events or their summary', async () => {
    const db = dbAs('revokedLeader');
    for (const read of leaderReads(db, personas.revokedLeader.uid)) await assertFails(read);
  });

  it('revoking permissions.read cuts off a leader still holding the token of their session', async () => {
    const db = dbAs('leaderWithoutPermissions');
    const uid = personas.leaderWithoutPermissions.uid;
    for (const read of leaderReads(db, uid)) await assertSucceeds(read);
    await setProfile(uid, { permissions: { read: false } });
    for (const read of leaderReads(db, uid)) await assertFails(read);
  });

  it('a Leader of the store without a permissions field reads (a missing field counts as readable)', async () => {
    const db = dbAs('leaderWithoutPermissions');
    for (const read of leaderReads(db, personas.leaderWithoutPermissions.uid)) await assertSucceeds(read);
  });

  it('a Leader whose permissions.read is not a boolean reads, as the app decides', async () => {
    const db = dbAs('leaderWithTextPermission');
    for (const read of leaderReads(db, personas.leaderWithTextPermission.uid)) await assertSucceeds(read);
  });

  it('a Leader whose permissions is not an object reads, as the app decides', async () => {
    const uid = personas.leaderWithoutPermissions.uid;
    await setProfile(uid, { permissions: 'todos' });
    for (const read of leaderReads(dbAs('leaderWithoutPermissions'), uid)) await assertSucceeds(read);
  });

  it('restoring permissions.read lets the leader read again', async () => {
    const uid = personas.revokedLeader.uid;
    await setProfile(uid, { permissions: { read: true } });
    for (const read of leaderReads(dbAs('revokedLeader'), uid)) await assertSucceeds(read);
  });

  it('changing the role of a signed-in leader cuts their access on the next request', async () => {
    const db = dbAs('owner');
    await assertSucceeds(getDocs(trackedCodesQuery(db, personas.owner.uid)));
    await setProfile(personas.owner.uid, { role: 'Producer' });
    for (const read of leaderReads(db, personas.owner.uid)) await assertFails(read);
  });

  it('moving a signed-in leader to another store cuts their access on the next request', async () => {
    const db = dbAs('owner');
    await assertSucceeds(getDocs(trackedCodesQuery(db, personas.owner.uid)));
    await setProfile(personas.owner.uid, { storeId: OTHER_STORE_ID });
    for (const read of leaderReads(db, personas.owner.uid)) await assertFails(read);
  });
});

describe('any other path', () => {
  for (const [collectionName, documentId] of [
    ['mail', 'correo-1'],
    ['codeKeys', 'VERANO01'],
    ['anything', 'algo-1'],
  ] as const) {
    it(`a verified leader cannot read ${collectionName}/${documentId}`, async () => {
      await assertFails(getDoc(doc(dbAs('owner'), collectionName, documentId)));
    });

    it(`a verified leader cannot list ${collectionName}`, async () => {
      await assertFails(getDocs(collection(dbAs('owner'), collectionName)));
    });

    it(`a verified leader cannot write ${collectionName}/${documentId}`, async () => {
      await assertFails(setDoc(doc(dbAs('owner'), collectionName, documentId), { value: 2 }));
    });

    it(`a signed-out visitor cannot read ${collectionName}/${documentId}`, async () => {
      await assertFails(getDoc(doc(signedOutDb(), collectionName, documentId)));
    });
  }

  it('the owner cannot write a subcollection under their own profile', async () => {
    await assertFails(setDoc(doc(dbAs('owner'), 'users', personas.owner.uid, 'privado', 'x'), { value: 1 }));
  });

  it('the owner cannot read a subcollection under their own code', async () => {
    await assertFails(getDocs(collection(dbAs('owner'), 'codes', 'codigo-lider1-a', 'historial')));
  });
});
