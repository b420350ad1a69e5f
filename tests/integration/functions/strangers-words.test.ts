// A stranger's words never reach a genuine e-mail: a name is a name (letters, spaces,
// apostrophes, hyphens, dots) in every function that takes one, and an e-mail to an address
// whose owner has not proven it greets nobody by a name that came from a request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_NAMES } from '../../support/fixtures/not-names';
import { auth, callableError, callAs, closeAdminApp, createAdmin, createTestStore, DEMO_PASSWORD, ensureConfiguredStore, functionsBase, leaderFormInput, mailsTo, type TestUser, uniqueEmail } from './helpers';
import { REGISTRATION_PASSWORD } from '../../support/fixtures/passwords';

const PHISHING = { firstName: 'Cuenta bloqueada: llame al 8888-0000', lastName: 'y deposite al SINPE o visite evil.example/s' };

const leaderForm = (overrides: Record<string, unknown> = {}) => leaderFormInput({ email: uniqueEmail('palabras'), ...overrides });
const registration = (overrides: Record<string, unknown> = {}) => leaderForm({ password: REGISTRATION_PASSWORD, ...overrides });


async function accountExists(email: string): Promise<boolean> {
  return auth.getUserByEmail(email).then(
    () => true,
    () => false,
  );
}

let admin: TestUser;
let store: { storeId: string; appUrl: string };

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, store] = await Promise.all([createAdmin(), createTestStore()]);
});

afterAll(closeAdminApp);

describe("a stranger's registration puts none of their words in the e-mail to the address", () => {
  it('refuses a signed-out registration whose name is a message, and sends nothing to the address', async () => {
    const input = registration(PHISHING);
    const error = await callableError(null, 'registerLeader', input);
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'firstName']);
    expect(error.message).toMatch(/nombre/i);
    expect(await accountExists(input.email)).toBe(false);
    expect(await mailsTo(input.email)).toHaveLength(0);
  });

  it('greets nobody by name in the verification e-mail of a registration, since the address is not yet proven', async () => {
    const input = registration({ firstName: 'Ana', lastName: 'Mora' });
    await callAs(null, 'registerLeader', input);
    const [mail] = await mailsTo(input.email.toLowerCase());
    const message = mail.get('message') as { html: string; text: string };
    expect(message.text.startsWith('Hola:\n')).toBe(true);
    expect(message.html).not.toContain('Ana');
  });

  it('greets nobody by the registered name in a later reset e-mail while the address is still unproven', async () => {
    const input = registration({ firstName: 'Ana', lastName: 'Mora' });
    await callAs(null, 'registerLeader', input);
    const email = input.email.toLowerCase();
    expect((await requestReset(email)).status).toBe(200);
    const reset = (await mailsTo(email)).find((mail) => mail.get('kind') === 'resetPassword');
    const message = reset?.get('message') as { html: string; text: string };
    expect(message.text.startsWith('Hola:\n')).toBe(true);
    expect(message.html).not.toContain('Ana Mora');
  });

  it('greets nobody by a stored name that is not a name, even at a proven address', async () => {
    const email = uniqueEmail('nombre-viejo');
    await auth.createUser({ email, password: DEMO_PASSWORD, displayName: PHISHING.firstName, emailVerified: true });
    expect((await requestReset(email)).status).toBe(200);
    const [mail] = await mailsTo(email);
    const message = mail.get('message') as { html: string; text: string };
    expect(message.text.startsWith('Hola:\n')).toBe(true);
    expect(message.html).not.toContain('8888-0000');
  });

  it('greets by the account name once the owner has proven the address', async () => {
    const email = uniqueEmail('probada');
    await auth.createUser({ email, password: DEMO_PASSWORD, displayName: 'Laura Jiménez', emailVerified: true });
    expect((await requestReset(email)).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect((mail.get('message') as { text: string }).text).toContain('Hola, Laura Jiménez:');
  });
});

/** A password reset request for `email`, from a client address of its own (no rate limit shared between tests). */
function requestReset(email: string): Promise<Response> {
  return fetch(`${functionsBase}/sendEmailActionCustom`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ email, mode: 'resetPassword', redirect: `${store.appUrl}/iniciar-sesion`, storeId: store.storeId, subject: 'Restablece tu contraseña', name: '' }),
  });
}

describe('names are names in every function that takes one', () => {
  // The shortest of the texts that are not names: each must also fit a first name's length.
  const notNames = NOT_NAMES.filter(([, text]) => text.length > 0 && text.length <= 40);

  it.each(notNames)('registerLeader refuses a first name with %s, naming the field', async (_label, firstName) => {
    const input = registration({ firstName });
    const error = await callableError(null, 'registerLeader', input);
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'firstName']);
    expect(await accountExists(input.email)).toBe(false);
  });

  it.each(notNames)('registerLeader refuses last names with %s, naming the field', async (_label, lastName) => {
    const error = await callableError(null, 'registerLeader', registration({ lastName }));
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'lastName']);
  });

  it.each(notNames)('createLeader refuses a first name with %s, naming the field', async (_label, firstName) => {
    const error = await callableError(admin, 'createLeader', leaderForm({ firstName }));
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'firstName']);
  });

  it.each([
    ['an accent written as a combining mark', 'Jose\u0301', 'Mora'],
    ['an apostrophe and a hyphen', "D'Angelo", 'Pérez-Soto'],
    ['a typographic apostrophe and a dot', 'Ma. José', 'O’Connor'],
    ['another script', '李', 'Nguyễn'],
  ])('createLeader accepts names with %s', async (_label, firstName, lastName) => {
    const result = await callAs<{ uid: string }>(admin, 'createLeader', leaderForm({ firstName, lastName }));
    expect((await auth.getUser(result.uid)).displayName).toBe(`${firstName} ${lastName}`);
  });
});
