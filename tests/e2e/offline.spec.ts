// A signed-in leader with no network: the app reloads from the service worker, the session from
// Auth's persistence, the codes from Firestore's cache, with a notice saying how recent they are.
// Back online, everything catches up by itself.
import { expect, signIn, test } from './support/fixtures.ts';
import { codeEntry, openCodesPage, resultSection, validateCodes } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import { addCode, createLeaderWithCodes, signInWithCodes } from './support/leaders.ts';
import { reloadOffline, waitForServiceWorkerControl } from './support/pwa.ts';
import { COLLECTIONS } from '../../common/collections.ts';
import { testCodeId } from '../support/accounts.ts';

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.describe.configure({ timeout: 180_000 });

const OFFLINE_NOTICE = /^Sin conexión\. Mostrando tus códigos guardados, actualizados /;

test('offline, a signed-in leader reloads the app, sees the saved codes and their age, validates and moves between pages; back online it catches up', async ({
  page,
  context,
}) => {
  const leader = await createLeaderWithCodes('offline');
  const [first, second, third] = leader.codes;
  await signInWithCodes(page, leader);
  await waitForServiceWorkerControl(page);

  // The connection drops: the notice appears at once, the codes stay.
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
  await expect(notice).toHaveText('Sin conexión. Mostrando tus códigos guardados, actualizados este minuto.');

  // The last sync was a while ago (as after a night in the pocket), then the app is opened again.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('centro-lideres:codigos-sincronizados:'));
    if (!key) throw new Error('no record of the last sync');
    localStorage.setItem(key, String(Date.now() - 12 * 60_000 - 5_000));
  });
  const reloaded = await reloadOffline(page);
  await expect(notice).toHaveText('Sin conexión. Mostrando tus códigos guardados, actualizados hace 12 minutos.');
  await expect(page.getByRole('region', { name: 'Códigos por lote' }).getByText(new RegExp(leader.eventName))).toBeVisible();

  // The validator works on the saved codes. A code it has not saved cannot be looked up without
  // the network: it says so, and never calls it 'No existe'.
  await validateCodes(page, `${first} ${second} NOEXISTE1`);
  await expect(codeEntry(resultSection(page, 'valid'), first)).toBeVisible();
  await expect(codeEntry(resultSection(page, 'valid'), second)).toBeVisible();
  await expect(codeEntry(resultSection(page, 'invalid'), 'NOEXISTE1')).toContainText('Sin verificar');
  await expect(codeEntry(resultSection(page, 'invalid'), 'NOEXISTE1')).not.toContainText('No existe');
  await expect(page.getByText('Sin conexión: 1 código no se pudo verificar. Valida de nuevo cuando tengas conexión.')).toBeVisible();

  // Dashboard ↔ Códigos, with no network (the tracking page's code comes from the worker).
  const tracking = await openCodesPage(page);
  await expect(tracking.getByText(third, { exact: true })).toBeVisible();
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Códigos por lote' })).toBeVisible();
  await expect(notice).toBeVisible();

  // Meanwhile an administrator assigns another code and one is used.
  const added = `${first.slice(0, 3)}NUEVO${first.slice(-2)}`;
  await addCode(leader, added, 10);
  const { firestore } = await admin();
  await firestore.collection(COLLECTIONS.codes).doc(testCodeId(leader, first)).update({ currentUses: 1 });

  // Back online: the notice goes away and the listener brings both changes, with no reload.
  await reloaded.goOnline();
  await expect(notice).toBeHidden();
  const trackingAgain = await openCodesPage(page);
  await expect(trackingAgain.getByText(added, { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await validateCodes(page, first);
  await expect(codeEntry(resultSection(page, 'valid'), first)).toContainText('1/1');
});

test('with no network, signing in and asking for a password reset say that they need the connection', async ({ page, context }) => {
  const NEEDS_NETWORK = 'Sin conexión a internet. Esta acción necesita conexión; intenta de nuevo cuando vuelvas a estar en línea.';
  await page.goto('/iniciar-sesion');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  await signIn(page, 'lider@demo.cr');
  await expect(page.getByRole('alert').filter({ hasText: NEEDS_NETWORK })).toBeVisible();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);

  await page.goto('/restablecer-contrasena');
  await page.getByLabel('Correo electrónico').fill('lider@demo.cr');
  await page.getByRole('button', { name: 'Solicitar contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: NEEDS_NETWORK })).toBeVisible();
  await context.setOffline(false);
});
