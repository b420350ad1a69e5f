// A leader's 'Entregado a' notes (codeNotes/{uid}/notes/{codeId}: to whom she gave each code,
// with a phone) are her private notebook. Attacked through the rules (firestore.rules) by every
// other persona: nobody but her reads, lists, creates, changes or deletes them, an active
// administrator included (the store sees only the code's handedOut flag, which the server
// writes). She herself reads them by id and a page at a time, and writes them only in their
// one shape: the fields of the contract and nothing else, a one-line name of at most 60
// characters, a phone of digits only or none, the server's time. And no browser writes the flag
// on a code, hers included: codes stay the server's.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreRulesEnvironment, stopFirestoreRulesEnvironment } from '@tests/support/firestore-rules-environment';
import { codeDocFor, firestoreAs, firestoreOf, SEED_TIME, seedUsers, storePersona, testEachRefused, type Persona, type RulesAttempt } from '@tests/support/rules-personas';
import { CODE_NOTES, COLLECTIONS } from '@common/collections';
import { NOTE_NAME_MAX_LENGTH } from '@common/code-note';
import { ROLE_ADMIN, ROLE_LEADER } from '@common/constants';

const LAURA = storePersona('Laura', 'lider-laura', ROLE_LEADER);
const DIEGO = storePersona('another leader of the store', 'lider-diego', ROLE_LEADER);
const OTHERS: Persona[] = [
  DIEGO,
  storePersona('an active administrator', 'admin-activo', ROLE_ADMIN),
  storePersona('a leader with an unverified e-mail', 'lider-sin-verificar', ROLE_LEADER, { emailVerified: false }),
  storePersona('a revoked leader', 'lider-revocado', ROLE_LEADER, { permissions: { read: false } }),
  storePersona('a leader of another store', 'lider-otra-tienda', ROLE_LEADER, { storeId: 'otra-tienda' }),
  storePersona('a producer of the store', 'productor', 'Producer'),
  /** A registration waiting for authorization: verified, a profile, no role or store yet. */
  { label: 'a registration waiting for authorization', uid: 'solicitud', email: 'solicitud@example.com', emailVerified: true },
  /** Just signed up: no users document, e-mail not confirmed. */
  { label: 'a newcomer without a profile', uid: 'recien-llegada', email: 'nueva@example.com', emailVerified: false },
];
type Who = Persona | null;
const EVERYONE_ELSE: Who[] = [null, ...OTHERS];
/** Laura's own circumstances changing under her: the same uid, no longer a reading leader. */
const LAURA_REVOKED = storePersona('Laura once revoked', 'lider-laura-revocada', ROLE_LEADER, { permissions: { read: false } });

const CODE_ID = 'codigo-laura-1';
const SEEDED_NOTE = { code: 'VERANO01', eventId: 'evento-1', name: 'María Pérez', nameKey: 'maria perez', phone: '50688881234', updatedAt: SEED_TIME };

let testEnv: RulesTestEnvironment;
const dbOf = (who: Who) => firestoreAs(testEnv, who);
const notes = (db: Firestore, uid: string) => collection(db, COLLECTIONS.codeNotes, uid, CODE_NOTES);
const noteRef = (db: Firestore, uid: string, codeId: string) => doc(db, COLLECTIONS.codeNotes, uid, CODE_NOTES, codeId);
/** A note as the app writes it (saveCodeNotes), with `changes` on top. */
const noteInput = (changes: Record<string, unknown> = {}) => ({ code: 'VERANO01', eventId: 'evento-1', name: 'María Pérez', nameKey: 'maria perez', phone: '50688881234', updatedAt: serverTimestamp(), ...changes });
const page = (db: Firestore, uid: string, size = 30) => query(notes(db, uid), limit(size));

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('code-notes');
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await seedUsers(
      db,
      [LAURA, LAURA_REVOKED, ...OTHERS].filter((persona) => persona.uid !== 'recien-llegada'),
    );
    await setDoc(doc(db, COLLECTIONS.codes, CODE_ID), codeDocFor('VERANO01', LAURA));
    await setDoc(doc(db, COLLECTIONS.codes, 'codigo-diego-1'), codeDocFor('OTRO01', DIEGO));
    for (const codeId of [CODE_ID, 'nota-para-cambiar', 'nota-para-borrar']) await setDoc(noteRef(db, LAURA.uid, codeId), SEEDED_NOTE);
    await setDoc(noteRef(db, DIEGO.uid, 'codigo-diego-1'), { ...SEEDED_NOTE, code: 'OTRO01' });
    await setDoc(noteRef(db, LAURA_REVOKED.uid, CODE_ID), SEEDED_NOTE);
  });
});

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

