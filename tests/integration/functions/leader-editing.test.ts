// Editing a leader (updateLeader) and sending the invitation again (resendInvitation), the
// administrators' actions on a leader whose e-mail may still be unconfirmed: attacked by every
// other persona, and by this store's administrator against another store's leader; then what
// they do for this store's administrator. Refusals speak to a person: no field id, no status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { isProgramMessage } from '@/lib/firebase/function-error';
import {
  activityAbout,
  activityBy,
  auth,
  callableError,
  callAs,
  closeAdminApp,
  createAdmin,
  createReadingLeader,
  createRegistration,
  createTestEvent,
  createTestUser,
  db,
  ensureConfiguredStore,
  leaderFormInput,
  mailsTo,
  type GenerateResult,
  type TestUser,
} from './helpers';

interface Created {
  uid: string;
  email: string;
}

let admin: TestUser;
let event: { id: string; name: string };

const profileOf = async (uid: string) => (await db.doc(`users/${uid}`).get()).data() ?? {};
const codesOf = async (uid: string) => (await db.collection('codes').where('leaderId.id', '==', uid).get()).docs.map((doc) => doc.data());
const invitationsTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.get('kind') === 'invitation');

/** A leader as 'Nuevo líder' makes one: Auth account and users document, e-mail unconfirmed, invited once. */
async function newLeader(overrides: Record<string, unknown> = {}): Promise<Created> {
  const form = leaderFormInput({ firstName: 'Marta', lastName: 'Solano Vega', ...overrides });
  const created = await callAs<Created>(admin, 'createLeader', form);
  return created;
}

const edit = (leader: Created, overrides: Record<string, unknown> = {}) => ({ uid: leader.uid, firstName: 'Marta', lastName: 'Solano Vega', phone: '+506 8888 1234', ...overrides });

beforeAll(async () => {
  await ensureConfiguredStore();
  [admin, event] = await Promise.all([createAdmin(), createTestEvent()]);
});

afterAll(closeAdminApp);

describe('updateLeader and resendInvitation refuse everyone who is not an administrator of this store', () => {
  const attackerKinds: Array<[label: string, create: () => Promise<TestUser | null>]> = [
    ['a signed-out caller', async () => null],
    ['a Leader of the store', () => createReadingLeader('ataque-edicion-lider')],
    ['a registration waiting for authorization', () => createRegistration('ataque-edicion-registro')],
    ['a Producer of the store', () => createTestUser('ataque-edicion-productor', { role: 'Producer', storeId: DEFAULT_STORE_ID })],
    ['an Admin of another store', () => createTestUser('ataque-edicion-otra-tienda', { role: 'Admin', storeId: 'otra-tienda' })],
    ['an Admin whose access was revoked', () => createTestUser('ataque-edicion-revocado', { role: 'Admin', storeId: DEFAULT_STORE_ID, permissions: { read: false } })],
    ['an Admin whose e-mail is not verified', () => createTestUser('ataque-edicion-sin-verificar', { role: 'Admin', storeId: DEFAULT_STORE_ID }, { emailVerified: false })],
  ];
  let target: Created;
  let before: Record<string, unknown>;
  const attackers = new Map<string, TestUser | null>();

  beforeAll(async () => {
    target = await newLeader();
    before = await profileOf(target.uid);
    for (const [label, create] of attackerKinds) attackers.set(label, await create());
  });

  describe.each(attackerKinds)('%s', (label) => {
    it('cannot rename the leader, change the e-mail or the phone: nothing changes', async () => {
      const attacker = attackers.get(label) ?? null;
      const error = await callableError(attacker, 'updateLeader', edit(target, { firstName: 'Atacante', email: `atacante-${target.uid}@pruebas.cr`, phone: '+506 7000 0000' }));
      expect(error.status).toBe(attacker ? 'PERMISSION_DENIED' : 'UNAUTHENTICATED');
      expect(isProgramMessage(error.message)).toBe(false);
      const after = await profileOf(target.uid);
      expect([after.firstName, after.email, after.phoneNumber]).toEqual([before.firstName, before.email, before.phoneNumber]);
      expect((await auth.getUser(target.uid)).email).toBe(target.email);
      if (attacker) expect(await activityBy(attacker.uid)).toEqual([]);
    });

    it('cannot send the invitation again: no mail, no entry', async () => {
      const attacker = attackers.get(label) ?? null;
      const error = await callableError(attacker, 'resendInvitation', { uid: target.uid });
      expect(error.status).toBe(attacker ? 'PERMISSION_DENIED' : 'UNAUTHENTICATED');
      expect(await invitationsTo(target.email)).toHaveLength(1);
      expect((await activityAbout(target.uid)).map((entry) => entry.kind)).toEqual(['leader-created']);
    });
  });
});

