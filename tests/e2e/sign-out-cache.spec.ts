// A shared phone keeps nothing of the last leader: signing out deletes Firestore's IndexedDB
// cache (codes, profile) and the record of the last sync, then loads the sign-in page anew.
import { expect, test, type Page } from './support/fixtures.ts';
import { admin } from './support/emulator.ts';
import { createLeaderWithCodes, signInWithCodes } from './support/leaders.ts';

test.describe.configure({ timeout: 120_000 });

/** The names of this origin's IndexedDB databases that belong to Firestore. */
function firestoreDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').filter((name) => name.startsWith('firestore/')));
}

/** How many codes documents Firestore's cache holds (0 when its database is gone). */
function cachedCodesDocuments(page: Page, database: string): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains('remoteDocumentsV14')) return 0;
      const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
        const request = db.transaction('remoteDocumentsV14').objectStore('remoteDocumentsV14').getAllKeys();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return keys.filter((key) => JSON.stringify(key).includes('"codes"')).length;
    } finally {
      db.close();
    }
  }, database);
}

test('signing out from the top bar deletes the cached codes and the last-sync record, and loads the sign-in page anew', async ({ page }) => {
  const leader = await createLeaderWithCodes('sign-out-cache');
  await signInWithCodes(page, leader);

  const [database] = await firestoreDatabases(page);
  expect(database).toBeTruthy();
  await expect.poll(() => cachedCodesDocuments(page, database)).toBeGreaterThanOrEqual(leader.codes.length);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('centro-lideres:codigos-sincronizados:')))).toHaveLength(1);

  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  // A full page load, not only a route change: the next leader gets a new Firestore instance.
  await expect.poll(() => loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(await cachedCodesDocuments(page, database)).toBe(0);
  expect(await firestoreDatabases(page)).not.toContain(database);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('centro-lideres:codigos-sincronizados:')))).toEqual([]);
});

test('a leader whose reading is revoked is signed out on the next load with the permission alert, and their cached codes are deleted', async ({ page }) => {
  const leader = await createLeaderWithCodes('revoked-cache');
  await signInWithCodes(page, leader);
  const [database] = await firestoreDatabases(page);
  await expect.poll(() => cachedCodesDocuments(page, database)).toBeGreaterThanOrEqual(leader.codes.length);

  const { firestore } = await admin();
  await firestore.doc(`users/${leader.uid}`).update({ 'permissions.read': false });
  // The open tab may already be signing out (it follows the profile live): a reload in the middle
  // of that sign-out must still leave nothing behind.
  await page.reload();

  await expect(page).toHaveURL(/\/iniciar-sesion$/, { timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveText('Usuario con permisos insuficientes para ingresar.');
  await expect.poll(() => cachedCodesDocuments(page, database)).toBe(0);
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
    const [database] = await firestoreDatabases(page);
    await expect.poll(() => cachedCodesDocuments(page, database)).toBeGreaterThanOrEqual(leader.codes.length);
    const batches = page.getByRole('region', { name: 'Códigos por lote' });
    await expect(batches).toBeVisible();

    const { firestore } = await admin();
    await firestore.doc(`users/${leader.uid}`).update(update);

    await expect(page).toHaveURL(/\/iniciar-sesion$/, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveText('Usuario con permisos insuficientes para ingresar.');
    await expect(batches).toHaveCount(0);
    expect(await cachedCodesDocuments(page, database)).toBe(0);
    expect(await firestoreDatabases(page)).not.toContain(database);
  });
}