const ATTACKS_ON_LAURAS_NOTES: RulesAttempt[] = [
  ["read Laura's note on a code", (db) => getDoc(noteRef(db, LAURA.uid, CODE_ID))],
  ["list Laura's notes a page at a time", (db) => getDocs(page(db, LAURA.uid))],
  ["search Laura's notes by name", (db) => getDocs(query(notes(db, LAURA.uid), where('nameKey', '>=', 'maria'), where('nameKey', '<', 'marib'), orderBy('nameKey'), limit(20)))],
  ["look Laura's notes up by code id", (db) => getDocs(query(notes(db, LAURA.uid), where(documentId(), 'in', [CODE_ID]), limit(30)))],
  ['list every leader’s notes at once (a collection group query)', (db) => getDocs(query(collectionGroup(db, CODE_NOTES), limit(30)))],
  ["list every leader's notes with a given name (a collection group query)", (db) => getDocs(query(collectionGroup(db, CODE_NOTES), where('nameKey', '==', 'maria perez'), limit(30)))],
  ["create a note under Laura's uid", (db) => setDoc(noteRef(db, LAURA.uid, 'codigo-nuevo'), noteInput())],
  ["change Laura's note", (db) => updateDoc(noteRef(db, LAURA.uid, CODE_ID), { name: 'Otra persona', nameKey: 'otra persona', updatedAt: serverTimestamp() })],
  ["overwrite Laura's note", (db) => setDoc(noteRef(db, LAURA.uid, CODE_ID), noteInput({ name: 'Otra persona', nameKey: 'otra persona' }))],
  ["delete Laura's note", (db) => deleteDoc(noteRef(db, LAURA.uid, CODE_ID))],
];

describe("Laura's notes are hers alone", () => {
  testEachRefused(ATTACKS_ON_LAURAS_NOTES, EVERYONE_ELSE, dbOf);

  it("the refused attempts left Laura's note as it was", async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const stored = (await getDoc(noteRef(firestoreOf(context), LAURA.uid, CODE_ID))).data();
      expect(stored).toEqual(SEEDED_NOTE);
      expect((await getDoc(noteRef(firestoreOf(context), LAURA.uid, 'codigo-nuevo'))).exists()).toBe(false);
    });
  });

  it('a leader whose access was revoked no longer reads or writes her own notes', async () => {
    const db = dbOf(LAURA_REVOKED);
    await assertFails(getDoc(noteRef(db, LAURA_REVOKED.uid, CODE_ID)));
    await assertFails(getDocs(page(db, LAURA_REVOKED.uid)));
    await assertFails(setDoc(noteRef(db, LAURA_REVOKED.uid, 'otro-codigo'), noteInput()));
    await assertFails(deleteDoc(noteRef(db, LAURA_REVOKED.uid, CODE_ID)));
  });
});

