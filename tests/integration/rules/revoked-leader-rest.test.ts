// A revoked leader tries to keep reading through the Firestore REST API with real ID tokens
// issued by the Auth emulator: the token of the session they already had, and a fresh one
// after signing in again. firestore.rules must refuse both as soon as an administrator sets
// permissions.read to false, and let the leader read again when it is restored.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { signInWithPassword } from '../../../scripts/admin/callable';
import { auth, authEmulatorHost, closeAdminApp, db, DEMO_PASSWORD, projectId, runId, uniqueEmail } from '../functions/helpers';

const RULES = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

let testEnv: RulesTestEnvironment;
let leader: { uid: string; email: string };
const eventId = `evento-rest-${runId}`;
const codeId = `codigo-rest-${runId}`;

const signIn = () => signInWithPassword({ authEmulatorHost, apiKey: 'fake-api-key', email: leader.email, password: DEMO_PASSWORD });

/** HTTP status of each read the leader's pages make, sent with `idToken`. */
async function readStatuses(idToken: string): Promise<Record<string, number>> {
  const headers = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  const codesQuery = {
    structuredQuery: {
      from: [{ collectionId: 'codes' }],
      where: { fieldFilter: { field: { fieldPath: 'leaderId.id' }, op: 'EQUAL', value: { stringValue: leader.uid } } },
    },
  };
  const [codes, code, event, events, summary] = await Promise.all([
    fetch(`${documentsUrl}:runQuery`, { method: 'POST', headers, body: JSON.stringify(codesQuery) }),
    fetch(`${documentsUrl}/codes/${codeId}`, { headers }),
    fetch(`${documentsUrl}/events/${eventId}`, { headers }),
    fetch(`${documentsUrl}/events`, { headers }),
    fetch(`${documentsUrl}/codeSummaries/${leader.uid}`, { headers }),
  ]);
  return { codes: codes.status, code: code.status, event: event.status, events: events.status, summary: summary.status };
}

const allowed = { codes: 200, code: 200, event: 200, events: 200, summary: 200 };
const refused = { codes: 403, code: 403, event: 403, events: 403, summary: 403 };

beforeAll(async () => {
  if (!firestoreHost) throw new Error('FIRESTORE_EMULATOR_HOST is not set.');
  const [host, port] = firestoreHost.split(':');
  // The emulator evaluates the rules of this working copy, whatever it was started with.
  testEnv = await initializeTestEnvironment({ projectId, firestore: { host, port: Number(port), rules: RULES } });

  const email = uniqueEmail('revocado-rest');
  const user = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true, displayName: 'Líder Revocable' });
  leader = { uid: user.uid, email };
  const now = Timestamp.now();
  await Promise.all([
    db.doc(`users/${user.uid}`).set({ role: 'Leader', storeId: DEFAULT_STORE_ID, permissions: { read: true }, displayName: 'Líder Revocable', email }),
    db.doc(`events/${eventId}`).set({ name: 'Evento REST' }),
    db.doc(`codes/${codeId}`).set({
      code: `REST${runId}`.toUpperCase(),
      status: 'available',
      currentUses: 0,
      maxUses: 1,
      maxTickets: 1,
      code_type: 'leader',
      leaderId: { id: user.uid, displayName: 'Líder Revocable' },
      eventId: { id: eventId, name: 'Evento REST' },
      storeId: DEFAULT_STORE_ID,
      trackingId: `lote-${runId}`,
      createdAt: now,
      createdBy: 'admin',
      updatedAt: now,
      deletedAt: null,
    }),
    db.doc(`codeSummaries/${user.uid}`).set({ total: 1, events: { [eventId]: { name: 'Evento REST', count: 1 } }, updatedAt: now }),
  ]);
});

afterAll(async () => {
  await Promise.all([
    db.doc(`codes/${codeId}`).delete(),
    db.doc(`events/${eventId}`).delete(),
    db.doc(`codeSummaries/${leader?.uid}`).delete(),
  ]).catch(() => undefined);
  await testEnv?.cleanup();
  await closeAdminApp();
});

describe('a revoked leader through the Firestore REST API', () => {
  it('reads codes, events and the summary while permissions.read is true', async () => {
    expect(await readStatuses(await signIn())).toEqual(allowed);
  });

  it('is refused everything with the token of the session they already had, once permissions.read is false', async () => {
    const oldToken = await signIn();
    expect(await readStatuses(oldToken)).toEqual(allowed);
    await db.doc(`users/${leader.uid}`).update({ permissions: { read: false } });
    expect(await readStatuses(oldToken)).toEqual(refused);
  });

  it('is refused everything after signing in again', async () => {
    expect(await readStatuses(await signIn())).toEqual(refused);
  });

  it('reads again once an administrator restores permissions.read', async () => {
    await db.doc(`users/${leader.uid}`).update({ permissions: { read: true } });
    expect(await readStatuses(await signIn())).toEqual(allowed);
  });

  it('is refused everything once the role is no longer Leader, with the same token', async () => {
    const token = await signIn();
    await db.doc(`users/${leader.uid}`).update({ role: 'Producer' });
    expect(await readStatuses(token)).toEqual(refused);
    await db.doc(`users/${leader.uid}`).update({ role: 'Leader' });
    expect(await readStatuses(token)).toEqual(allowed);
  });
});
