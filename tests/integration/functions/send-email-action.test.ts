// sendEmailActionCustom against the Functions, Auth and Firestore emulators.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ANSWER_FLOOR_MS } from '../../../functions/src/email/answer-timing';
import { rateLimitDocId } from '../../../functions/src/lib/rate-limit-key';
import { auth, authEmulatorHost, closeAdminApp, createTestStore, db, functionsBase, mailsTo, DEMO_PASSWORD, projectId, runId, uniqueEmail } from './helpers';
import type { EmailActionMode } from '../../../common/constants';

const url = `${functionsBase}/sendEmailActionCustom`;
/** Answers of the function: success, or an error with a code, a message and maybe a field. */
interface ApiAnswer {
  status?: string;
  error: { code: string; message: string; field?: string };
}

let store: { storeId: string; appUrl: string; origins: string[] };
let ipCounter = 0;

/** A distinct client IP per request group (the emulator honours X-Forwarded-For), so IP limits never interfere. */
const freshIp = () => `198.51.${Math.floor(Math.random() * 200)}.${(ipCounter += 1) % 250}`;

function payload(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('sin-cuenta'),
    mode: 'resetPassword',
    redirect: `${store.appUrl}/iniciar-sesion`,
    storeId: store.storeId,
    subject: 'Restablece tu contraseña',
    name: 'Laura',
    ...overrides,
  };
}

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as ApiAnswer | null };
}

beforeAll(async () => {
  store = await createTestStore();
});

afterAll(closeAdminApp);

describe('sendEmailActionCustom input validation', () => {
  const badValues: Array<[field: string, value: unknown]> = [
    ['email', undefined],
    ['email', 'no-es-un-correo'],
    ['mode', 'deleteAccount'],
    ['mode', undefined],
    ['redirect', 'javascript:alert(1)'],
    ['redirect', 'no es una url'],
    ['storeId', ''],
    ['storeId', 42],
    ['subject', ''],
    ['subject', 'Asunto\r\nBcc: otro@ejemplo.com'],
    ['name', 123],
    ['name', 'x'.repeat(101)],
  ];

  it.each(badValues)('answers 400 naming the field when %s is %j', async (field, value) => {
    const response = await post(payload({ [field]: value }));
    expect(response.status).toBe(400);
    expect(response.body?.error).toMatchObject({ code: 'invalid-argument', field });
    expect(String(response.body?.error.message).length).toBeGreaterThan(5);
  });

  it('answers 400 naming storeId for a store that does not exist', async () => {
    const response = await post(payload({ storeId: `no-existe-${runId}` }));
    expect(response.status).toBe(400);
    expect(response.body?.error).toMatchObject({ code: 'invalid-argument', field: 'storeId' });
  });

  it('refuses a redirect outside the store allow-list with 400 (no open redirect)', async () => {
    for (const redirect of ['https://malicioso.example/robar', 'http://127.0.0.1:9999/', `https://tienda-${runId}.example.evil.com/`]) {
      const response = await post(payload({ redirect }));
      expect(response.status, redirect).toBe(400);
      expect(response.body?.error).toMatchObject({ code: 'invalid-argument', field: 'redirect' });
    }
  });

  it('accepts only POST', async () => {
    const response = await fetch(url, { method: 'GET' });
    expect(response.status).toBe(405);
  });
});

describe('sendEmailActionCustom delivery', () => {
  it('gives an unknown e-mail the same success answer and writes no mail', async () => {
    const email = uniqueEmail('desconocido');
    const response = await post(payload({ email }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'success' });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('queues a branded Spanish reset e-mail whose link opens the app action page', async () => {
    const email = uniqueEmail('conocido');
    await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    const redirect = `${store.appUrl}/iniciar-sesion`;
    await auth.updateUser((await auth.getUserByEmail(email)).uid, { displayName: "Ana O'Connor" });
    const response = await post(payload({ email, redirect }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'success' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0].data();
    expect(mail.to).toEqual([email]);
    expect(mail.kind).toBe('resetPassword');
    expect(mail.message.subject).toBe('Restablece tu contraseña');
    expect(mail.message.html).toContain('Hola, Ana O&#39;Connor:');
    expect(mail.message.html).toContain('lang="es"');
    expect(mail.message.text).toContain(mail.link);
    expect(mail.createdAt).toBeInstanceOf(Timestamp);

    const link = new URL(mail.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${store.appUrl}/auth/action`);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('continueUrl')).toBe(redirect);
    expect(link.searchParams.get('lang')).toBe('es');
    const oobCode = link.searchParams.get('oobCode');
    expect(oobCode).toBeTruthy();

    // The code is a real one the Auth emulator issued for this address.
    const oob = (await (await fetch(`http://${authEmulatorHost}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as {
      oobCodes: Array<{ email: string; oobCode: string; requestType: string }>;
    };
    expect(oob.oobCodes).toContainEqual(expect.objectContaining({ email, oobCode, requestType: 'PASSWORD_RESET' }));
  });

  it('greets nobody by a stored name with markup, and never lets it into the HTML', async () => {
    const email = uniqueEmail('marcado');
    await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true, displayName: '<script>alert(1)</script> Ana' });
    expect((await post(payload({ email }))).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.get('message.html')).toContain('Hola:');
    expect(mail.get('message.html')).not.toContain('<script>');
    expect(mail.get('message.html')).not.toContain('alert(1)');
  });

  it('queues a verification e-mail with a verifyEmail link', async () => {
    const email = uniqueEmail('verificar');
    await auth.createUser({ email, password: DEMO_PASSWORD });
    const response = await post(payload({ email, mode: 'verifyEmail', subject: 'Confirma tu correo' }));
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.get('kind')).toBe('verifyEmail');
    expect(mail.get('message.subject')).toBe('Confirma tu correo electrónico');
    expect(new URL(mail.get('link')).searchParams.get('mode')).toBe('verifyEmail');
  });
});

