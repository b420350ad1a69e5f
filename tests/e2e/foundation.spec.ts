import { expect, expectDashboardAfterSignIn, signIn, test } from './support/fixtures.ts';

test('a leader signs in through the Auth emulator and reaches the dashboard', async ({ page }) => {
  await signIn(page, 'lider@demo.cr');
  await expectDashboardAfterSignIn(page);
});

test('a signed-out visitor of the dashboard is sent to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-existe');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});
