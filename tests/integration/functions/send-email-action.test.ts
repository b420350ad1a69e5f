// sendEmailActionCustom against the Functions, Auth and Firestore emulators.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitDocId } from '../../../functions/src/lib/rate-limit-key';
import { auth, authEmulatorHost, closeAdminApp, createTestStore, db, functionsBase, mailsTo, PASSWORD, projectId, runId, uniqueEmail } from './helpers';

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
    await auth.createUser({ email, password: PASSWORD });
    const redirect = `${store.appUrl}/iniciar-sesion`;
    const response = await post(payload({ email, redirect, name: '<script>alert(1)</script> Ana', subject: 'Restablece <b>ya</b>' }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'success' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0].data();
    expect(mail.to).toEqual([email]);
    expect(mail.kind).toBe('resetPassword');
    expect(mail.message.subject).toBe('Restablece <b>ya</b>');
    expect(mail.message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ana');
    expect(mail.message.html).not.toContain('<script>');
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

  it('queues a verification e-mail with a verifyEmail link', async () => {
    const email = uniqueEmail('verificar');
    await auth.createUser({ email, password: PASSWORD });
    const response = await post(payload({ email, mode: 'verifyEmail', subject: 'Confirma tu correo' }));
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail.get('kind')).toBe('verifyEmail');
    expect(new URL(mail.get('link')).searchParams.get('mode')).toBe('verifyEmail');
  });
});

describe('sendEmailActionCustom rate limit', () => {
  it('answers 429 after three requests for the same e-mail within ten minutes', async () => {
    const email = uniqueEmail('limite');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await post(payload({ email }), { 'X-Forwarded-For': ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(payload({ email }), { 'X-Forwarded-For': freshIp() });
    expect(limited.status).toBe(429);
    expect(limited.body?.error.code).toBe('resource-exhausted');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('answers 429 to a client IP that used up its quota, whatever the e-mail', async () => {
    const ip = freshIp();
    await db.doc(`rateLimits/${rateLimitDocId('ip', ip)}`).set({ scope: 'ip', count: 1_000_000, windowStart: Timestamp.now() });
    const response = await post(payload(), { 'X-Forwarded-For': ip });
    expect(response.status).toBe(429);
    expect((await post(payload(), { 'X-Forwarded-For': freshIp() })).status).toBe(200);
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
    await auth.createUser({ email, password: PASSWORD });
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
