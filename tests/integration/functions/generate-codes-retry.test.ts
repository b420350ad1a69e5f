// generateCodes with a client requestId: a retry, whatever happened to the first call, never
// creates a second batch (functions/src/codes/generate-request.ts).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { generateRequestDocId } from '../../../functions/src/codes/generate-request';
import { callableError, callAs, closeAdminApp, createAdmin, createTestEvent, createTestUser, db, type GenerateResult, type TestUser, writeDeadGenerateRun } from './helpers';
import { COLLECTIONS } from '../../../common/collections';

let admin: TestUser;
let leader: TestUser;
let event: { id: string; name: string };

const request = (overrides: Record<string, unknown> = {}) => ({
  leaderId: leader.uid,
  eventId: event.id,
  maxUses: 1,
  maxTickets: 1,
  code_type: 'leader',
  quantity: 6,
  requestId: randomUUID(),
  ...overrides,
});

const codesOfBatch = async (trackingId: string) =>
  (await db.collection('codes').where('trackingId', '==', trackingId).get()).docs.map((doc) => doc.get('code') as string);
const codesOfLeader = async () => (await db.collection('codes').where('leaderId.id', '==', leader.uid).count().get()).data().count;
const summaryTotal = async () => ((await db.doc(`codeSummaries/${leader.uid}`).get()).get('total') as number | undefined) ?? 0;

beforeAll(async () => {
  [admin, leader, event] = await Promise.all([
    createAdmin(),
    createTestUser('lider-reintentos', { role: 'Leader', storeId: 'account-default-config' }),
    createTestEvent(),
  ]);
});

afterAll(closeAdminApp);

describe('generateCodes with a requestId', () => {
  it('answers a retry with the first result and creates no second batch (the first answer was lost)', async () => {
    const data = request();
    const first = await callAs<GenerateResult>(admin, 'generateCodes', data);
    const [codesBefore, summaryBefore] = [await codesOfLeader(), await summaryTotal()];
    const retry = await callAs<GenerateResult>(admin, 'generateCodes', data);
    expect(retry).toEqual(first);
    expect(await codesOfLeader()).toBe(codesBefore);
    expect(await summaryTotal()).toBe(summaryBefore);
    expect((await codesOfBatch(first.trackingId)).sort()).toEqual([...first.codes].sort());
    const record = await db.doc(`${COLLECTIONS.generateRequests}/${generateRequestDocId(admin.uid, data.requestId)}`).get();
    expect(record.get('status')).toBe('done');
    expect((record.get('expiresAt') as Timestamp).toMillis()).toBeGreaterThan(Date.now());
  });

  it('creates one batch when the same request arrives several times at once', async () => {
    const data = request({ quantity: 40 });
    const before = await codesOfLeader();
    const results = await Promise.all([1, 2, 3].map(() => callAs<GenerateResult>(admin, 'generateCodes', data)));
    expect(new Set(results.map((result) => result.trackingId)).size).toBe(1);
    for (const result of results) expect([...result.codes].sort()).toEqual([...results[0].codes].sort());
    expect(await codesOfLeader()).toBe(before + 40);
    expect(await codesOfBatch(results[0].trackingId)).toHaveLength(40);
  });

  it('completes the same batch when a run died half-way, generating only the missing codes', async () => {
    const data = request({ quantity: 5 });
    const trackingId = `orfano${Date.now()}`;
    // What an instance killed after two codes leaves behind: its record, still "running" long
    // after any run could last, and two codes of the batch.
    await writeDeadGenerateRun(admin.uid, data, trackingId);
    const survivors = [`HUERFANO${Date.now()}A`, `HUERFANO${Date.now()}B`];
    for (const code of survivors) {
      await db.collection('codes').add({ code, status: 'available', trackingId, leaderId: { id: leader.uid }, eventId: { id: event.id }, storeId: DEFAULT_STORE_ID });
    }

    const result = await callAs<GenerateResult>(admin, 'generateCodes', data);
    expect(result.trackingId).toBe(trackingId);
    expect(result.codes).toHaveLength(5);
    expect(result.codes).toEqual(expect.arrayContaining(survivors));
    expect(await codesOfBatch(trackingId)).toHaveLength(5);
    // And a further retry answers the same.
    expect(await callAs<GenerateResult>(admin, 'generateCodes', data)).toEqual(result);
  });

  it('refuses a requestId already used with other data, naming the field', async () => {
    const data = request();
    await callAs<GenerateResult>(admin, 'generateCodes', data);
    const error = await callableError(admin, 'generateCodes', { ...data, quantity: 7 });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'requestId']);
  });

  it.each(['corto', 'con espacios y más', 'a/b/c/d/e/f', 'x'.repeat(101)])('refuses the requestId %j', async (requestId) => {
    const error = await callableError(admin, 'generateCodes', request({ requestId }));
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'requestId']);
  });

  it('creates a new batch for each call without a requestId', async () => {
    const { requestId: _requestId, ...data } = request({ quantity: 2 });
    const [first, second] = [await callAs<GenerateResult>(admin, 'generateCodes', data), await callAs<GenerateResult>(admin, 'generateCodes', data)];
    expect(first.trackingId).not.toBe(second.trackingId);
  });
});