describe('Laura keeps her own notes', () => {
  it('reads her note by id, a page of them, a name search and a look-up by code ids', async () => {
    const db = dbOf(LAURA);
    expect((await assertSucceeds(getDoc(noteRef(db, LAURA.uid, CODE_ID)))).data()).toMatchObject({ name: 'María Pérez', phone: '50688881234' });
    await assertSucceeds(getDocs(page(db, LAURA.uid, 500)));
    await assertSucceeds(getDocs(query(notes(db, LAURA.uid), where('nameKey', '>=', 'maria'), where('nameKey', '<', 'marib'), orderBy('nameKey'), limit(20))));
    await assertSucceeds(getDocs(query(notes(db, LAURA.uid), where(documentId(), 'in', [CODE_ID, 'codigo-sin-nota']), limit(30))));
  });

  it('creates, changes and clears a note, and saves 100 in one batch', async () => {
    const db = dbOf(LAURA);
    await assertSucceeds(setDoc(noteRef(db, LAURA.uid, 'codigo-nuevo-1'), noteInput({ phone: null })));
    await assertSucceeds(setDoc(noteRef(db, LAURA.uid, 'nota-para-cambiar'), noteInput({ name: 'José Mora', nameKey: 'jose mora', phone: '14155550100' })));
    await assertSucceeds(updateDoc(noteRef(db, LAURA.uid, 'nota-para-cambiar'), { phone: null, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(noteRef(db, LAURA.uid, 'nota-para-borrar')));
    // A delete of a note that is not there (clearing twice) is allowed: nothing to hide.
    await assertSucceeds(deleteDoc(noteRef(db, LAURA.uid, 'nota-para-borrar')));
    const batch = writeBatch(db);
    for (let i = 0; i < 100; i++) batch.set(noteRef(db, LAURA.uid, `lote-${i}`), noteInput({ code: `LOTE${i}` }));
    await assertSucceeds(batch.commit());
  });

  it(`takes a name of exactly ${NOTE_NAME_MAX_LENGTH} characters, accents included, and phones of 10 to 15 digits with their country code`, async () => {
    const db = dbOf(LAURA);
    const name = `Ñ${'á'.repeat(NOTE_NAME_MAX_LENGTH - 1)}`;
    await assertSucceeds(setDoc(noteRef(db, LAURA.uid, 'codigo-limite'), noteInput({ name, nameKey: 'n'.padEnd(NOTE_NAME_MAX_LENGTH, 'a'), phone: '123456789012345' })));
    await assertSucceeds(setDoc(noteRef(db, LAURA.uid, 'codigo-limite-2'), noteInput({ phone: '1415555010' })));
  });
});

const LAURAS_REFUSED_WRITES: [string, () => Record<string, unknown>, ...string[]][] = [
  ['an extra field', () => noteInput({ handedOut: true })],
  ['an extra field with the buyer’s e-mail', () => noteInput({ email: 'maria@example.com' })],
  ['no name', () => { const { name: _name, ...rest } = noteInput(); return rest; }],
  ['no phone field (the phone is null when there is none)', () => { const { phone: _phone, ...rest } = noteInput(); return rest; }],
  ['no updatedAt', () => { const { updatedAt: _time, ...rest } = noteInput(); return rest; }],
  ['an empty name', () => noteInput({ name: '', nameKey: '' })],
  [`a name of ${NOTE_NAME_MAX_LENGTH + 1} characters`, () => noteInput({ name: 'a'.repeat(NOTE_NAME_MAX_LENGTH + 1), nameKey: 'a'.repeat(NOTE_NAME_MAX_LENGTH + 1) })],
  ['a name of 10,000 characters', () => noteInput({ name: 'a'.repeat(10_000), nameKey: 'a' })],
  ['a name on two lines', () => noteInput({ name: 'María\nPérez', nameKey: 'maria perez' })],
  ['a name with a carriage return', () => noteInput({ name: 'María\rPérez', nameKey: 'maria perez' })],
  ['a name with a line separator (U+2028)', () => noteInput({ name: 'María\u2028Pérez', nameKey: 'maria perez' })],
  ['a name with a tab', () => noteInput({ name: 'María\tPérez', nameKey: 'maria perez' })],
  ['a name that is a number', () => noteInput({ name: 42 })],
  ['a nameKey that is not text', () => noteInput({ nameKey: ['maria'] })],
  ['a phone of 7 digits', () => noteInput({ phone: '8888123' })],
  ['a Costa Rican phone without its country code (the app stores 506 and the 8 digits)', () => noteInput({ phone: '88881234' })],
  ['a phone that starts with 0', () => noteInput({ phone: '0050688881234' })],
  ['a phone of 16 digits', () => noteInput({ phone: '1234567890123456' })],
  ['a phone with a dash, as typed', () => noteInput({ phone: '8888-1234' })],
  ['a phone with its plus sign', () => noteInput({ phone: '+50688881234' })],
  ['a phone with a link in it', () => noteInput({ phone: '50688881234?text=hola' })],
  ['a phone that is a number', () => noteInput({ phone: 50688881234 })],
  ['an empty phone (not null)', () => noteInput({ phone: '' })],
  ['updatedAt of her own clock', () => noteInput({ updatedAt: Timestamp.now() })],
  ['updatedAt in the past', () => noteInput({ updatedAt: SEED_TIME })],
  ['updatedAt as text', () => noteInput({ updatedAt: '2026-11-28T10:00:00Z' })],
  ['a code that is not text', () => noteInput({ code: 12345678 })],
  ['a code of 41 characters', () => noteInput({ code: 'C'.repeat(41) })],
  ['an empty code', () => noteInput({ code: '' })],
  ['an eventId that is not text', () => noteInput({ eventId: { id: 'evento-1' } })],
];

describe('Laura writes her notes only in their shape', () => {
  for (const [what, input] of LAURAS_REFUSED_WRITES) {
    it(`Laura cannot create a note with ${what}`, async () => {
      await assertFails(setDoc(noteRef(dbOf(LAURA), LAURA.uid, 'codigo-rechazado'), input()));
    });
    it(`Laura cannot change her note to one with ${what}`, async () => {
      await assertFails(setDoc(noteRef(dbOf(LAURA), LAURA.uid, CODE_ID), input()));
    });
  }

  it('Laura cannot change a single field to a bad value, nor leave updatedAt as it was', async () => {
    const db = dbOf(LAURA);
    const ref = noteRef(db, LAURA.uid, CODE_ID);
    await assertFails(updateDoc(ref, { name: 'x'.repeat(NOTE_NAME_MAX_LENGTH + 1), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { phone: '12', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'Otra Persona', nameKey: 'otra persona' }));
    await assertFails(updateDoc(ref, { phone: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { extra: 'x', updatedAt: serverTimestamp() }));
  });

  it("Laura cannot write a note under another leader's uid, nor delete one there", async () => {
    const db = dbOf(LAURA);
    await assertFails(setDoc(noteRef(db, DIEGO.uid, 'codigo-diego-1'), noteInput()));
    await assertFails(setDoc(noteRef(db, DIEGO.uid, 'codigo-nuevo'), noteInput()));
    await assertFails(deleteDoc(noteRef(db, DIEGO.uid, 'codigo-diego-1')));
    await assertFails(getDoc(noteRef(db, DIEGO.uid, 'codigo-diego-1')));
  });

  it('Laura cannot list her notes without a limit, nor more than 500 at once, nor other leaders’ with hers', async () => {
    const db = dbOf(LAURA);
    await assertFails(getDocs(notes(db, LAURA.uid)));
    await assertFails(getDocs(query(notes(db, LAURA.uid), where('nameKey', '>=', 'maria'), orderBy('nameKey'))));
    await assertFails(getDocs(page(db, LAURA.uid, 501)));
    await assertFails(getDocs(query(collectionGroup(db, CODE_NOTES), where('eventId', '==', 'evento-1'), limit(30))));
  });

  it('Laura cannot write a document beside her notes (codeNotes/{uid} itself, or another subcollection)', async () => {
    const db = dbOf(LAURA);
    await assertFails(setDoc(doc(db, COLLECTIONS.codeNotes, LAURA.uid), { name: 'x' }));
    await assertFails(getDoc(doc(db, COLLECTIONS.codeNotes, LAURA.uid)));
    await assertFails(setDoc(doc(db, COLLECTIONS.codeNotes, LAURA.uid, 'otros', CODE_ID), noteInput()));
  });
});

describe('the handedOut flag on a code is the server’s', () => {
  const FLAG_WRITES: RulesAttempt[] = [
    ["mark Laura's code as handed out", (db) => updateDoc(doc(db, COLLECTIONS.codes, CODE_ID), { handedOut: true })],
    ["mark Laura's code as handed out with set and merge", (db) => setDoc(doc(db, COLLECTIONS.codes, CODE_ID), { handedOut: true }, { merge: true })],
    ["unmark Laura's code", (db) => updateDoc(doc(db, COLLECTIONS.codes, CODE_ID), { handedOut: false })],
  ];
  testEachRefused(FLAG_WRITES, [LAURA, ...EVERYONE_ELSE], dbOf);
});
