// Squatting a future leader's address: anyone holding the public web API key can create an Auth
// account for an address through the Auth REST API (and, on the emulator, add a phone as second
// factor). Such an account never proved the address and has no profile: registerLeader and
// createLeader replace it (its factors and sessions go with it) instead of refusing the real
// owner forever. A verified account, or one with a users document, is never replaced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, authEmulatorHost, callableError, callAs, closeAdminApp, createAdmin, db, ensureConfiguredStore, leaderFormInput, mailsTo, type TestUser, uniqueEmail } from './helpers';
import { REGISTRATION_PASSWORD } from '../../support/fixtures/passwords';

const API_KEY = 'public-web-api-key';
const SQUATTER_PASSWORD = 'Squatter#2026';
const identityToolkit = (path: string) => `http://${authEmulatorHost}/identitytoolkit.googleapis.com/${path}?key=${API_KEY}`;

async function postJson<T>(url: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

interface Squatter {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/** The attacker: signs an address up through the public Auth REST API, as the web API key allows. */
async function squat(email: string): Promise<Squatter> {
  const { status, body } = await postJson<{ localId: string; idToken: string; refreshToken: string }>(identityToolkit('v1/accounts:signUp'), {
    email,
    password: SQUATTER_PASSWORD,
    returnSecureToken: true,
  });
  expect(status).toBe(200);
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
}

/**
 * The attacker adds their own phone as second factor. The local Auth emulator takes it through
 * accounts:update with the attacker's own ID token, even though the address is unverified.
 */
async function enrollSquatterPhone(squatter: Squatter): Promise<boolean> {
  const phoneInfo = `+5068${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const { status } = await postJson(identityToolkit('v1/accounts:update'), {
    idToken: squatter.idToken,
    mfa: { enrollments: [{ phoneInfo, displayName: 'Mi teléfono', mfaEnrollmentId: `squat-${Date.now()}` }] },
    returnSecureToken: true,
  });
  return status === 200;
}

/** True when the squatter's refresh token still yields new ID tokens. */
async function sessionStillLive(squatter: Squatter): Promise<boolean> {
  const response = await fetch(`http://${authEmulatorHost}/securetoken.googleapis.com/v1/token?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: squatter.refreshToken }),
  });
  return response.ok;
}

async function squatterSignsIn(email: string): Promise<boolean> {
  return (await postJson(identityToolkit('v1/accounts:signInWithPassword'), { email, password: SQUATTER_PASSWORD, returnSecureToken: true })).status === 200;
}


const leaderForm = (email: string) => leaderFormInput({ lastName: 'Mora', email });

let admin: TestUser;

beforeAll(async () => {
  await ensureConfiguredStore();
  admin = await createAdmin();
});

afterAll(closeAdminApp);

describe("an address squatted through the public Auth API does not lock its owner out", () => {
  it('createLeader replaces the squatted account, with its second factor and its sessions', async () => {
    const email = uniqueEmail('ana-futura');
    const squatter = await squat(email);
    expect(await enrollSquatterPhone(squatter)).toBe(true);
    expect((await auth.getUser(squatter.uid)).multiFactor?.enrolledFactors).toHaveLength(1);

    const result = await callAs<{ uid: string; email: string }>(admin, 'createLeader', leaderForm(email));

    expect(result.uid).not.toBe(squatter.uid);
    await expect(auth.getUser(squatter.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const replaced = await auth.getUser(result.uid);
    expect(replaced.email).toBe(email);
    expect(replaced.multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect((await db.doc(`users/${result.uid}`).get()).get('role')).toBe('Leader');
    expect(await sessionStillLive(squatter)).toBe(false);
    expect(await squatterSignsIn(email)).toBe(false);
    expect((await mailsTo(email)).map((mail) => mail.get('kind'))).toEqual(['invitation']);
  });

  it('registerLeader replaces the squatted account and registers the owner', async () => {
    const email = uniqueEmail('registro-futuro');
    const squatter = await squat(email);
    expect(await enrollSquatterPhone(squatter)).toBe(true);
    expect((await auth.getUser(squatter.uid)).multiFactor?.enrolledFactors).toHaveLength(1);

    const result = await callAs<{ email: string; verificationEmailSent: boolean }>(null, 'registerLeader', { ...leaderForm(email), password: REGISTRATION_PASSWORD });

    expect(result).toEqual({ email, verificationEmailSent: true });
    const owner = await auth.getUserByEmail(email);
    expect(owner.uid).not.toBe(squatter.uid);
    expect(owner.multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect((await db.doc(`users/${owner.uid}`).get()).exists).toBe(true);
    expect(await sessionStillLive(squatter)).toBe(false);
    expect(await squatterSignsIn(email)).toBe(false);
  });

  it('never replaces an account whose owner proved the address', async () => {
    const email = uniqueEmail('verificada');
    const existing = await auth.createUser({ email, password: SQUATTER_PASSWORD, emailVerified: true, displayName: 'Dueña Original' });
    const create = await callableError(admin, 'createLeader', leaderForm(email));
    expect([create.status, create.field]).toEqual(['ALREADY_EXISTS', 'email']);
    const register = await callableError(null, 'registerLeader', { ...leaderForm(email), password: REGISTRATION_PASSWORD });
    expect([register.status, register.field]).toEqual(['ALREADY_EXISTS', 'email']);
    expect((await auth.getUser(existing.uid)).displayName).toBe('Dueña Original');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('never replaces an unverified account that has a users document (a registration waiting for its owner)', async () => {
    const email = uniqueEmail('pendiente');
    const existing = await auth.createUser({ email, password: SQUATTER_PASSWORD, emailVerified: false, displayName: 'Registro Pendiente' });
    await db.doc(`users/${existing.uid}`).set({ email, displayName: 'Registro Pendiente' });
    const create = await callableError(admin, 'createLeader', leaderForm(email));
    expect([create.status, create.field]).toEqual(['ALREADY_EXISTS', 'email']);
    const register = await callableError(null, 'registerLeader', { ...leaderForm(email), password: REGISTRATION_PASSWORD });
    expect([register.status, register.field]).toEqual(['ALREADY_EXISTS', 'email']);
    expect((await auth.getUser(existing.uid)).uid).toBe(existing.uid);
  });
});
