// Text that is not well-formed UTF-16 (an unpaired surrogate) cannot be stored in Firestore or
// Auth: every function refuses it up front with a 400 that names the field in Spanish, never a
// 500 from deep inside. And every answer a function gives is its own JSON shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableError, closeAdminApp, createAdmin, createTestEvent, createTestStore, ensureConfiguredStore, functionsBase, leaderFormInput, mailsTo, type TestUser, uniqueEmail, createReadingLeader } from './helpers';
import { REGISTRATION_PASSWORD } from '../../support/fixtures/passwords';

const MALFORMED = [
  ['a lone high surrogate between letters', 'A\uD800B'],
  ['a lone low surrogate', '\uDC00'],
] as const;


let admin: TestUser;
let leader: TestUser;
let event: { id: string };
let store: { storeId: string; appUrl: string };

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, leader, event, store] = await Promise.all([
    createAdmin(),
    createReadingLeader('lider-mal-formado'),
    createTestEvent(),
    createTestStore(),
  ]);
});

afterAll(closeAdminApp);

const leaderForm = () => leaderFormInput();

/** Every text and id each callable accepts, with a valid call around it. */
const cases: Array<[fn: string, field: string, caller: () => TestUser | null, data: (bad: string) => unknown]> = [
  ['registerLeader', 'firstName', () => null, (bad) => ({ ...leaderForm(), password: REGISTRATION_PASSWORD, firstName: bad })],
  ['registerLeader', 'lastName', () => null, (bad) => ({ ...leaderForm(), password: REGISTRATION_PASSWORD, lastName: bad })],
  ['registerLeader', 'idNumber', () => null, (bad) => ({ ...leaderForm(), password: REGISTRATION_PASSWORD, idNumber: bad })],
  ['registerLeader', 'password', () => null, (bad) => ({ ...leaderForm(), password: `${REGISTRATION_PASSWORD}${bad}` })],
  ['createLeader', 'firstName', () => admin, (bad) => ({ ...leaderForm(), firstName: bad })],
  ['createLeader', 'lastName', () => admin, (bad) => ({ ...leaderForm(), lastName: bad })],
  ['createLeader', 'idNumber', () => admin, (bad) => ({ ...leaderForm(), idNumber: bad })],
  ['createLeader', 'storeId', () => admin, (bad) => ({ ...leaderForm(), storeId: bad })],
  ['generateCodes', 'leaderId', () => admin, (bad) => ({ leaderId: bad, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 1 })],
  ['generateCodes', 'eventId', () => admin, (bad) => ({ leaderId: leader.uid, eventId: bad, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 1 })],
  ['authorizeUser', 'storeId', () => admin, (bad) => ({ uid: leader.uid, storeId: bad })],
  ['authorizeUser', 'uid', () => admin, (bad) => ({ uid: bad })],
  ['removeCodes', 'codes.0', () => admin, (bad) => ({ codes: [bad] })],
  ['removeCodes', 'leaderId', () => admin, (bad) => ({ codes: ['ABC'], leaderId: bad })],
  ['setLeaderAccess', 'uid', () => admin, (bad) => ({ uid: bad, read: false })],
  ['setLeaderAccess', 'read', () => admin, (bad) => ({ uid: leader.uid, read: bad })],
  ['rejectRegistration', 'uid', () => admin, (bad) => ({ uid: bad })],
  ['describeRegistrations', 'uids.0', () => admin, (bad) => ({ uids: [bad, leader.uid] })],
  ['describeRegistrations', 'uids.1', () => admin, (bad) => ({ uids: [leader.uid, bad] })],
  ['saveShopTemplate', 'template', () => admin, (bad) => ({ template: `https://tienda.example/evento/{code}?ref=${bad}` })],
];

describe('every callable refuses malformed text with a 400 naming the field', () => {
  for (const [fn, field, caller, data] of cases) {
    it.each(MALFORMED)(`${fn} refuses ${field} with %s`, async (_label, bad) => {
      const error = await callableError(caller(), fn, data(bad));
      expect([error.httpStatus, error.status, error.field]).toEqual([400, 'INVALID_ARGUMENT', field]);
      expect(error.message).toMatch(/[áéíóúñ]|no válid|admite/i);
    });
  }

  it('refuses malformed text in a field the function does not know, instead of failing later', async () => {
    const error = await callableError(admin, 'removeCodes', { codes: ['ABC'], nota: '\uD800' });
    expect([error.httpStatus, error.status, error.field]).toEqual([400, 'INVALID_ARGUMENT', 'nota']);
  });

  it('refuses a malformed key name', async () => {
    const error = await callableError(admin, 'removeCodes', { codes: ['ABC'], ['\uDC00']: 1 });
    expect([error.httpStatus, error.status]).toEqual([400, 'INVALID_ARGUMENT']);
  });
});

describe('sendEmailActionCustom refuses malformed text with its own JSON 400', () => {
  const url = `${functionsBase}/sendEmailActionCustom`;
  const body = (overrides: Record<string, unknown>) => ({
    email: uniqueEmail('sin-cuenta'),
    mode: 'resetPassword',
    redirect: `${store.appUrl}/iniciar-sesion`,
    storeId: store.storeId,
    subject: 'Restablece tu contraseña',
    name: '',
    ...overrides,
  });
  const post = (payload: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250)}`, ...headers }, body: payload });

  for (const field of ['storeId', 'email', 'subject', 'name', 'redirect']) {
    it.each(MALFORMED)(`answers 400 naming ${field} when it holds %s`, async (_label, bad) => {
      const value = field === 'email' ? `ana${bad}@pruebas.cr` : field === 'redirect' ? `${store.appUrl}/${bad}` : bad;
      const response = await post(JSON.stringify(body({ [field]: value })));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid-argument', field } });
    });
  }

  // A body that is not JSON at all never reaches the function's code: the platform's request
  // parser (Cloud Functions' functions-framework, and the emulator's) refuses it first with its
  // own 400 page (docs/security.md). What the product guarantees is that nothing happens.
  it('never acts on a body that is not JSON: the platform refuses it with a 400 before the function runs', async () => {
    const email = uniqueEmail('json-roto');
    const response = await post(`{"email": "${email}", "mode": "resetPassword", `);
    expect(response.status).toBe(400);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});
