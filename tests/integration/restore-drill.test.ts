// The restore drill, on the local stack: what a backup and a restore are to production
// (docs/deploy.md, "Restore"). The test stack is used as people use it (codes generated and
// removed through the functions, codes used at the door, the activity those leave), its Auth and
// Firestore data are exported, a second stack starts from that export, and the restored stack
// must show people the same codes and figures, `npm run admin -- recount-summaries --check` must
// find nothing to repair there, and its triggers must count a new change once, and the import
// nothing.
//
// The store's shop is a user too: with a key an administrator created, it puts an event and
// holds, confirms and refunds codes of it through the shop API; after the restore the same key
// still works, the same orders answer the same, and an order held before the backup can still
// be confirmed, counted once.
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
import type { CreatedShopKey } from '../../common/schemas';
import { createShopClient, shopApiUrl, type ShopClient } from '../../scripts/shop/shop-client';
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
/** The shop's side: its key, its event, the codes of that event and its orders. */
const shop = { key: '', eventId: `simulacro-${runId}`, codes: [] as string[], orders: {} as Record<'confirmed' | 'refunded' | 'held' | 'other', string> };
const HOUR_MS = 60 * 60_000;

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
  [
    'the shop, with a key an administrator created, puts an event, and of its codes confirms two orders, refunds one and holds one',
    async () => {
      shop.key = (await callAs<CreatedShopKey>(admin, 'createShopKey', { label: `Simulacro ${runId}` })).key;
      const api = shopOf(live);
      const event = await api('PUT', '/v1/events/{eventId}', {
        params: { eventId: shop.eventId },
        body: { name: `Simulacro ${runId}`, startsAt: new Date(Date.now() - HOUR_MS).toISOString(), endsAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(), venue: 'Sala' },
      });
      expect([200, 201], event.text).toContain(event.status);
      const batch = await callAs<{ codes: string[] }>(admin, 'generateCodes', {
        leaderId: leader.uid,
        eventId: shop.eventId,
        quantity: 3,
        maxUses: 2,
        maxTickets: 2,
        code_type: 'leader',
        requestId: `simulacro-${runId}-tienda`,
      });
      shop.codes.push(...batch.codes);
      shop.orders = { confirmed: `orden-${runId}-1`, refunded: `orden-${runId}-2`, held: `orden-${runId}-3`, other: `orden-${runId}-4` };
      const [first, second] = shop.codes;
      const hold = async (orderId: string, code: string) => {
        const answer = await api('POST', '/v1/reservations', { body: { orderId, code, eventId: shop.eventId, tickets: 1, holdSeconds: 3600 } });
        expect(answer.status, answer.text).toBe(201);
      };
      const confirm = async (orderId: string) => {
        const answer = await api('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId }, body: { amount: 15000 } });
        expect(answer.status, answer.text).toBe(200);
      };
      await hold(shop.orders.confirmed, first);
      await confirm(shop.orders.confirmed);
      await hold(shop.orders.refunded, first);
      await confirm(shop.orders.refunded);
      const refund = await api('POST', '/v1/reservations/{orderId}/release', { params: { orderId: shop.orders.refunded } });
      expect(refund.status, refund.text).toBe(200);
      await hold(shop.orders.held, second);
      await hold(shop.orders.other, second);
      await confirm(shop.orders.other);
      // The confirmed uses reach the codes the leader sees (currentUses) through a trigger.
      await vi.waitFor(
        async () => {
          const found = await db.collection('codes').where('code', 'in', [first, second]).get();
          expect(found.docs.map((code) => code.get('currentUses')).sort()).toEqual([1, 1]);
        },
        { timeout: 60_000, interval: 1000 },
      );
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

/** The shop API of `stack`, called with the shop's key as the shop's server calls it. */
const shopOf = (stack: Stack): ShopClient => createShopClient({ baseUrl: shopApiUrl(stack.env.FUNCTIONS_EMULATOR_ORIGIN, projectId), key: shop.key });

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
    return callCallable({ baseUrl, idToken }, 'lookUpCodes', { codes: [...codes, ...shop.codes] });
  },
  "the shop's orders (GET /v1/reservations/{orderId}) and its check of each code of its event, with its key": async (stack) => {
    const api = shopOf(stack);
    const orders = await Promise.all(
      Object.values(shop.orders).map(async (orderId) => {
        const answer = await api('GET', '/v1/reservations/{orderId}', { params: { orderId } });
        return { status: answer.status, body: answer.body };
      }),
    );
    const checks = await Promise.all(
      shop.codes.map(async (code) => {
        const answer = await api('POST', '/v1/codes/check', { body: { code, eventId: shop.eventId, tickets: 1 } });
        return { status: answer.status, body: answer.body };
      }),
    );
    return { orders, checks };
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
    expect(shop.codes).toHaveLength(3);
    expect((seen.get("the leader's codes, with their status and uses") as unknown[]).length).toBe(21);
    expect(JSON.stringify(seen.get("the administrators' activity log about the leader"))).toContain('codes-removed');
    const { orders } = seen.get("the shop's orders (GET /v1/reservations/{orderId}) and its check of each code of its event, with its key") as {
      orders: Array<{ status: number; body: { reservation: { status: string; releaseReason: string | null } } }>;
    };
    expect(orders.map(({ status, body }) => [status, body.reservation.status, body.reservation.releaseReason])).toEqual([
      [200, 'confirmed', null],
      [200, 'released', 'refunded'],
      [200, 'reserved', null],
      [200, 'confirmed', null],
    ]);
  });

  it.each(Object.keys(views))('shows the same as before the export: %s', async (name) => {
    expect(await views[name](restoredStack)).toEqual(seen.get(name));
  });

  it('has nothing for recount-summaries to repair', async () => {
    const check = await recountCheck(restoredStack);
    expect(check.stderr).toContain('el resumen coincide con el recuento');
    expect({ code: check.code, stdout: check.stdout.trim() }).toEqual({ code: 0, stdout: `${leader.uid} ok` });
  });

  it('lets the shop confirm the order it held before the backup, counting its use once; a confirmation sent again takes nothing', async () => {
    const api = shopOf(restoredStack);
    const usesOf = async (code: string) =>
      ((await views["the leader's codes, with their status and uses"](restoredStack)) as Array<{ code: string; currentUses: number }>).find((entry) => entry.code === code)!.currentUses;
    const held = shop.codes[1];
    const before = await usesOf(held);
    const confirmed = await api<{ reservation: { status: string } }>('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId: shop.orders.held }, body: { amount: 15000 } });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.reservation.status).toBe('confirmed');
    // A shop that lost the answer of a confirmation made before the backup sends it again.
    const retried = await api<{ reservation: { status: string } }>('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId: shop.orders.other }, body: { amount: 15000 } });
    expect([retried.status, retried.body.reservation.status]).toEqual([200, 'confirmed']);
    await expect.poll(() => usesOf(held), { timeout: 60_000, interval: 1000 }).toBe(before + 1);
    // Given time to count it a second time, it does not; and the figures agree with a recount.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await usesOf(held)).toBe(before + 1);
    await vi.waitFor(async () => expect((await recountCheck(restoredStack)).code).toBe(0), { timeout: 60_000, interval: 2000 });
  }, 150_000);

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