describe('sendEmailActionCustom rate limit', () => {
  it('answers 429 to a fourth request for the same address from the same client within ten minutes', async () => {
    const email = uniqueEmail('limite');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post(payload({ email }), { 'X-Forwarded-For': ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(payload({ email }), { 'X-Forwarded-For': ip });
    expect(limited.body?.error.code).toBe('resource-exhausted');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it("a stranger's requests for an address do not lock its owner out of their own reset", async () => {
    const email = uniqueEmail('victima');
    await auth.createUser({ email, password: DEMO_PASSWORD });
    // The stranger keeps going long after being refused: refused requests use up nothing.
    const stranger = freshIp();
    const strangerStatuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) strangerStatuses.push((await post(payload({ email }), { 'X-Forwarded-For': stranger })).status);
    expect(strangerStatuses).toEqual([200, 200, 200, ...Array(9).fill(429)]);
    const before = (await mailsTo(email)).length;

    const own = await post(payload({ email }), { 'X-Forwarded-For': freshIp() });
    expect(own.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(before + 1);
  });

  it('answers 429 once an address got ten requests from any clients within ten minutes', async () => {
    const email = uniqueEmail('limite-direccion');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await post(payload({ email }))).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('answers 429 to a client IP that used up its quota, whatever the e-mail', async () => {
    const ip = freshIp();
    await db.doc(`rateLimits/${rateLimitDocId('ip', ip)}`).set({ scope: 'ip', count: 1_000_000, windowStart: Timestamp.now() });
    const response = await post(payload(), { 'X-Forwarded-For': ip });
    expect(response.status).toBe(429);
    expect((await post(payload(), { 'X-Forwarded-For': freshIp() })).status).toBe(200);
  });
});

describe('sendEmailActionCustom writes only its own texts into the e-mail', () => {
  // The name is a valid name (a message posing as one is refused outright, see strangers-words.test.ts).
  const forged = {
    subject: 'URGENTE: su cuenta será suspendida',
    name: 'Cliente SINPE Suspendido',
  };

  async function mailFor(email: string, mode: EmailActionMode) {
    expect((await post(payload({ email, mode, ...forged }))).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    return mails[0].data() as { message: { subject: string; html: string; text: string } };
  }

  it.each([
    ['resetPassword', 'Restablece tu contraseña'],
    ['verifyEmail', 'Confirma tu correo electrónico'],
  ] as const)('a %s e-mail has the server subject and the account name, never the request ones', async (mode, subject) => {
    const email = uniqueEmail(`asunto-${mode.toLowerCase()}`);
    await auth.createUser({ email, password: DEMO_PASSWORD, displayName: 'Laura Jiménez', emailVerified: true });
    const { message } = await mailFor(email, mode);
    expect(message.subject).toBe(subject);
    for (const part of [message.subject, message.html, message.text]) {
      expect(part).not.toContain('URGENTE');
      expect(part).not.toContain('SINPE');
    }
    expect(message.text).toContain('Hola, Laura Jiménez:');
  });

  it('greets with the users document name when the Auth account has none', async () => {
    const email = uniqueEmail('saludo-perfil');
    const user = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    await db.doc(`users/${user.uid}`).set({ email, displayName: 'Sofía Mora', firstName: 'Sofía' });
    expect((await mailFor(email, 'resetPassword')).message.text).toContain('Hola, Sofía Mora:');
  });

  it('greets with the first name when the users document has no display name', async () => {
    const email = uniqueEmail('saludo-nombre');
    const user = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    await db.doc(`users/${user.uid}`).set({ email, firstName: 'Raúl' });
    expect((await mailFor(email, 'resetPassword')).message.text).toContain('Hola, Raúl:');
  });

  it('greets without a name when the account has none, and never with the request one', async () => {
    const email = uniqueEmail('saludo-vacio');
    await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    const { message } = await mailFor(email, 'resetPassword');
    expect(message.text.startsWith('Hola:\n')).toBe(true);
  });

  it('cuts a huge stored name to one short line', async () => {
    const email = uniqueEmail('saludo-largo');
    const user = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    await db.doc(`users/${user.uid}`).set({ email, displayName: `Ana\u2028${'x'.repeat(900_000)}` });
    const { message } = await mailFor(email, 'resetPassword');
    const greeting = message.text.split('\n')[0];
    expect(greeting.length).toBeLessThanOrEqual(110);
    expect(greeting).not.toMatch(/[\u2028\u2029]/);
  });
});

describe('sendEmailActionCustom reveals nothing about which addresses have an account', () => {
  /** Every answer for a registered and an unknown address, side by side. */
  async function answersFor(overrides: Record<string, unknown>) {
    const registered = uniqueEmail('registrada');
    await auth.createUser({ email: registered, password: DEMO_PASSWORD, displayName: 'Cuenta Registrada' });
    const unknown = uniqueEmail('desconocida');
    const [forRegistered, forUnknown] = [await post(payload({ ...overrides, email: registered })), await post(payload({ ...overrides, email: unknown }))];
    return { forRegistered: { status: forRegistered.status, body: forRegistered.body }, forUnknown: { status: forUnknown.status, body: forUnknown.body } };
  }

  const oddRedirects: Array<[label: string, redirect: (app: string) => string]> = [
    ['two slashes in the path', (app) => `${app}//x`],
    ['a backslash in the path', (app) => `${app}/\\x`],
    ['ñ in the path', (app) => `${app}/señal`],
    ['an encoded ñ in the path', (app) => `${app}/se%C3%B1al`],
    ['< in the query', (app) => `${app}/iniciar-sesion?a=<b>`],
    ['a space in the query', (app) => `${app}/iniciar-sesion?a=b c`],
    ['a quote in the query', (app) => `${app}/iniciar-sesion?a="b"`],
    ['a double slash at the end', (app) => `${app}/iniciar-sesion//`],
    ['a pipe in the path', (app) => `${app}/a|b`],
    ['a caret in the hash', (app) => `${app}/iniciar-sesion#^`],
    ['credentials in the URL', (app) => app.replace('://', '://usuario:clave@')],
    ['a very long path', (app) => `${app}/${'a'.repeat(5000)}`],
  ];

  it.each(oddRedirects)('answers alike for a redirect with %s', async (_label, redirect) => {
    const { forRegistered, forUnknown } = await answersFor({ redirect: redirect(store.appUrl) });
    expect(forRegistered).toEqual(forUnknown);
  });

  it.each([
    ['an upper-case address', (email: string) => email.toUpperCase()],
    ['spaces around the address', (email: string) => `  ${email}  `],
  ])('answers alike for %s', async (_label, variant) => {
    const registered = uniqueEmail('variante');
    await auth.createUser({ email: registered, password: DEMO_PASSWORD });
    const unknown = uniqueEmail('variante-desconocida');
    const a = await post(payload({ email: variant(registered) }));
    const b = await post(payload({ email: variant(unknown) }));
    expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
  });

  it('answers a registered address as an unknown one when sending fails inside', async () => {
    // A store whose app URL cannot make a link: building the e-mail fails for real accounts only.
    const storeId = `rota-${runId}`;
    const origin = `https://rota-${runId}.example`;
    await db.doc(`stores/${storeId}`).set({ name: 'Tienda mal configurada', appUrl: 'sin esquema', allowedRedirectOrigins: [origin] });
    const { forRegistered, forUnknown } = await answersFor({ storeId, redirect: `${origin}/iniciar-sesion` });
    expect(forRegistered).toEqual(forUnknown);
    expect(forRegistered).toEqual({ status: 200, body: { status: 'success' } });
  });

  it('answers a registered and an unknown address no sooner than one common floor, so the response time does not tell them apart', async () => {
    const registered = uniqueEmail('cronometrada');
    await auth.createUser({ email: registered, password: DEMO_PASSWORD, displayName: 'Cuenta Cronometrada' });
    for (const email of [registered, uniqueEmail('cronometrada-desconocida')]) {
      const startedAt = performance.now();
      const response = await post(payload({ email }));
      const elapsedMs = performance.now() - startedAt;
      expect(response.status).toBe(200);
      expect(elapsedMs).toBeGreaterThanOrEqual(EMAIL_ANSWER_FLOOR_MS);
    }
    expect(await mailsTo(registered)).toHaveLength(1);
  });

  it('sends nothing to a disabled account and answers as for an unknown address', async () => {
    const email = uniqueEmail('deshabilitada');
    await auth.createUser({ email, password: DEMO_PASSWORD, disabled: true });
    const response = await post(payload({ email }));
    expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { status: 'success' } });
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('sendEmailActionCustom request hygiene', () => {
  it('answers 413 to a body over 16 KB', async () => {
    const response = await post(payload({ name: 'x'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body?.error.code).toBe('payload-too-large');
  });

  it.each([
    ['text/plain', (body: string) => body],
    ['application/x-www-form-urlencoded', (body: string) => `datos=${encodeURIComponent(body)}`],
  ])('answers 415 to a %s body', async (contentType, encode) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-Forwarded-For': freshIp() },
      body: encode(JSON.stringify(payload())),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as ApiAnswer).error.code).toBe('unsupported-media-type');
  });

  const separators: Array<[name: string, character: string]> = [
    ['U+2028 LINE SEPARATOR', '\u2028'],
    ['U+2029 PARAGRAPH SEPARATOR', '\u2029'],
    ['U+0085 NEXT LINE', '\u0085'],
    ['U+000B VERTICAL TAB', '\u000b'],
    ['U+000C FORM FEED', '\u000c'],
    ['U+0000 NULL', '\u0000'],
    ['U+001B ESCAPE', '\u001b'],
    ['U+202E RIGHT-TO-LEFT OVERRIDE', '\u202e'],
  ];
  for (const field of ['subject', 'name', 'storeId', 'email'] as const) {
    it.each(separators)(`answers 400 naming ${field} when it holds %s`, async (_name, character) => {
      const response = await post(payload({ [field]: `Texto${character}Bcc: otro@ejemplo.com` }));
      expect(response.status).toBe(400);
      expect(response.body?.error).toMatchObject({ code: 'invalid-argument', field });
    });
  }

  it.each([
    ['a slash', 'tienda/otra'],
    ['only dots', '..'],
    ['a reserved id', '__tienda__'],
  ])('answers 400 naming storeId for a store id with %s, never 500', async (_label, storeId) => {
    const response = await post(payload({ storeId }));
    expect(response.status).toBe(400);
    expect(response.body?.error).toMatchObject({ code: 'invalid-argument', field: 'storeId' });
  });
});

describe('documents that must not linger carry a future expiresAt for the TTL policies', () => {
  const isFutureTimestamp = (value: unknown) => value instanceof Timestamp && value.toMillis() > Date.now();

  it('the queued e-mail, which holds a live link, and every rate-limit counter the request touched', async () => {
    const email = uniqueEmail('caduca');
    await auth.createUser({ email, password: DEMO_PASSWORD });
    const ip = freshIp();
    expect((await post(payload({ email }), { 'X-Forwarded-For': ip })).status).toBe(200);

    const [mail] = await mailsTo(email);
    expect(isFutureTimestamp(mail.get('expiresAt'))).toBe(true);
    expect(mail.get('expiresAt').toMillis()).toBeLessThanOrEqual(Date.now() + 25 * 60 * 60_000);

    const counters = await db.getAll(
      db.doc(`rateLimits/${rateLimitDocId('ip', ip)}`),
      db.doc(`rateLimits/${rateLimitDocId('email', email)}`),
      db.doc(`rateLimits/${rateLimitDocId('email-client', `${email} ${ip}`)}`),
    );
    for (const counter of counters) {
      expect(counter.exists, counter.id).toBe(true);
      expect(isFutureTimestamp(counter.get('expiresAt')), counter.id).toBe(true);
    }
  });
});

describe('sendEmailActionCustom CORS', () => {
  async function preflight(origin: string) {
    return fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
  }

  it('allows the local app origin and a store origin on preflight', async () => {
    for (const origin of ['http://127.0.0.1:5273', 'http://localhost:5173', `https://tienda-${runId}.example`]) {
      const response = await preflight(origin);
      expect(response.status, origin).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('refuses a foreign origin without CORS headers, on preflight and on POST', async () => {
    const origin = 'https://malicioso.example';
    const response = await preflight(origin);
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();

    const email = uniqueEmail('cors');
    await auth.createUser({ email, password: DEMO_PASSWORD });
    const posted = await post(payload({ email }), { Origin: origin });
    expect(posted.status).toBe(403);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers an allowed browser POST with its origin', async () => {
    const response = await post(payload(), { Origin: 'http://127.0.0.1:5273' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5273');
  });
});
