// A shared phone keeps nothing of the last leader: signing out deletes Firestore's IndexedDB
// cache (codes, profile) and the record of the last sync, then loads the sign-in page anew.
// Only public browser APIs look at the cache: indexedDB.databases() lists Firestore's database,
// and the app itself shows what the cache holds when it opens with no network.
import { expect, test, type Page } from './support/fixtures.ts';
import { codeEntry, resultSection, validateCodes } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import { firestoreDatabases } from './support/firestore-cache.ts';
import { createLeaderWithCodes, signInWithCodes, type LeaderWithCodes } from './support/leaders.ts';
import { waitForServiceWorkerControl } from './support/pwa.ts';

test.describe.configure({ timeout: 120_000 });

/** Firestore's database of the signed-in page (its cache of codes and profile). */
async function firestoreDatabase(page: Page): Promise<string> {
  const databases = await firestoreDatabases(page);
  expect(databases, "Firestore's IndexedDB database").toHaveLength(1);
  return databases[0];
}

/** The app loaded anew with no network (from its service worker) shows what the cache holds. */
async function reloadOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  await page.reload();
}

test.describe('with the service worker, so that the app opens with no network', () => {
  test.use({ serviceWorkers: 'allow' });

  test('signing out from the top bar deletes the cached codes and the last-sync record, and loads the sign-in page anew', async ({ page }) => {
    const leader = await createLeaderWithCodes('sign-out-cache');
    await signInWithCodes(page, leader);
    await waitForServiceWorkerControl(page);
    const database = await firestoreDatabase(page);

    // The cache holds the codes: opened with no network, the app shows them.
    await reloadOffline(page);
    await expectCodesShown(page, leader);
    await page.context().setOffline(false);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('centro-lideres:codigos-sincronizados:')))).toHaveLength(1);

    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    // A full page load, not only a route change: the next leader gets a new Firestore instance.
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(await firestoreDatabases(page)).not.toContain(database);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('centro-lideres:codigos-sincronizados:')))).toEqual([]);
    // Opened again with no network, the app has nothing of the leader to show.
    await reloadOffline(page);
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(leader.codes[0], { exact: true })).toHaveCount(0);
    await page.context().setOffline(false);
  });
});

/** How Chromium reports a reload that another navigation of the page replaced. */
const SUPERSEDED_NAVIGATION = /Not attached to an active page|interrupted by another navigation|net::ERR_ABORTED|frame was detached/;

/** The dashboard lists the leader's event, and the validator finds every code of theirs valid. */
async function expectCodesShown(page: Page, leader: LeaderWithCodes): Promise<void> {
  await expect(page.getByRole('region', { name: 'Códigos por lote' }).getByText(new RegExp(leader.eventName))).toBeVisible({ timeout: 30_000 });
  await validateCodes(page, leader.codes.join(' '));
  for (const code of leader.codes) await expect(codeEntry(resultSection(page, 'valid'), code)).toBeVisible();
}

test('a leader whose reading is revoked is signed out on the next load with the permission alert, and their cached codes are deleted', async ({ page }) => {
  const leader = await createLeaderWithCodes('revoked-cache');
  await signInWithCodes(page, leader);
  const database = await firestoreDatabase(page);

  const { firestore } = await admin();
  await firestore.doc(`users/${leader.uid}`).update({ 'permissions.read': false });
  // The open tab may already be signing out (it follows the profile live): a reload in the middle
  // of that sign-out must still leave nothing behind. The sign-out's own navigation to the sign-in
  // page may supersede the reload, which Chromium reports as an error of the reload; the page ends
  // signed out either way, as the assertions below check.
  await page.reload().catch((error: Error) => {
    if (!SUPERSEDED_NAVIGATION.test(error.message)) throw error;
  });

  await expect(page).toHaveURL(/\/iniciar-sesion$/, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText('Usuario con permisos insuficientes para ingresar.');
  await expect.poll(() => firestoreDatabases(page)).not.toContain(database);
});

// The open app follows its own profile live: an administrator's change applies to the tab the
// leader already has open, with no reload, exactly as a refused sign-in does.
const liveChanges: Array<[change: string, update: Record<string, unknown>]> = [
  ['reading is revoked', { 'permissions.read': false }],
  ['role is changed', { role: 'Producer' }],
  ['store is changed', { storeId: 'otra-tienda' }],
];

for (const [change, update] of liveChanges) {
  test(`a leader whose ${change} while the app is open is signed out at once with the permission alert, and their cached codes are deleted`, async ({ page }) => {
    const leader = await createLeaderWithCodes('live-profile');
    await signInWithCodes(page, leader);
    const database = await firestoreDatabase(page);
    const batches = page.getByRole('region', { name: 'Códigos por lote' });
    await expect(batches).toBeVisible();

    const { firestore } = await admin();
    await firestore.doc(`users/${leader.uid}`).update(update);

    await expect(page).toHaveURL(/\/iniciar-sesion$/, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveText('Usuario con permisos insuficientes para ingresar.');
    await expect(batches).toHaveCount(0);
    expect(await firestoreDatabases(page)).not.toContain(database);
  });
}
