import { expect, test } from './support/fixtures.ts';
import { openCodesPage, signInAsLeader } from './support/codes-helpers.ts';
import { FirestoreListenWatch } from './support/firestore-listen.ts';

// The leader's codes come through one live query. On the local emulator, a query whose result
// is larger than one id range (4,000 documents) is split into ranges that load two at a time
// (src/lib/firebase/emulator-id-ranges.ts, unit-tested against a fake onSnapshot; `npm run bench`
// watches the five ranges of a 20,000-code leader on the network). Here the demo leader's 1,180
// codes fit one range. The test watches the Firestore Listen channel on the network: the
// listeners (listen targets) the app adds and removes, and the documents the server sends.

test.describe.configure({ timeout: 120_000 });

test('the demo leader gets every code once through one listener on the whole query, kept between pages and ended at sign-out', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const watch = await FirestoreListenWatch.attach(page);
    await signInAsLeader(page);
    await expect.poll(() => watch.inSync('codes'), { timeout: 60_000 }).toBe(true);

    const [listener, ...others] = watch.queryTargets('codes');
    expect(others).toEqual([]);
    expect(listener.idBounds).toEqual([]);
    const sent = watch.documentsSent('codes').map((document) => document.path);
    expect(new Set(sent).size).toBe(sent.length);

    // The tracking page lists exactly the codes the server sent.
    const table = await openCodesPage(page);
    await expect(table.getByText(`1 a 10 de ${sent.length} entradas`)).toBeVisible();

    // Moving between the pages adds no listener and reads nothing again.
    const before = watch.clock;
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Códigos por lote' })).toBeVisible();
    await openCodesPage(page);
    expect(watch.targets.filter((target) => target.addedAt > before)).toEqual([]);
    expect(watch.newDocumentVersionsSince(before)).toEqual([]);

    // Signing out ends the codes listener.
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await expect.poll(() => watch.activeQueryTargets('codes').length, { timeout: 30_000 }).toBe(0);
  } finally {
    await context.close();
  }
});
