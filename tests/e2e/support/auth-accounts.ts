// Helpers of the account-flow e2e tests: fresh accounts, the e-mail outbox, SMS
// codes and presence records, all read straight from the emulators.
import { expect } from '@playwright/test';
import { DEFAULT_STORE_ID, ROLE_LEADER, type EmailActionMode } from '../../../common/constants.ts';
import { createAccount, type TestAccount } from '../../support/accounts.ts';
import { admin, listVerificationCodes, uniqueEmail } from './emulator.ts';
import { stack } from './stack.ts';

export type { TestAccount };

/** A unique Costa Rican mobile number, so parallel tests never read each other's SMS codes. */
export function uniquePhoneNumber(): string {
  return `+5068${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/**
 * A new account (Auth and users/{uid}) as an administrator leaves it: a Leader of the store unless
 * `role` says otherwise (null: no role or store, as a registration), with a unique e-mail.
 */
export async function createTestAccount(options: {
  prefix: string;
  verified: boolean;
  role?: string | null;
  storeId?: string;
  secondFactorPhone?: string;
  /** The name shown (and searched) instead of 'Prueba E2E'. */
  name?: string;
  /** users/{uid}.phoneNumber, as the leader form stores it. */
  phoneNumber?: string;
}): Promise<TestAccount> {
  const role = options.role === undefined ? ROLE_LEADER : options.role;
  return createAccount(await admin(), {
    email: uniqueEmail(options.prefix),
    name: options.name,
    verified: options.verified,
    secondFactorPhone: options.secondFactorPhone,
    profile: {
      ...(role ? { role, storeId: options.storeId ?? DEFAULT_STORE_ID, permissions: { read: true } } : {}),
      ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}),
    },
  });
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
