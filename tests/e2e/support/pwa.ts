// Helpers of the installable-app and offline e2e tests: a leader with a few codes of their own
// (so tests may change them without touching the demo data), the service worker, the caches.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { appBuildDir } from '../../../scripts/stack/stack.ts';
import { createTestAccount, type TestAccount } from './auth-accounts.ts';
import { admin } from './emulator.ts';
import { signIn } from './fixtures.ts';
import { stack } from './stack.ts';

/** The production build the Hosting emulator serves to these tests. */
export const servedBuildDir = appBuildDir(stack.profile);

/** Every file of dist/assets (the chunks and styles the worker must precache), as URL paths. */
export function builtAssetPaths(): string[] {
  return readdirSync(path.join(servedBuildDir, 'assets')).map((file) => `/assets/${file}`);
}

export interface LeaderWithCodes extends TestAccount {
  codes: string[];
  eventName: string;
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function randomCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)];
  return code;
}

/** A new verified Leader of the store with `count` available codes of one event, written with the Admin SDK. */
export async function createLeaderWithCodes(prefix: string, count = 3): Promise<LeaderWithCodes> {
  const account = await createTestAccount({ prefix, verified: true });
  const eventName = `Evento ${prefix}`;
  const codes = Array.from({ length: count }, () => randomCode('PWA'));
  for (const [index, code] of codes.entries()) await addCode(account, eventName, code, index);
  return { ...account, codes, eventName };
}

/** Adds (or overwrites) one available code of `leader`, as generateCodes would. */
export async function addCode(leader: { uid: string }, eventName: string, code: string, order = 0): Promise<void> {
  const { firestore } = await admin();
  const createdAt = new Date(Date.UTC(2026, 10, 1) + order * 60_000);
  await firestore.doc(`codes/e2e-${leader.uid}-${code}`).set({
    code,
    status: 'available',
    currentUses: 0,
    maxUses: 1,
    maxTickets: 1,
    code_type: 'leader',
    leaderId: { id: leader.uid, displayName: 'Prueba E2E' },
    eventId: { id: `e2e-event-${leader.uid}`, name: eventName },
    trackingId: `e2e-tracking-${leader.uid}`,
    createdAt,
    createdBy: 'e2e',
    updatedAt: createdAt,
  });
}

/** Signs in through the form and waits until the dashboard lists the leader's codes. */
export async function signInWithCodes(page: Page, leader: LeaderWithCodes): Promise<void> {
  await signIn(page, leader.email, leader.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  const batch = page.getByRole('region', { name: 'Códigos por lote' });
  await expect(batch.getByRole('button', { name: /^Descargar CSV de / }).first()).toBeEnabled({ timeout: 30_000 });
}

/** Waits until the app's service worker is active and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    // A reload in between destroys the context being evaluated: poll again on the new page.
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null).catch(() => null), {
      timeout: 30_000,
      message: 'an activated service worker controls the page',
    })
    .toBe('activated');
}

/** The URL paths in the worker's precache (without Workbox's revision parameter). */
export async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}
