// The restore drill, on the local stack: what a backup and a restore are to production
// (docs/deploy.md, "Restore"). The test stack is used as people use it (codes generated and
// removed through the functions, codes used at the door, the activity those leave), its Auth and
// Firestore data are exported, a second stack starts from that export, and the restored stack
// must show people the same codes and figures, `npm run admin -- recount-summaries --check` must
// find nothing to repair there, and its triggers must count a new change once, and the import
// nothing.
//
// Adding a kind of data to the drill is one entry in `usage` (how it is made on the live stack)
// and one in `views` (how a person reads it, the same way from both stacks).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, doc, getDoc, getDocs, getFirestore, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_ID, ROLE_LEADER } from '../../common/constants';
import { callCallable, functionsBaseUrl, signInWithPassword } from '../../scripts/admin/callable';
import { resolveProfile } from '../../scripts/stack/profiles';
import { clientEnvFor, exportStackData, ROOT, startStack, type StackHandle } from '../../scripts/stack/stack';
import { callAs, closeAdminApp, createAdmin, createTestEvent, createTestUser, db, DEMO_PASSWORD, projectId, runId, type TestUser } from './functions/helpers';

const liveEnv = Object.fromEntries(Object.keys(clientEnvFor(resolveProfile('test'))).map((name) => [name, process.env[name] ?? ''])) as Record<string, string>;
const restoredProfile = resolveProfile('restored');
const restoredEnv = clientEnvFor(restoredProfile);
const exportDir = path.join(mkdtempSync(path.join(ROOT, '.tmp', 'restore-drill-')), 'export');

let restored: StackHandle | null = null;
let admin: TestUser;
let leader: TestUser;
const codes: string[] = [];
const apps: FirebaseApp[] = [];

/** The live stack, as people use it: each step through the functions where people go through them. */
const usage: Array<[what: string, act: () => Promise<void>]> = [
  [
    'an administrator generates two batches of codes for a leader',
    async () => {
      const event = await createTestEvent();
      for (const [quantity, maxUses] of [
        [12, 2],
        [6, 1],
      ]) {
        const batch = await callAs<{ codes: string[] }>(admin, 'generateCodes', {
          leaderId: leader.uid,
          eventId: event.id,
          quantity,
          maxUses,
          maxTickets: 2,
          code_type: 'leader',
          requestId: `simulacro-${runId}-${quantity}`,
        });
        codes.push(...batch.codes);
      }
    },
  ],
  [
    'codes are used at the door (checkouts written to the codes, counted by the trigger), one until used up',
    async () => {
      const used = await db.collection('codes').where('code', 'in', codes.slice(0, 4)).get();
      await Promise.all(used.docs.map((code, index) => code.ref.update(index === 0 ? { currentUses: 2, status: 'expired' } : { currentUses: 1 })));
    },
  ],
  [
    'the administrator removes two codes from the leader',
    async () => {
      await callAs(admin, 'removeCodes', { codes: codes.slice(-2), leaderId: leader.uid });
    },
  ],
];

interface Stack {
  name: string;
  env: Record<string, string>;
}

