import { expect, expectDashboardAfterSignIn, signIn, test } from './support/fixtures.ts';
import { createTestAccount, expectPresence, readPresence } from './support/auth-accounts.ts';

async function setTabHidden(page: import('@playwright/test').Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('presence is online while signed in, away while the tab is hidden, and offline once the page closes', async ({ context }) => {
  const account = await createTestAccount({ prefix: 'presencia', verified: true });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expectDashboardAfterSignIn(page);
  await expectPresence(account.uid, 'online');

  await setTabHidden(page, true);
  await expectPresence(account.uid, 'away');
  await setTabHidden(page, false);
  await expectPresence(account.uid, 'online');

  const onlineAt = (await readPresence(account.uid))!.timestamp;
  await page.close();
  await expectPresence(account.uid, 'offline');
  expect((await readPresence(account.uid))!.timestamp).toBeGreaterThanOrEqual(onlineAt);
});

test('signing out from the shell writes offline before the session ends', async ({ page }) => {
  const account = await createTestAccount({ prefix: 'presencia-salida', verified: true });
  await signIn(page, account.email, account.password);
  await expectDashboardAfterSignIn(page);
  await expectPresence(account.uid, 'online');

  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  // The page is still open (the connection is up): only the explicit write can have set it.
  await expectPresence(account.uid, 'offline');
});

test('signing out from the e-mail confirmation page writes offline and returns to sign-in', async ({ page }) => {
  const account = await createTestAccount({ prefix: 'presencia-pendiente', verified: false });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/confirmacion-de-correo$/);
  await expectPresence(account.uid, 'online');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  await expectPresence(account.uid, 'offline');
});
