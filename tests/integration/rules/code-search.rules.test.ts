// The tracking page's search (issue: finding a code among thousands), against firestore.rules:
// the queries the app sends (src/lib/codes/code-queries.ts, src/features/codes/api) find only the
// signed-in leader's tracked codes whose value starts with the search, and the codes of her own
// 'Entregado a' notes by name; each reads one page; and every other persona is refused them.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSearchStart, SEARCH_PAGE_SIZE } from '@/features/codes/utils/code-search';
import { startFirestoreRulesEnvironment, stopFirestoreRulesEnvironment } from '@tests/support/firestore-rules-environment';
import { codeDocFor, firestoreAs, firestoreOf, SEED_TIME, seedUsers, storePersona, testEachRefused, type Persona } from '@tests/support/rules-personas';
import { COLLECTIONS, CODE_NOTES } from '@common/collections';
import { noteNameKey } from '@common/code-note';
import { ROLE_ADMIN, ROLE_LEADER, TRACKED_CODE_STATUSES } from '@common/constants';

const LAURA = storePersona('Laura', 'lider-laura', ROLE_LEADER);
const OTHER_LEADER = storePersona('another leader of the store', 'lider-otro', ROLE_LEADER);
const PERSONAS: Persona[] = [
  LAURA,
  OTHER_LEADER,
  storePersona('a leader of another store', 'lider-otra-tienda', ROLE_LEADER, { storeId: 'otra-tienda' }),
  storePersona('a revoked leader', 'lider-revocado', ROLE_LEADER, { permissions: { read: false } }),
  storePersona('an unverified leader', 'lider-sin-verificar', ROLE_LEADER, { emailVerified: false }),
  storePersona('a producer of the store', 'productor', 'Producer'),
  storePersona('an active administrator', 'admin-activo', ROLE_ADMIN),
];
const ATTACKERS: Array<Persona | null> = [null, ...PERSONAS.filter((persona) => persona !== LAURA)];

/** Laura's codes starting with BUSCA: more than a page, so a search reads one page of them. */
const LAURA_MATCHES = Array.from({ length: SEARCH_PAGE_SIZE + 5 }, (_, i) => `BUSCA${String(i).padStart(3, '0')}`);
const codeId = (leader: Persona, code: string) => `${leader.uid}-${code}`;

let testEnv: RulesTestEnvironment;
const dbOf = (who: Persona | null) => firestoreAs(testEnv, who);

/** The code-start query of the search, as the app sends it (codesStartingWithQuery). */
const byCodeStart = (db: Firestore, uid: string, input: string) => {
  const start = codeSearchStart(input)!;
  return query(
    collection(db, COLLECTIONS.codes),
    where('leaderId.id', '==', uid),
    where('status', 'in', TRACKED_CODE_STATUSES),
    where('code', '>=', start),
    where('code', '<', `${start}\uf8ff`),
    orderBy('code'),
    limit(SEARCH_PAGE_SIZE),
  );
};
/** The name query (searchCodeNotesByName): her notes whose nameKey starts with the search's key. */
const byName = (db: Firestore, uid: string, input: string) => {
  const key = noteNameKey(input);
  return query(collection(db, COLLECTIONS.codeNotes, uid, CODE_NOTES), where('nameKey', '>=', key), where('nameKey', '<', `${key}\uf8ff`), orderBy('nameKey'), limit(SEARCH_PAGE_SIZE));
};
/** The codes of the notes found, each read by id (readCurrentCodes). */
const byIds = (db: Firestore, ids: string[]) => Promise.all(ids.map((id) => getDoc(doc(db, COLLECTIONS.codes, id))));

