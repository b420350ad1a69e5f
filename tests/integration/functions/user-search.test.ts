// Finding a leader by name or e-mail (common/leader-search.ts): every users/{uid} document
// carries sortName and searchPrefixes. The functions that create or change a profile write them
// in the same commit, so a new leader is findable as soon as the call answers; the
// indexUserProfile trigger keeps them right after a change made anywhere else, and stops there.
// The triggers are never paused here: pausing them is for bulk data, and they may take a while
// to deliver events again once resumed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { leaderSearchFields, searchKey } from '@common/leader-search';
import {
  callAs,
  closeAdminApp,
  createAdmin,
  createRegistration,
  db,
  DEMO_PASSWORD,
  ensureConfiguredStore,
  leaderFormInput,
  runId,
  type TestUser,
  uniqueEmail,
} from './helpers';

let admin: TestUser;

const searchFieldsOf = async (uid: string) => {
  const profile = (await db.doc(`users/${uid}`).get()).data();
  return { sortName: profile?.sortName, searchPrefixes: profile?.searchPrefixes };
};

/** The leaders a search in the administrators' area finds: one indexed query. */
const findLeaders = async (search: string) =>
  (await db.collection('users').where('storeId', '==', DEFAULT_STORE_ID).where('searchPrefixes', 'array-contains', searchKey(search)).get()).docs.map(
    (doc) => doc.id,
  );

/** Runs of the trigger the functions emulator has finished so far (its log, read as runtime.test.ts does). */
function finishedTriggerRuns(): number {
  const logDir = process.env.STACK_LOG_DIR;
  if (!logDir) throw new Error('STACK_LOG_DIR is not set: this test reads the log of the stack that `npm test` starts.');
  const log = stripVTControlCharacters(readFileSync(path.join(logDir, 'firebase-emulators.log'), 'utf8'));
  return log.split('\n').filter((line) => line.includes('Finished "us-central1-indexUserProfile"')).length;
}

beforeAll(async () => {
  await ensureConfiguredStore();
  admin = await createAdmin();
});

afterAll(closeAdminApp);

describe('the functions write the search fields themselves', () => {
  /** The users document, and whether one write made it (the trigger, had it added the fields, would be a second). */
  const writtenOnce = async (uid: string) => {
    const doc = await db.doc(`users/${uid}`).get();
    return doc.createTime !== undefined && doc.updateTime !== undefined && doc.createTime.isEqual(doc.updateTime);
  };

  it('createLeader: the new leader is findable by name and e-mail as soon as the call answers', async () => {
    const form = leaderFormInput({ firstName: 'Úrsula', lastName: `Quirós ${runId.replace(/[^a-z]/g, '')}`, email: uniqueEmail('Ursula') });
    const { uid } = await callAs<{ uid: string }>(admin, 'createLeader', form);
    expect(await searchFieldsOf(uid)).toEqual(leaderSearchFields({ displayName: `${form.firstName} ${form.lastName}`, email: form.email }));
    expect(await writtenOnce(uid)).toBe(true);
    for (const search of ['ursula', 'Quirós', form.email]) expect(await findLeaders(search), search).toContain(uid);
  });

  it('registerLeader: the registration carries them from its first write', async () => {
    const email = uniqueEmail('registro-busqueda');
    await callAs(null, 'registerLeader', { ...leaderFormInput({ firstName: 'Íñigo', lastName: 'Salas', email }), password: DEMO_PASSWORD });
    const registered = await db.collection('users').where('email', '==', email).get();
    expect(registered.docs).toHaveLength(1);
    expect(await searchFieldsOf(registered.docs[0].id)).toEqual(leaderSearchFields({ displayName: 'Íñigo Salas', email }));
    expect(await writtenOnce(registered.docs[0].id)).toBe(true);
  });

  it('authorizeUser: the authorized leader is findable as soon as the call answers, by the commit that authorized them', async () => {
    const registrant = await createRegistration('autorizado-busqueda');
    await db.doc(`users/${registrant.uid}`).update({ displayName: 'Zoila Céspedes' });
    await callAs(admin, 'authorizeUser', { uid: registrant.uid });
    const [profile, request] = await Promise.all([db.doc(`users/${registrant.uid}`).get(), db.doc(`notifications/${registrant.uid}`).get()]);
    expect(await searchFieldsOf(registrant.uid)).toEqual(leaderSearchFields({ displayName: 'Zoila Céspedes', email: registrant.email }));
    // The request was answered in the same transaction: its time is the authorization's.
    expect(profile.updateTime?.isEqual(request.updateTime!)).toBe(true);
    expect(await findLeaders('zoila ces')).toContain(registrant.uid);
  });
});

describe('the indexUserProfile trigger', { timeout: 120_000 }, () => {
  // The emulator runs trigger events a few at a time, in order of arrival: after a file that
  // wrote thousands of codes, this file's events wait behind theirs for minutes. The tests start
  // once the trigger has indexed a document of this file.
  beforeAll(async () => {
    const ref = db.collection('users').doc();
    await ref.set({ displayName: 'Prueba Disponible', email: uniqueEmail('disponible') });
    for (const deadline = Date.now() + 600_000; (await ref.get()).get('sortName') !== 'prueba disponible'; ) {
      if (Date.now() > deadline) throw new Error('indexUserProfile did not index a new users document within 10 minutes.');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }, 620_000);

  const eventually = (uid: string, expected: object) => expect.poll(() => searchFieldsOf(uid), { timeout: 45_000, interval: 250 }).toEqual(expected);

  it('follows a name changed straight in Firestore (the console, a script)', async () => {
    const email = uniqueEmail('cambio-nombre');
    const ref = db.collection('users').doc();
    await ref.set({ role: 'Leader', storeId: DEFAULT_STORE_ID, displayName: 'Marta Quesada', email });
    await eventually(ref.id, leaderSearchFields({ displayName: 'Marta Quesada', email }));

    await ref.update({ displayName: 'Marta Villalobos' });
    await eventually(ref.id, leaderSearchFields({ displayName: 'Marta Villalobos', email }));
    expect(await findLeaders('villalobos')).toContain(ref.id);
    expect(await findLeaders('quesada')).not.toContain(ref.id);
  });

  // Firestore sends no event for a write that changes nothing, so what would loop is a write that
  // changes something each time. After the runs for the test's write and for the trigger's own
  // write, and after a change that leaves the fields as they are, the document is as it was
  // (which fields the handler compares is search-fields.test.ts).
  it('does not write again after its own write, nor after a change that leaves the fields as they are', async () => {
    const email = uniqueEmail('sin-bucle');
    const ref = db.collection('users').doc();
    const runsBefore = finishedTriggerRuns();
    await ref.set({ displayName: 'Rocío Brenes', email });
    await eventually(ref.id, leaderSearchFields({ displayName: 'Rocío Brenes', email }));
    const indexed = await ref.get();
    await expect.poll(() => finishedTriggerRuns() - runsBefore, { timeout: 45_000, interval: 250 }).toBeGreaterThanOrEqual(2);
    expect((await ref.get()).updateTime?.isEqual(indexed.updateTime!)).toBe(true);

    const runsBeforePhone = finishedTriggerRuns();
    const phoneWrite = await ref.update({ phoneNumber: '+506 8888 0000' });
    await expect.poll(() => finishedTriggerRuns() - runsBeforePhone, { timeout: 45_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).updateTime?.isEqual(phoneWrite.writeTime)).toBe(true);
  });
});