/** A web SDK client of `stack` signed in as `user`, as the app is (the rules apply). */
async function signedIn(stack: Stack, user: TestUser) {
  const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `simulacro-${stack.name}-${user.uid}-${apps.length}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${stack.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  const [host, port] = stack.env.FIRESTORE_EMULATOR_HOST.split(':');
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, host, Number(port));
  await signInWithEmailAndPassword(auth, user.email, DEMO_PASSWORD);
  return { firestore };
}

const withoutTimes = <T extends Record<string, unknown>>(data: T | undefined) => {
  if (!data) return null;
  const { updatedAt: _updatedAt, ...rest } = data;
  return rest;
};

/** What people see, read the same way from the live stack and from the restored one. */
const views: Record<string, (stack: Stack) => Promise<unknown>> = {
  "the leader's codes, with their status and uses": async (stack) => {
    const { firestore } = await signedIn(stack, leader);
    const found = await getDocs(query(collection(firestore, 'codes'), where('leaderId.id', '==', leader.uid)));
    return found.docs
      .map((code) => ({ id: code.id, ...code.data() }) as Record<string, unknown>)
      .map(({ id, code, status, currentUses, maxUses, eventId, trackingId }) => ({ id, code, status, currentUses, maxUses, eventId, trackingId }))
      .sort((a, b) => String(a.code).localeCompare(String(b.code)));
  },
  "the leader's figures: the summary per event and per batch": async (stack) => {
    const { firestore } = await signedIn(stack, leader);
    const summary = (await getDoc(doc(firestore, `codeSummaries/${leader.uid}`))).data();
    const ownCodes = await getDocs(query(collection(firestore, 'codes'), where('leaderId.id', '==', leader.uid)));
    const trackingIds = [...new Set(ownCodes.docs.map((code) => String(code.get('trackingId'))))].sort();
    const batches = await Promise.all(trackingIds.map(async (id) => withoutTimes((await getDoc(doc(firestore, `codeSummaries/${leader.uid}/batches/${id}`))).data())));
    return { summary: withoutTimes(summary), batches };
  },
  "the validator's lookup of every one of the leader's codes (lookUpCodes)": async (stack) => {
    const idToken = await signInWithPassword({ authEmulatorHost: stack.env.FIREBASE_AUTH_EMULATOR_HOST, apiKey: 'fake-api-key', email: leader.email, password: DEMO_PASSWORD });
    const baseUrl = functionsBaseUrl({ project: projectId, emulatorOrigin: stack.env.FUNCTIONS_EMULATOR_ORIGIN });
    return callCallable({ baseUrl, idToken }, 'lookUpCodes', { codes });
  },
  "the administrators' activity log about the leader": async (stack) => {
    const { firestore } = await signedIn(stack, admin);
    const entries = await getDocs(query(collection(firestore, 'activity'), where('subject.uid', '==', leader.uid)));
    return entries.docs.map((entry) => ({ id: entry.id, ...entry.data() })).sort((a, b) => a.id.localeCompare(b.id));
  },
};

const live: Stack = { name: 'live', env: liveEnv };
const restoredStack: Stack = { name: 'restored', env: restoredEnv };
const seen = new Map<string, unknown>();

const cliEnv = (env: Record<string, string>) => ({ ...process.env, ...env });

/** `npm run admin -- recount-summaries --check <leader>` against a stack: its exit code and what it printed. */
async function recountCheck(stack: Stack): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/admin/cli.ts'), 'recount-summaries', '--check', leader.email], {
      cwd: ROOT,
      env: cliEnv(stack.env),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** The figures of `leader`'s summary on a stack, read with the emulator's owner access. */
async function summaryUses(stack: Stack): Promise<number> {
  const response = await fetch(
    `http://${stack.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${projectId}/databases/(default)/documents/codeSummaries/${leader.uid}`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as { fields: { events: { mapValue: { fields: Record<string, { mapValue: { fields: { uses: { integerValue: string } } } }> } } } };
  return Object.values(body.fields.events.mapValue.fields).reduce((sum, event) => sum + Number(event.mapValue.fields.uses.integerValue), 0);
}

beforeAll(async () => {
  [admin, leader] = await Promise.all([
    createAdmin(),
    createTestUser('simulacro', { role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, permissions: { read: true } }),
  ]);
  for (const [, act] of usage) await act();
  // The trigger has counted every checkout once the live figures agree with a recount.
  await vi.waitFor(async () => expect((await recountCheck(live)).code).toBe(0), { timeout: 60_000, interval: 2000 });
  for (const [name, read] of Object.entries(views)) seen.set(name, await read(live));

  mkdirSync(path.dirname(exportDir), { recursive: true });
  await exportStackData(liveEnv, exportDir);
  restored = await startStack(restoredProfile, { app: 'none', importFrom: exportDir, log: () => undefined });
}, 600_000);

afterAll(async () => {
  await Promise.allSettled(apps.map((app) => deleteApp(app)));
  await restored?.stop();
  rmSync(path.dirname(exportDir), { recursive: true, force: true });
  await closeAdminApp();
}, 60_000);

describe('the restore drill: a stack started from an export of the used test stack', () => {
  it('was used for real before the export (the drill checks something)', () => {
    expect(codes).toHaveLength(18);
    expect((seen.get("the leader's codes, with their status and uses") as unknown[]).length).toBe(18);
    expect(JSON.stringify(seen.get("the administrators' activity log about the leader"))).toContain('codes-removed');
  });

  it.each(Object.keys(views))('shows the same as before the export: %s', async (name) => {
    expect(await views[name](restoredStack)).toEqual(seen.get(name));
  });

  it('has nothing for recount-summaries to repair', async () => {
    const check = await recountCheck(restoredStack);
    expect(check.stderr).toContain('el resumen coincide con el recuento');
    expect({ code: check.code, stdout: check.stdout.trim() }).toEqual({ code: 0, stdout: `${leader.uid} ok` });
  });

  it('counts a change made after the import exactly once, and counted nothing for the import itself', async () => {
    const before = await summaryUses(restoredStack);
    const available = (await views["the leader's codes, with their status and uses"](restoredStack)) as Array<{ id: string; status: string; currentUses: number }>;
    const door = available.find((code) => code.status === 'available' && code.currentUses === 0)!;
    // A checkout at the door, written straight to the restored Firestore as the shop's writes are.
    const response = await fetch(
      `http://${restoredEnv.FIRESTORE_EMULATOR_HOST}/v1/projects/${projectId}/databases/(default)/documents/codes/${door.id}?updateMask.fieldPaths=currentUses`,
      { method: 'PATCH', headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' }, body: JSON.stringify({ fields: { currentUses: { integerValue: '1' } } }) },
    );
    expect(response.status).toBe(200);
    await expect.poll(() => summaryUses(restoredStack), { timeout: 60_000, interval: 1000 }).toBe(before + 1);
    // Given time to count it a second time, it does not.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await summaryUses(restoredStack)).toBe(before + 1);
    expect((await recountCheck(restoredStack)).code).toBe(0);
  }, 120_000);
});
