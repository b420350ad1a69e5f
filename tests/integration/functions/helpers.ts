// Shared set-up of the functions integration tests: emulator addresses from the standard
// variables, a firebase-admin app, and data each test run creates for itself (unique ids and
// e-mails per run), so the tests run after the demo seed and again and again.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { ActivityDoc } from '../../../common/activity';
import { DEFAULT_STORE_ID } from '../../../common/constants';
import { registrationNotice } from '../../../common/registration-notice';
import { generateRequestDocId, inputFingerprint, RUN_STALE_AFTER_MS } from '../../../functions/src/codes/generate-request';
import { CallableError, callCallable, functionsBaseUrl, signInWithPassword, type CallableTarget } from '../../../scripts/admin/callable';
import { DEMO_PASSWORD } from '../../../scripts/seed/demo-data';
import { createAccount, LEADER_PROFILE } from '../../support/accounts';
import { COLLECTIONS } from '../../../common/collections';

/** The one password of the test accounts: the demo accounts' own. */
export { DEMO_PASSWORD };

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the functions integration tests need the emulators (npm test).`);
  return value;
}

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-centro-lideres';
export const authEmulatorHost = requiredEnv('FIREBASE_AUTH_EMULATOR_HOST');
requiredEnv('FIRESTORE_EMULATOR_HOST');
export const functionsOrigin = requiredEnv('FUNCTIONS_EMULATOR_ORIGIN');
export const functionsBase = functionsBaseUrl({ project: projectId, emulatorOrigin: functionsOrigin });

/** Unique per test run: keeps e-mails, store ids and rate-limit keys apart between runs. */
export const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${runId}-${(counter += 1)}@pruebas.cr`;

export const adminApp: App = initializeApp({ projectId }, `functions-tests-${runId}`);
export const db = getFirestore(adminApp);
export const auth = getAuth(adminApp);

export async function closeAdminApp(): Promise<void> {
  await deleteApp(adminApp);
}

/** What generateCodes answers. */
export interface GenerateResult {
  trackingId: string;
  codes: string[];
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/**
 * An account (tests/support/accounts.ts) named 'Prueba {label}', signed in: `profile` is what its
 * users document holds beside the seed's fields (role, store, access: none unless given; null: no
 * document). Its e-mail is verified unless `emailVerified: false`: the ID token carries what Auth
 * said at sign-in.
 */
export async function createTestUser(label: string, profile: Record<string, unknown> | null, options: { emailVerified?: boolean } = {}): Promise<TestUser> {
  const { uid, email, password } = await createAccount({ auth, firestore: db }, { email: uniqueEmail(label), name: `Prueba ${label}`, verified: options.emailVerified ?? true, profile });
  const idToken = await signInWithPassword({ authEmulatorHost, apiKey: 'fake-api-key', email, password });
  return { uid, email, idToken };
}

/** A leader of the store who may read (LEADER_PROFILE), signed in. */
export const createReadingLeader = (label: string, profile: Record<string, unknown> = {}, options: { emailVerified?: boolean } = {}) =>
  createTestUser(label, { ...LEADER_PROFILE, ...profile }, options);

/** An active administrator: an Admin of the configured store (the only kind the admin functions serve). */
export const createAdmin = () => createTestUser('admin', { role: 'Admin', storeId: DEFAULT_STORE_ID });

export function callAs<T>(user: TestUser | null, name: string, data: unknown): Promise<T> {
  const target: CallableTarget = { baseUrl: functionsBase, idToken: user?.idToken };
  return callCallable<T>(target, name, data);
}

/**
 * The error a callable answers with (status, message, field, HTTP status); the test fails when
 * the call succeeds. With `clientIp` the call goes over plain HTTP with that X-Forwarded-For
 * (the SDK sets no headers), which the functions read as the caller's address.
 */
export async function callableError(user: TestUser | null, name: string, data: unknown, options: { clientIp?: string } = {}): Promise<CallableError> {
  if (options.clientIp) return callableErrorOverHttp(user, name, data, options.clientIp);
  try {
    await callAs(user, name, data);
  } catch (error) {
    if (error instanceof CallableError) return error;
    throw error;
  }
  throw new Error(`${name} answered without an error`);
}

async function callableErrorOverHttp(user: TestUser | null, name: string, data: unknown, clientIp: string): Promise<CallableError> {
  const response = await fetch(`${functionsBase}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientIp, ...(user ? { Authorization: `Bearer ${user.idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { error?: { status: string; message: string; details?: unknown } };
  if (!body.error) throw new Error(`${name} answered without an error (HTTP ${response.status})`);
  return new CallableError(body.error.status, body.error.message, body.error.details, response.status);
}

/** The leader form as an administrator or a registration fills it (a unique e-mail unless given). */
export function leaderFormInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Mora Solís',
    email: uniqueEmail('lider-form'),
    dateOfBirth: '1990-05-17',
    idType: 'national_id',
    idNumber: '1-2345-6789',
    phone: '+506 8888 1234',
    ...overrides,
  };
}

/** The configured store's document, as the seed writes it, for the functions that need it when no seed ran. */
export async function ensureConfiguredStore(): Promise<void> {
  const configured = db.doc(`stores/${DEFAULT_STORE_ID}`);
  if ((await configured.get()).exists) return;
  const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5273';
  await configured.set({ name: 'Tienda configurada', appUrl, allowedRedirectOrigins: [appUrl] });
}

/** A store of this run: its app URL and allowed origins are ours, not the seed's. */
export async function createTestStore(): Promise<{ storeId: string; appUrl: string; origins: string[] }> {
  const storeId = `pruebas-${runId}`;
  const appUrl = 'http://127.0.0.1:5273';
  const origins = [appUrl, `https://tienda-${runId}.example`];
  await db.doc(`stores/${storeId}`).set({ name: `Tienda de pruebas ${runId}`, appUrl, allowedRedirectOrigins: origins });
  return { storeId, appUrl, origins };
}

export async function createTestEvent(): Promise<{ id: string; name: string }> {
  const name = `Evento de pruebas ${runId} ${(counter += 1)}`;
  const ref = await db.collection('events').add({ name });
  return { id: ref.id, name };
}

export async function mailsTo(email: string) {
  return (await db.collection('mail').where('to', 'array-contains', email).get()).docs;
}

/**
 * A registration waiting for authorization, as registerLeader leaves it: an account with a
 * profile (no role, store or permissions) and its unread 'Admin' request in notifications/{uid}.
 */
export async function createRegistration(label: string, options: { emailVerified?: boolean } = {}): Promise<TestUser> {
  const user = await createTestUser(label, { firstName: 'Sofía', lastName: 'Mora', displayName: 'Sofía Mora' }, options);
  await db.doc(`notifications/${user.uid}`).set({ ...registrationNotice(user.uid, user.email), date: Timestamp.now() });
  return user;
}

export type ActivityEntry = ActivityDoc & { id: string };

async function activityWhere(field: string, uid: string): Promise<ActivityEntry[]> {
  return (await db.collection('activity').where(field, '==', uid).get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as ActivityDoc) }));
}

