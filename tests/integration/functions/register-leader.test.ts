// registerLeader: registration on the server, called signed out like the registration screen.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { signInWithPassword } from '../../../scripts/admin/callable';
import { rateLimitDocId } from '../../../functions/src/lib/rate-limit-key';
import { REGISTRATION_PASSWORD } from '../../support/fixtures/passwords';
import { ANA_FORM, anaProfile } from '../../support/fixtures/registration';
import { auth, authEmulatorHost, callableError, callAs, closeAdminApp, db, DEMO_PASSWORD, mailsTo, uniqueEmail } from './helpers';

const form = (overrides: Record<string, unknown> = {}) => ({
  ...ANA_FORM,
  email: uniqueEmail('registro'),
  password: REGISTRATION_PASSWORD,
  ...overrides,
});

const registrationError = (data: unknown, options: { clientIp?: string } = {}) => callableError(null, 'registerLeader', data, options);

async function accountExists(email: string): Promise<boolean> {
  return auth.getUserByEmail(email).then(
    () => true,
    () => false,
  );
}

beforeAll(async () => {
  // registerLeader links the e-mail to the configured store's app; the rules tests, which clear
  // the emulator, may have run first.
  const configured = db.doc(`stores/${DEFAULT_STORE_ID}`);
  if (!(await configured.get()).exists) {
    const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5273';
    await configured.set({ name: 'Tienda configurada', appUrl, allowedRedirectOrigins: [appUrl] });
  }
});

afterAll(closeAdminApp);

describe('registerLeader', () => {
  it('creates the account, its profile, the Admin notification and the verification e-mail', async () => {
    const input = form({ email: uniqueEmail('Registro-Mayusculas').toUpperCase() });
    const email = input.email.toLowerCase();
    const result = await callAs<{ email: string; verificationEmailSent: boolean }>(null, 'registerLeader', input);
    expect(result).toEqual({ email, verificationEmailSent: true });

    const user = await auth.getUserByEmail(email);
    expect(user.displayName).toBe('Ana Mora Solís');
    expect(user.emailVerified).toBe(false);
    await expect(signInWithPassword({ authEmulatorHost, apiKey: 'fake-api-key', email, password: REGISTRATION_PASSWORD })).resolves.toBeTruthy();

    const profile = (await db.doc(`users/${user.uid}`).get()).data();
    expect(profile).toMatchObject({
      ...anaProfile(email),
      photoURL: null,
    });
    for (const field of ['role', 'storeId', 'permissions', 'password']) expect(profile).not.toHaveProperty(field);
    expect(profile?.createdAt).toBeInstanceOf(Timestamp);

    const notification = (await db.doc(`notifications/${user.uid}`).get()).data();
    expect(notification).toEqual({
      id: user.uid,
      createdBy: user.uid,
      date: expect.any(Timestamp),
      title: 'Admin',
      description: `El correo ${email} requiere autorización.`,
      icon: 'person_add',
      status: 'Unread',
      link: user.uid,
    });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].get('kind')).toBe('verifyEmail');
    expect(mails[0].get('message.subject')).toBe('Confirma tu correo electrónico');
    // The address is not proven yet: the e-mail greets nobody by the name the request carried.
    expect(mails[0].get('message.text').startsWith('Hola:\n')).toBe(true);
    expect(mails[0].get('expiresAt').toMillis()).toBeGreaterThan(Date.now());
    const link = new URL(mails[0].get('link'));
    expect(link.pathname).toBe('/auth/action');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    const store = (await db.doc(`stores/${DEFAULT_STORE_ID}`).get()).data();
    expect(link.searchParams.get('continueUrl')).toBe(`${String(store?.appUrl).replace(/\/+$/, '')}/iniciar-sesion`);
  });

  it('refuses an e-mail whose owner already proved it with the catalogue message, and changes nothing', async () => {
    const input = form();
    const existing = await auth.createUser({ email: input.email, password: DEMO_PASSWORD, displayName: 'Dueña Original', emailVerified: true });
    const error = await registrationError(input);
    expect([error.status, error.field, error.message]).toEqual(['ALREADY_EXISTS', 'email', 'Este correo esta asociado a una cuenta existente']);
    expect((await auth.getUser(existing.uid)).displayName).toBe('Dueña Original');
    expect((await db.doc(`users/${existing.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`notifications/${existing.uid}`).get()).exists).toBe(false);
    expect(await mailsTo(input.email)).toHaveLength(0);
  });

  const badInputs: Array<[field: string, overrides: Record<string, unknown>]> = [
    ['firstName', { firstName: '' }],
    ['firstName', { firstName: 'A'.repeat(41) }],
    ['firstName', { firstName: 'Ana\u2028María' }],
    ['lastName', { lastName: 'M'.repeat(60) }],
    ['email', { email: 'no-es-correo' }],
    ['dateOfBirth', { dateOfBirth: '2001-02-30' }],
    ['idType', { idType: 'dni' }],
    ['idNumber', { idNumber: '1\u00852' }],
    ['phone', { phone: 'llámame' }],
    ['password', { password: 'corta' }],
    ['password', { password: 'sinmayusculas#1' }],
    ['password', { password: 'Sin#Numeros' }],
    ['password', { password: undefined }],
  ];

  it.each(badInputs)('answers invalid-argument naming %s for %j and creates nothing', async (field, overrides) => {
    const input = form(overrides);
    const error = await registrationError(input);
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', field]);
    if (typeof input.email === 'string' && input.email.includes('@')) expect(await accountExists(input.email)).toBe(false);
  });

  it('answers resource-exhausted to a client IP that registered too many accounts, and creates nothing', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    await db.doc(`rateLimits/${rateLimitDocId('register-ip', ip)}`).set({ scope: 'register-ip', count: 1_000_000, windowStart: Timestamp.now() });
    const input = form();
    const error = await registrationError(input, { clientIp: ip });
    expect(error.httpStatus).toBe(429);
    expect(error.status).toBe('RESOURCE_EXHAUSTED');
    expect(await accountExists(input.email)).toBe(false);
  });
});