describe("this store's administrator against accounts that are not this store's leaders", () => {
  const accounts: Array<[label: string, create: () => Promise<TestUser>]> = [
    ['a leader of another store', () => createTestUser('otra-tienda-lider', { role: 'Leader', storeId: 'otra-tienda', firstName: 'Olga', lastName: 'Solís' }, { emailVerified: false })],
    ['an administrator', () => createTestUser('otro-admin', { role: 'Admin', storeId: DEFAULT_STORE_ID, firstName: 'Otra', lastName: 'Admin' }, { emailVerified: false })],
    ['a registration', () => createRegistration('registro-editado', { emailVerified: false })],
  ];

  it.each(accounts)('updateLeader refuses %s and changes nothing', async (_label, create) => {
    const account = await create();
    const before = await profileOf(account.uid);
    const error = await callableError(admin, 'updateLeader', { uid: account.uid, firstName: 'Cambiado', lastName: 'Por Admin', phone: '+506 7000 0000', email: `cambiado-${account.uid}@pruebas.cr` });
    expect(['FAILED_PRECONDITION', 'NOT_FOUND']).toContain(error.status);
    expect(isProgramMessage(error.message)).toBe(false);
    expect(await profileOf(account.uid)).toEqual(before);
    expect((await auth.getUser(account.uid)).email).toBe(account.email);
    expect(await activityAbout(account.uid)).toEqual([]);
  });

  it.each(accounts)('resendInvitation refuses %s and sends nothing', async (_label, create) => {
    const account = await create();
    const error = await callableError(admin, 'resendInvitation', { uid: account.uid });
    expect(['FAILED_PRECONDITION', 'NOT_FOUND']).toContain(error.status);
    expect(isProgramMessage(error.message)).toBe(false);
    expect(await mailsTo(account.email)).toHaveLength(0);
    expect(await activityAbout(account.uid)).toEqual([]);
  });

  it('both refuse an account that does not exist', async () => {
    for (const name of ['updateLeader', 'resendInvitation']) {
      const error = await callableError(admin, name, { uid: 'no-existe-esta-cuenta', firstName: 'Ana', lastName: 'Mora', phone: '+506 8888 1234' });
      expect(error.status, name).toBe('NOT_FOUND');
    }
  });
});

describe('updateLeader', () => {
  it("renames the leader, and the name on the leader's codes follows; the codes keep their history", async () => {
    const leader = await newLeader();
    const generated = await callAs<GenerateResult>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 2, maxTickets: 1, code_type: 'leader', quantity: 3 });
    const [used] = (await db.collection('codes').where('code', '==', generated.codes[0]).get()).docs;
    await used.ref.update({ currentUses: 1 });

    const result = await callAs<{ changed: string[]; codesRenamed: number }>(admin, 'updateLeader', edit(leader, { firstName: 'Martina', lastName: 'Solano Rojas', phone: '+506 8777 0000' }));
    expect(result).toMatchObject({ changed: ['name', 'phone'], codesRenamed: 3 });

    const codes = await codesOf(leader.uid);
    expect(codes.map((code) => code.leaderId)).toEqual(Array(3).fill({ id: leader.uid, displayName: 'Martina Solano Rojas', firstName: 'Martina', lastName: 'Solano Rojas' }));
    expect(codes.map((code) => [code.code, code.trackingId, code.status, code.currentUses]).sort()).toEqual(
      generated.codes.map((code) => [code, generated.trackingId, 'available', code === generated.codes[0] ? 1 : 0]).sort(),
    );
    const profile = await profileOf(leader.uid);
    expect(profile).toMatchObject({ firstName: 'Martina', lastName: 'Solano Rojas', displayName: 'Martina Solano Rojas', phoneNumber: '+506 8777 0000', email: leader.email });
    expect(profile.searchPrefixes).toEqual(expect.arrayContaining(['martina', 'rojas']));
    expect((await auth.getUser(leader.uid)).displayName).toBe('Martina Solano Rojas');
    expect(await activityAbout(leader.uid)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'leader-updated', actor: expect.objectContaining({ uid: admin.uid }), subject: expect.objectContaining({ name: 'Martina Solano Rojas' }), details: { changed: ['name', 'phone'] } }),
      ]),
    );
  });

  it('changes nothing and logs nothing when nothing changed', async () => {
    const leader = await newLeader();
    expect(await callAs(admin, 'updateLeader', edit(leader))).toMatchObject({ changed: [], codesRenamed: 0 });
    expect((await activityAbout(leader.uid)).map((entry) => entry.kind)).toEqual(['leader-created']);
  });

  it('refuses a name or phone the leader form refuses, with the form’s own message', async () => {
    const leader = await newLeader();
    const name = await callableError(admin, 'updateLeader', edit(leader, { firstName: 'Llame al 8888' }));
    expect([name.status, name.field]).toEqual(['INVALID_ARGUMENT', 'firstName']);
    expect(name.message).toBe('El nombre solo admite letras, espacios, apóstrofos, guiones y puntos.');
    const phone = await callableError(admin, 'updateLeader', edit(leader, { phone: '' }));
    expect([phone.status, phone.field]).toEqual(['INVALID_ARGUMENT', 'phone']);
    expect((await profileOf(leader.uid)).firstName).toBe('Marta');
  });

  it('changes an unconfirmed e-mail in Auth and the profile, and sends the invitation to the new address', async () => {
    const leader = await newLeader();
    const email = `nuevo-${leader.uid}@pruebas.cr`.toLowerCase();
    expect(await callAs(admin, 'updateLeader', edit(leader, { email: email.toUpperCase() }))).toMatchObject({ changed: ['email'] });
    expect((await auth.getUser(leader.uid)).email).toBe(email);
    expect(await profileOf(leader.uid)).toMatchObject({ email, emailVerified: false });
    const [invitation] = await invitationsTo(email);
    expect(invitation.get('message.subject')).toBe('Te damos la bienvenida al Centro de líderes');
    expect(invitation.get('link')).toContain('mode=resetPassword');
    expect(await activityAbout(leader.uid)).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'leader-updated', details: { changed: ['email'], previousEmail: leader.email } })]));
  });

  it('refuses to change the e-mail once the leader confirmed it, in words for a person, and changes nothing', async () => {
    const leader = await newLeader();
    await auth.updateUser(leader.uid, { emailVerified: true });
    const error = await callableError(admin, 'updateLeader', edit(leader, { firstName: 'Otra', email: `otro-${leader.uid}@pruebas.cr` }));
    expect(error.status).toBe('FAILED_PRECONDITION');
    expect(error.message).toBe('Este líder ya confirmó su correo: ya no se puede cambiar desde aquí.');
    expect((await auth.getUser(leader.uid)).email).toBe(leader.email);
    expect((await profileOf(leader.uid)).firstName).toBe('Marta');
  });

  it('still renames a confirmed leader when the e-mail sent is the one they have', async () => {
    const leader = await newLeader();
    await auth.updateUser(leader.uid, { emailVerified: true });
    expect(await callAs(admin, 'updateLeader', edit(leader, { firstName: 'Mariana', email: leader.email }))).toMatchObject({ changed: ['name'] });
  });

  it("refuses an address another account has, and keeps the leader's", async () => {
    const [leader, other] = [await newLeader(), await newLeader()];
    const error = await callableError(admin, 'updateLeader', edit(leader, { email: other.email }));
    expect(error.status).toBe('ALREADY_EXISTS');
    expect(error.message).toBe('Ya existe otra cuenta con este correo.');
    expect((await auth.getUser(leader.uid)).email).toBe(leader.email);
    expect(await invitationsTo(other.email)).toHaveLength(1);
  });
});

