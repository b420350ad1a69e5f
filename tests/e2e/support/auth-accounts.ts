// Helpers of the account-flow e2e tests: fresh accounts, the e-mail outbox, SMS
// codes and presence records, all read straight from the emulators.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { DEFAULT_STORE_ID, type EmailActionMode } from '../../../common/constants.ts';
import { admin, listVerificationCodes, uniqueEmail } from './emulator.ts';
import { DEMO_PASSWORD } from './fixtures.ts';
import { stack } from './stack.ts';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  phoneNumber?: string;
}

/** A unique Costa Rican mobile number, so parallel tests never read each other's SMS codes. */
export function uniquePhoneNumber(): string {
  return `+5068${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Creates an account (Auth + users document) as an administrator would. */
export async function createTestAccount(options: {
  prefix: string;
  verified: boolean;
  role?: string | null;
  storeId?: string;
  secondFactorPhone?: string;
}): Promise<TestAccount> {
  const { auth, firestore } = await admin();
  const email = uniqueEmail(options.prefix);
  const displayName = 'Prueba E2E';
  const user = await auth.createUser({
    email,
    password: DEMO_PASSWORD,
    displayName,
    emailVerified: options.verified,
    ...(options.secondFactorPhone
      ? { multiFactor: { enrolledFactors: [{ phoneNumber: options.secondFactorPhone, factorId: 'phone' as const, displayName: 'Móvil' }] } }
      : {}),
  });
  const role = options.role === undefined ? 'Leader' : options.role;
  await firestore.doc(`users/${user.uid}`).set({
    displayName,
    email,
    ...(role ? { role, storeId: options.storeId ?? DEFAULT_STORE_ID, permissions: { read: true } } : {}),
    emailVerified: options.verified,
  });
  return { uid: user.uid, email, password: DEMO_PASSWORD, phoneNumber: options.secondFactorPhone };
}

/**
 * The newest action link e-mailed to `email` (the `mail` outbox of the Trigger Email
 * format), as a path on the app under test, waiting for the function to queue it.
 */
export async function waitForOutboxLink(email: string, kind: EmailActionMode): Promise<string> {
  const { firestore } = await admin();
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const snapshot = await firestore.collection('mail').where('to', 'array-contains', email).get();
        const mails = snapshot.docs
          .map((doc) => doc.data() as { kind: string; link: string; createdAt?: { toMillis(): number } })
          .filter((mail) => mail.kind === kind)
          .sort((a, b) => (b.createdAt?.toMillis() ?? 0) - (a.createdAt?.toMillis() ?? 0));
        link = mails[0]?.link;
        return Boolean(link);
      },
      { timeout: 20_000, message: `a ${kind} e-mail for ${email} in the outbox` },
    )
    .toBe(true);
  const url = new URL(link!);
  expect(url.pathname).toBe('/auth/action');
  return `${url.pathname}${url.search}`;
}

/** The SMS code the Auth emulator sent to `phoneNumber` most recently. */
export async function waitForSmsCode(phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = (await listVerificationCodes()).filter((entry) => entry.phoneNumber === phoneNumber);
        code = codes.at(-1)?.code;
        return Boolean(code);
      },
      { timeout: 15_000, message: `an SMS code for ${phoneNumber}` },
    )
    .toBe(true);
  return code!;
}

/** Number of SMS codes the Auth emulator has sent to `phoneNumber` so far. */
export async function countSmsCodes(phoneNumber: string): Promise<number> {
  return (await listVerificationCodes()).filter((entry) => entry.phoneNumber === phoneNumber).length;
}

/** status/{uid} of the Realtime Database, read with the emulator's owner credential (rules bypassed). */
export async function readPresence(uid: string): Promise<{ status: string; timestamp: number } | null> {
  const response = await fetch(
    `http://${stack.env.FIREBASE_DATABASE_EMULATOR_HOST}/status/${uid}.json?ns=${stack.projectId}-default-rtdb`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  if (!response.ok) throw new Error(`presence read failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { status: string; timestamp: number } | null;
}

/** Waits until status/{uid} has `status`. */
export async function expectPresence(uid: string, status: 'online' | 'away' | 'offline'): Promise<void> {
  await expect.poll(async () => (await readPresence(uid))?.status ?? null, { timeout: 20_000 }).toBe(status);
}

/**
 * Runs `work` while holding a lock shared by every Playwright worker (a directory created
 * atomically), for tests that must not overlap, such as two sign-ins reading SMS codes of the
 * same demo phone number.
 */
export async function withWorkerLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lockDir = path.join(os.tmpdir(), `centro-e2e-lock-${name}`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock left by a run that was killed mid-test is older than any real holder.
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 90_000) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`lock ${name} not released after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