const note = (code: string, name: string) => ({ code, eventId: 'evento-1', name, nameKey: noteNameKey(name), phone: null, updatedAt: SEED_TIME });

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('code-search');
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await seedUsers(db, PERSONAS);
    for (const code of LAURA_MATCHES) await setDoc(doc(db, COLLECTIONS.codes, codeId(LAURA, code)), codeDocFor(code, LAURA));
    await setDoc(doc(db, COLLECTIONS.codes, codeId(LAURA, 'BUSCAXPIRADO')), codeDocFor('BUSCAXPIRADO', LAURA, { status: 'expired' }));
    await setDoc(doc(db, COLLECTIONS.codes, codeId(LAURA, 'BUSCABORRADO')), codeDocFor('BUSCABORRADO', LAURA, { status: 'deleted' }));
    await setDoc(doc(db, COLLECTIONS.codes, codeId(LAURA, 'OTROPREFIJO')), codeDocFor('OTROPREFIJO', LAURA));
    // Another leader's codes with the same start, and a note of hers with the same name.
    await setDoc(doc(db, COLLECTIONS.codes, codeId(OTHER_LEADER, 'BUSCA000')), codeDocFor('BUSCA000', OTHER_LEADER));
    await setDoc(doc(db, COLLECTIONS.codes, codeId(OTHER_LEADER, 'BUSCAOTRA')), codeDocFor('BUSCAOTRA', OTHER_LEADER));
    await setDoc(doc(db, COLLECTIONS.codeNotes, LAURA.uid, CODE_NOTES, codeId(LAURA, 'OTROPREFIJO')), note('OTROPREFIJO', 'María Pérez'));
    await setDoc(doc(db, COLLECTIONS.codeNotes, LAURA.uid, CODE_NOTES, codeId(LAURA, 'BUSCA003')), note('BUSCA003', 'Mario Soto'));
    await setDoc(doc(db, COLLECTIONS.codeNotes, OTHER_LEADER.uid, CODE_NOTES, codeId(OTHER_LEADER, 'BUSCAOTRA')), note('BUSCAOTRA', 'María Pérez'));
  });
});

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

describe('searching by the start of a code', () => {
  it("finds one page of Laura's tracked codes starting with the search, whatever its case, by value, and no other leader's", async () => {
    for (const input of ['busca', 'BUSCA', ' Busca ']) {
      const found = await assertSucceeds(getDocs(byCodeStart(dbOf(LAURA), LAURA.uid, input)));
      expect(found.docs.map((d) => d.data().code)).toEqual(LAURA_MATCHES.slice(0, SEARCH_PAGE_SIZE));
      expect(found.docs.every((d) => d.data().leaderId.id === LAURA.uid)).toBe(true);
    }
  });

  it('finds her expired codes too, and never a deleted one', async () => {
    const found = await getDocs(byCodeStart(dbOf(LAURA), LAURA.uid, 'buscab'));
    expect(found.docs.map((d) => d.data().code)).toEqual([]);
    const expired = await getDocs(byCodeStart(dbOf(LAURA), LAURA.uid, 'buscax'));
    expect(expired.docs.map((d) => d.data().code)).toEqual(['BUSCAXPIRADO']);
  });

  it('finds the one code a whole value names', async () => {
    const found = await getDocs(byCodeStart(dbOf(LAURA), LAURA.uid, 'busca007'));
    expect(found.docs.map((d) => d.id)).toEqual([codeId(LAURA, 'BUSCA007')]);
  });
});

describe("searching by the 'Entregado a' name", () => {
  it('finds her notes whose name starts with the search, without accents or case, and then those codes by id: hers only', async () => {
    for (const input of ['maría', 'maria', 'MARIA P', 'Mar']) {
      const notes = await assertSucceeds(getDocs(byName(dbOf(LAURA), LAURA.uid, input)));
      const ids = notes.docs.map((d) => d.id);
      expect(ids).toContain(codeId(LAURA, 'OTROPREFIJO'));
      expect(ids).not.toContain(codeId(OTHER_LEADER, 'BUSCAOTRA'));
      const codes = await assertSucceeds(byIds(dbOf(LAURA), ids));
      expect(codes.map((d) => d.data()?.code)).toContain('OTROPREFIJO');
    }
    const mario = await getDocs(byName(dbOf(LAURA), LAURA.uid, 'mario'));
    expect(mario.docs.map((d) => d.data().code)).toEqual(['BUSCA003']);
  });

  it("is refused another leader's code by id, even when a note of hers names it (the app leaves that code out)", async () => {
    await assertFails(getDoc(doc(dbOf(LAURA), COLLECTIONS.codes, codeId(OTHER_LEADER, 'BUSCAOTRA'))));
    await assertSucceeds(getDoc(doc(dbOf(LAURA), COLLECTIONS.codes, codeId(LAURA, 'OTROPREFIJO'))));
  });
});

describe("Laura's search as anyone else's attack", () => {
  testEachRefused(
    [
      ["search Laura's codes by their start", (db) => getDocs(byCodeStart(db, LAURA.uid, 'busca'))],
      ["search Laura's notes by name", (db) => getDocs(byName(db, LAURA.uid, 'maria'))],
    ],
    ATTACKERS,
    dbOf,
  );
  // An active administrator reads the store's codes by id (the administrators' area does), never her notes.
  testEachRefused([["read Laura's code by id", (db) => byIds(db, [codeId(LAURA, 'OTROPREFIJO')])]], ATTACKERS.filter((who) => who?.uid !== 'admin-activo'), dbOf);
});
