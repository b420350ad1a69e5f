// reportClientError against the Functions, Auth and Firestore emulators: what reaches the log,
// what never does, and how a flood is cut. The limits are the local demo project's
// (functions/.env.demo-centro-lideres), read the way the function reads them.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, CLIENT_ERROR_SERVICE, type ClientErrorReport } from '../../../common/client-error-report';
import type { FailureEntry } from '../../../functions/src/lib/failure-log';
import { clientErrorLimits } from '../../../functions/src/lib/rate-limit-rules';
import { logEntriesWith } from '../../support/emulator-log';
import { closeAdminApp, createTestUser, functionsBase, runId } from './helpers';

const url = `${functionsBase}/reportClientError`;
/** A word of this run that the scrubbing leaves alone (letters only: no code, no token). */
const runWord = runId.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
const markerOf = (label: string) => `prueba ${runWord} ${label}`;
const demoEnv = parseEnv(readFileSync(new URL('../../../functions/.env.demo-centro-lideres', import.meta.url), 'utf8')) as NodeJS.ProcessEnv;
const limits = clientErrorLimits(demoEnv);
let ipCounter = 0;
/** A client address of its own per call group (the emulator honours X-Forwarded-For). */
const freshIp = () => `203.0.${(ipCounter += 1) % 250}.${Math.floor(Math.random() * 250)}`;

const report = (overrides: Partial<ClientErrorReport> = {}): ClientErrorReport => ({
  kind: 'error',
  message: `TypeError: prueba ${runId}`,
  stack: `TypeError: prueba ${runId}\n    at Ab (http://127.0.0.1:5273/assets/index-Bx9aQ12Z.js:1:4242)`,
  path: '/codigos',
  release: '0.1.0+abc1234',
  ...overrides,
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.text().catch(() => '')) || null };
}

/** The Error Reporting entries of the web app whose message carries `marker`. */
const clientEntries = (marker: string) =>
  logEntriesWith<FailureEntry>(marker).filter((entry) => entry.serviceContext?.service === CLIENT_ERROR_SERVICE && entry.message.includes(marker));

/** Sends `count` reports, `concurrency` at a time, and counts the answers by status. */
async function flood(count: number, concurrency: number, send: (index: number) => Promise<{ status: number }>) {
  const statuses = new Map<number, number>();
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < count; index = next++) {
      const { status } = await send(index);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

afterAll(closeAdminApp);

describe('reportClientError', () => {
  it("logs a browser's error as an Error Reporting entry with the release and the uid, without the e-mail, the codes or the tokens", async () => {
    const leader = await createTestUser('reporta-error', { role: 'Leader' });
    const marker = markerOf('entrada');
    const response = await post(
      report({
        message: `Error: ${marker} para ${leader.email} con VERANO01`,
        stack: `Error: ${marker} para ${leader.email} con VERANO01 y ${leader.idToken}\n    at Ab (http://127.0.0.1:5273/assets/index-Bx9aQ12Z.js:1:4242)`,
        path: '/auth/action?mode=resetPassword&oobCode=secreto123456',
        release: '0.1.0+abc1234',
      }),
      { Authorization: `Bearer ${leader.idToken}`, 'User-Agent': 'Prueba/1.0' },
    );
    expect(response.status).toBe(204);

    await expect.poll(() => clientEntries(marker).length, { timeout: 20_000 }).toBe(1);
    const [entry] = clientEntries(marker);
    expect(entry).toMatchObject({
      severity: 'ERROR',
      '@type': 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent',
      serviceContext: { service: CLIENT_ERROR_SERVICE, version: '0.1.0+abc1234' },
      context: { user: leader.uid, httpRequest: { url: '/auth/action', userAgent: 'Prueba/1.0' } },
      failure: { function: 'reportClientError', kind: 'client', event: 'error' },
    });
    // The stack stays readable with the source maps: the script address, line and column are kept.
    expect(entry.message).toContain('/assets/index-Bx9aQ12Z.js:1:4242');
    const logged = JSON.stringify(entry);
    for (const secret of [leader.email, 'VERANO01', leader.idToken, 'secreto123456', 'oobCode']) expect(logged).not.toContain(secret);
  });

  it('says where an error without a readable stack happened (a rejection with a plain value)', async () => {
    const marker = markerOf('rechazo');
    expect((await post(report({ kind: 'unhandledrejection', message: `Valor no Error: "${marker}"`, stack: undefined }))).status).toBe(204);
    await expect.poll(() => clientEntries(marker).length, { timeout: 20_000 }).toBe(1);
    expect(clientEntries(marker)[0].context?.reportLocation).toEqual({ filePath: '/codigos', lineNumber: 0, functionName: 'unhandledrejection' });
  });

  it(`cuts a flood of 1,000 reports in a minute from one address at its limit (${limits.perClient.max} per 10 minutes)`, async () => {
    const marker = markerOf('inundacion');
    const ip = freshIp();
    const { statuses, seconds } = await flood(1000, 20, (index) => post(report({ message: `Error: ${marker} numero ${'abcdefghij'[index % 10]}` }), { 'X-Forwarded-For': ip }));
    console.log(`1,000 reports from one address in ${seconds.toFixed(1)} s: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(Object.fromEntries(statuses)).toEqual({ 204: limits.perClient.max, 429: 1000 - limits.perClient.max });
    await expect.poll(() => clientEntries(marker).length, { timeout: 30_000 }).toBe(limits.perClient.max);
  }, 240_000);

  it(`cuts a flood from one signed-in person at the per-user limit (${limits.perUser.max}), whatever the address`, async () => {
    const leader = await createTestUser('inunda-errores', { role: 'Leader' });
    const { statuses } = await flood(200, 10, () => post(report(), { Authorization: `Bearer ${leader.idToken}` }));
    expect(Object.fromEntries(statuses)).toEqual({ 204: limits.perUser.max, 429: 200 - limits.perUser.max });
  }, 120_000);

  it(`refuses a body over ${CLIENT_ERROR_LIMITS.bodyBytes / 1024} KB, and fields it does not know or cannot take, before logging anything`, async () => {
    const marker = markerOf('rechazada');
    expect((await post(report({ message: marker, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) }))).status).toBe(413);
    for (const [field, body] of [
      ['message', report({ message: `${marker}${'x'.repeat(CLIENT_ERROR_LIMITS.message)}` })],
      ['release', report({ message: marker, release: '../../x' })],
      ['kind', report({ message: marker, kind: 'otro' as ClientErrorReport['kind'] })],
      ['', { ...report({ message: marker }), email: 'lider@demo.cr' }],
    ] as const) {
      const response = await post(body);
      expect(response.status, field).toBe(400);
      expect(JSON.parse(response.body ?? '{}').error, field).toMatchObject({ code: 'invalid-argument' });
    }
    expect((await post('no es json', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await fetch(url)).status).toBe(405);
    expect((await post(report({ message: marker }), { Origin: 'https://malicioso.example' })).status).toBe(403);
    expect(clientEntries(marker)).toEqual([]);
  });
});