/** The activity log entries written by `actorUid` (activity/{id}, common/activity.ts). */
export const activityBy = (actorUid: string) => activityWhere('actor.uid', actorUid);

/** The activity log entries about the account `subjectUid`. */
export const activityAbout = (subjectUid: string) => activityWhere('subject.uid', subjectUid);

/**
 * What a generateCodes instance killed in the middle of a request leaves behind: the request's
 * record, still "running" long after any run could last (the codes it wrote are the test's to add).
 */
export async function writeDeadGenerateRun(adminUid: string, request: { requestId: string } & Record<string, unknown>, trackingId: string): Promise<void> {
  await db.doc(`${COLLECTIONS.generateRequests}/${generateRequestDocId(adminUid, request.requestId)}`).set({
    status: 'running',
    adminUid,
    trackingId,
    fingerprint: inputFingerprint({ ...request, length: 8 } as Parameters<typeof inputFingerprint>[0]),
    startedAtMs: Date.now() - RUN_STALE_AFTER_MS - 1000,
    attempts: 1,
    expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
  });
}

/**
 * One available code written straight to Firestore as generateCodes leaves it (the code, its
 * reservation codeKeys/{CODE} and no summary), in `storeId`: the code of another store, which
 * no function of this store writes.
 */
export async function writeCodeByHand(leaderUid: string, storeId: string, eventId: string): Promise<{ id: string; code: string }> {
  const code = `MANO${runId}${(counter += 1)}`.toUpperCase();
  const ref = db.collection('codes').doc();
  const createdAt = Timestamp.now();
  await ref.set({
    code,
    status: 'available',
    currentUses: 0,
    maxUses: 1,
    maxTickets: 1,
    code_type: 'leader',
    leaderId: { id: leaderUid, displayName: 'Prueba a mano' },
    eventId: { id: eventId, name: 'Evento a mano' },
    storeId,
    trackingId: `mano-${runId}`,
    createdAt,
    createdBy: 'prueba',
    updatedAt: createdAt,
    deletedAt: null,
  });
  await db.doc(`codeKeys/${code}`).set({ codeId: ref.id, trackingId: `mano-${runId}`, createdAt });
  return { id: ref.id, code };
}