describe('resendInvitation', () => {
  it("writes a new invitation to the leader's outbox and logs it", async () => {
    const leader = await newLeader();
    expect(await callAs(admin, 'resendInvitation', { uid: leader.uid })).toEqual({ uid: leader.uid, email: leader.email });
    const invitations = await invitationsTo(leader.email);
    expect(invitations).toHaveLength(2);
    expect(new Set(invitations.map((mail) => mail.get('link'))).size).toBe(2);
    expect(await activityAbout(leader.uid)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'invitation-resent', actor: expect.objectContaining({ uid: admin.uid }), subject: expect.objectContaining({ email: leader.email }) })]),
    );
  });

  it('answers a leader who already confirmed in Spanish, sends nothing and records the confirmation', async () => {
    const leader = await newLeader();
    await auth.updateUser(leader.uid, { emailVerified: true });
    const error = await callableError(admin, 'resendInvitation', { uid: leader.uid });
    expect([error.status, error.message]).toEqual(['FAILED_PRECONDITION', 'Este líder ya confirmó su correo: no necesita otra invitación.']);
    expect(await invitationsTo(leader.email)).toHaveLength(1);
    expect((await profileOf(leader.uid)).emailVerified).toBe(true);
  });

  it('sends at most 3 invitations to one leader in 10 minutes, then answers in Spanish', async () => {
    const leader = await newLeader();
    for (let i = 0; i < 3; i += 1) await callAs(admin, 'resendInvitation', { uid: leader.uid });
    const error = await callableError(admin, 'resendInvitation', { uid: leader.uid });
    expect(error.status).toBe('RESOURCE_EXHAUSTED');
    expect(error.message).toBe('Ya se reenviaron varias invitaciones a este líder hace poco. Espera unos minutos antes de intentarlo de nuevo.');
    expect(await invitationsTo(leader.email)).toHaveLength(4);
  });
});

describe('generateCodes for a leader whose e-mail is unconfirmed', () => {
  it('prepares the codes: the leader sees them once confirmed and signed in', async () => {
    const leader = await newLeader();
    const result = await callAs<GenerateResult>(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 2 });
    expect(result.codes).toHaveLength(2);
    expect(await codesOf(leader.uid)).toHaveLength(2);
  });

  it('refuses a disabled account, in words for a person', async () => {
    const leader = await newLeader();
    await auth.updateUser(leader.uid, { disabled: true });
    const error = await callableError(admin, 'generateCodes', { leaderId: leader.uid, eventId: event.id, maxUses: 1, maxTickets: 1, code_type: 'leader', quantity: 2 });
    expect([error.status, error.field]).toEqual(['INVALID_ARGUMENT', 'leaderId']);
    expect(isProgramMessage(error.message)).toBe(false);
    expect(await codesOf(leader.uid)).toHaveLength(0);
  });
});
