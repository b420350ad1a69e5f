// The admin CLI (scripts/admin/cli.ts) run as a child process against the emulators, signed
// in as an administrator this test creates.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ID } from '@common/constants';
import { withBackgroundTriggersPaused } from '../../../scripts/stack/background-triggers';
import {
  activityAbout,
  auth,
  callAs,
  closeAdminApp,
  createAdmin,
  createRegistration,
  createTestEvent,
  createTestStore,
  createTestUser,
  db,
  DEMO_PASSWORD,
  runId,
  type TestUser,
  createReadingLeader,
} from './helpers';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let admin: TestUser;
let leader: TestUser;
let event: { id: string; name: string };
let storeId: string;

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin/cli.ts', ...args, ...(args.includes('--admin-email') ? [] : ['--admin-email', admin.email, '--admin-password', DEMO_PASSWORD])],
      { cwd: root, env: process.env, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  [admin, leader, event, { storeId }] = await Promise.all([
    createAdmin(),
    createTestUser('lider-cli', { role: 'Leader', storeId: 'account-default-config', firstName: 'Carla', lastName: 'Solís' }),
    createTestEvent(),
    createTestStore(),
  ]);
});

afterAll(closeAdminApp);

// Each command starts tsx and signs in: allow for a busy machine.
describe('admin CLI', { timeout: 120_000 }, () => {
  it('generates codes for a leader e-mail and an event name and prints them', async () => {
    const result = await cli('generate-codes', '--leader', leader.email, '--event', event.name, '--quantity', '5', '--prefix', 'cli', '--length', '9', '--batch-name', 'Preventa redes');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('lote «Preventa redes»');
    const codes = result.stdout.trim().split('\n');
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code).toMatch(/^CLI[2-9A-HJKMNP-Z]{6}$/);
    expect(result.stderr).toContain('5 códigos generados');
    const stored = await db.collection('codes').where('leaderId.id', '==', leader.uid).get();
    expect(stored.docs.map((doc) => doc.get('code')).sort()).toEqual([...codes].sort());
    expect(stored.docs.every((doc) => doc.get('eventId.id') === event.id)).toBe(true);
    const trackingId = stored.docs[0].get('trackingId') as string;
    expect((await db.doc(`codeSummaries/${leader.uid}/batches/${trackingId}`).get()).get('name')).toBe('Preventa redes');
  });

  it("recounts a leader's code summary from the codes after a change made by hand; --check only says so", async () => {
    const summary = db.doc(`codeSummaries/${leader.uid}`);
    await summary.set({ total: 999, events: { [event.id]: { name: event.name, count: 999 } }, updatedAt: Timestamp.now() });
    const tracked = (await db.collection('codes').where('leaderId.id', '==', leader.uid).where('status', 'in', ['available', 'expired']).count().get()).data().count;

    const check = await cli('recount-summaries', '--check', leader.email);
    expect({ code: check.code, stdout: check.stdout.trim() }).toEqual({ code: 1, stdout: `${leader.uid} differs` });
    expect(check.stderr).toContain('el resumen no coincide con el recuento');
    expect((await summary.get()).get('total')).toBe(999);

    const result = await cli('recount-summaries', leader.email);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(`${leader.uid} ${tracked}`);
    const recounted = (await summary.get()).data();
    expect(recounted?.total).toBe(tracked);
    expect(recounted?.events[event.id]?.count).toBe(tracked);

    const again = await cli('recount-summaries', '--check', leader.email);
    expect({ code: again.code, stdout: again.stdout.trim() }).toEqual({ code: 0, stdout: `${leader.uid} ok` });
    expect(again.stderr).toContain('el resumen coincide con el recuento');
  });

  it('exits 1 with the field named when the function refuses the input', async () => {
    const result = await cli('generate-codes', '--leader', leader.email, '--event', event.id, '--quantity', '2000');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('quantity');
  });

  it('exits 1 with a Spanish message for an event that does not exist', async () => {
    const result = await cli('generate-codes', '--leader', leader.email, '--event', `No existe ${runId}`, '--quantity', '1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No existe un evento');
  });

  it('exits 2 on a usage error', async () => {
    const result = await cli('generate-codes', '--leader', leader.email);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--event');
  });

  it('lists unread Admin notifications and authorizes the user', async () => {
    const user = await createTestUser('registro-cli', { firstName: 'Raúl' });
    const description = `El correo ${user.email} requiere autorización.`;
    await db.doc(`notifications/${user.uid}`).set({
      id: user.uid,
      createdBy: user.uid,
      date: Timestamp.now(),
      title: 'Admin',
      description,
      icon: 'person_add',
      status: 'Unread',
      link: user.uid,
    });
    const listed = await cli('list-notifications');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(description);

    const authorized = await cli('authorize', user.email);
    expect(authorized.code, authorized.stderr).toBe(0);
    expect((await db.doc(`users/${user.uid}`).get()).data()).toMatchObject({ role: 'Leader', storeId: DEFAULT_STORE_ID });
    expect((await cli('list-notifications')).stdout).not.toContain(description);
  });

  it('prints the request id it sends, a fresh one per run unless --request-id names one to retry', async () => {
    const first = await cli('generate-codes', '--leader', leader.email, '--event', event.id, '--quantity', '1');
    const second = await cli('generate-codes', '--leader', leader.email, '--event', event.id, '--quantity', '1');
    expect(first.code, first.stderr).toBe(0);
    const idOf = (stderr: string) => /Solicitud (\S+) /.exec(stderr)?.[1];
    expect(idOf(first.stderr)).toMatch(/^[0-9a-f-]{36}$/);
    expect(idOf(second.stderr)).not.toBe(idOf(first.stderr));
    const retried = await cli('generate-codes', '--leader', leader.email, '--event', event.id, '--quantity', '1', '--request-id', idOf(first.stderr)!);
    expect(idOf(retried.stderr)).toBe(idOf(first.stderr));
  });

  it('makes an existing account the first administrator with firebase-admin alone', async () => {
    const email = `primer-admin-${runId}@pruebas.cr`;
    const { uid } = await auth.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    const granted = await cli('grant-admin', email);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout.trim()).toBe(uid);
    expect((await db.doc(`users/${uid}`).get()).data()).toMatchObject({ role: 'Admin', storeId: DEFAULT_STORE_ID, permissions: { read: true } });
    // The new administrator can now call the admin functions.
    const asNewAdmin = await cli('generate-codes', '--leader', leader.email, '--event', event.id, '--quantity', '1', '--admin-email', email, '--admin-password', DEMO_PASSWORD);
    expect(asNewAdmin.code, asNewAdmin.stderr).toBe(0);
  });

  it('refuses to grant the role to an account that does not exist', async () => {
    const result = await cli('grant-admin', `nadie-${runId}@pruebas.cr`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No existe una cuenta con el correo');
  });

  it("revokes and restores a leader's access by e-mail", async () => {
    const target = await createReadingLeader('acceso-cli');
    const revoked = await cli('revoke-access', target.email);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout.trim()).toBe(target.uid);
    expect((await db.doc(`users/${target.uid}`).get()).get('permissions.read')).toBe(false);

    const restored = await cli('restore-access', target.email);
    expect(restored.code, restored.stderr).toBe(0);
    expect((await db.doc(`users/${target.uid}`).get()).get('permissions.read')).toBe(true);
    expect((await activityAbout(target.uid)).map((entry) => entry.kind).sort()).toEqual(['access-restored', 'access-revoked']);
  });

  it("refuses to revoke an administrator's access, with the function's reason", async () => {
    const other = await createAdmin();
    const result = await cli('revoke-access', other.email);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('[campo uid]');
  });

  it('rejects a registration by e-mail', async () => {
    const registrant = await createRegistration('rechazo-cli');
    const result = await cli('reject', registrant.email);
    expect(result.code, result.stderr).toBe(0);
    expect((await db.doc(`notifications/${registrant.uid}`).get()).data()).toMatchObject({ status: 'Read', resolution: 'rejected' });
    expect((await db.doc(`users/${registrant.uid}`).get()).get('role')).toBeUndefined();
  });

  it('names the e-mail that has no account', async () => {
    const result = await cli('reject', `nadie-${runId}@pruebas.cr`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No existe una cuenta con el correo');
  });

  it('refuses to recount the summary of a leader of another store, and leaves it as it was', async () => {
    const stranger = await createTestUser('recuento-ajeno', { role: 'Leader', storeId, permissions: { read: true } });
    const summary = db.doc(`codeSummaries/${stranger.uid}`);
    await summary.set({ total: 7, events: {}, updatedAt: Timestamp.now() });
    const result = await cli('recount-summaries', stranger.email);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('otra tienda');
    expect((await summary.get()).get('total')).toBe(7);
  });

  it('authorizes into the configured store only: there is no option to name another', async () => {
    const registrant = await createRegistration('autoriza-otra-cli');
    const result = await cli('authorize', registrant.email, '--store', storeId);
    expect(result.code).toBe(2);
    expect((await db.doc(`users/${registrant.uid}`).get()).get('role')).toBeUndefined();
  });

  it('gives every code written before codes carried a store the store of its leader, page by page, and a second run changes nothing', async () => {
    const [ours, stranger, moved] = await Promise.all([
      createTestUser('historia-propia', { role: 'Leader', storeId: DEFAULT_STORE_ID }),
      createTestUser('historia-ajena', { role: 'Leader', storeId }),
      createTestUser('historia-mudada', { role: 'Leader', storeId }),
    ]);
    const ghost = `sin-perfil-${runId}`;
    // The history: codes of every status without a store (one with a null one), a code whose
    // leader has no profile, and a code of a leader who moved, which keeps the store it was made for.
    // Written as before codes carried a store: with the triggers paused, which would give them one.
    const history: Array<[owner: string, fields: Record<string, unknown>, expected: string | undefined]> = [
      [ours.uid, { status: 'available' }, DEFAULT_STORE_ID],
      [ours.uid, { status: 'expired' }, DEFAULT_STORE_ID],
      [ours.uid, { status: 'deleted', storeId: null }, DEFAULT_STORE_ID],
      [stranger.uid, { status: 'available' }, storeId],
      [stranger.uid, { status: 'expired' }, storeId],
      [ghost, { status: 'available' }, undefined],
      [moved.uid, { status: 'available', storeId: DEFAULT_STORE_ID }, DEFAULT_STORE_ID],
    ];
    await withBackgroundTriggersPaused(process.env, async () => {
      const refs = await Promise.all(
        history.map(async ([owner, fields], index) => {
          const ref = db.collection('codes').doc();
          const createdAt = Timestamp.fromMillis(Date.UTC(2025, 0, 1) + index * 60_000);
          await ref.set({ code: `HIST${runId}${index}`.toUpperCase(), currentUses: 0, maxUses: 1, code_type: 'leader', leaderId: { id: owner }, eventId: { id: event.id, name: event.name }, trackingId: `hist-${runId}`, createdAt, updatedAt: createdAt, ...fields });
          return ref;
        }),
      );
      const total = (await db.collection('codes').count().get()).data().count;

      const first = await cli('backfill-code-stores', '--page-size', '500');
      expect(first.code, first.stderr).toBe(0);
      expect(Number(first.stdout.trim())).toBeGreaterThanOrEqual(5);
      expect(first.stderr).toContain(`${total} códigos revisados en ${Math.floor(total / 500) + 1} páginas`);
      expect(first.stderr).toContain(ghost);
      const stored = await db.getAll(...refs);
      expect(stored.map((doc) => doc.get('storeId') ?? undefined)).toEqual(history.map(([, , expected]) => expected));
      // Nothing else of a code changes.
      expect(stored.map((doc) => doc.get('status'))).toEqual(history.map(([, fields]) => fields.status));
      expect(stored.every((doc, index) => doc.get('updatedAt').toMillis() === Date.UTC(2025, 0, 1) + index * 60_000)).toBe(true);

      const second = await cli('backfill-code-stores');
      expect(second.code, second.stderr).toBe(0);
      expect(second.stdout.trim()).toBe('0');
      expect((await db.getAll(...refs)).map((doc) => doc.updateTime?.toMillis())).toEqual(stored.map((doc) => doc.updateTime?.toMillis()));
    });
  });

  it('removes codes by value', async () => {
    const { codes } = await callAs<{ codes: string[] }>(admin, 'generateCodes', {
      leaderId: leader.uid,
      eventId: event.id,
      maxUses: 1,
      maxTickets: 1,
      code_type: 'leader',
      quantity: 2,
    });
    const result = await cli('remove-codes', ...codes);
    expect(result.code, result.stderr).toBe(0);
    const docs = (await db.collection('codes').where('code', 'in', codes).get()).docs;
    expect(docs.map((doc) => doc.get('status'))).toEqual(['deleted', 'deleted']);
  });
});
