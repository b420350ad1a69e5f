import { dashboardHeading, expect, expectDashboardAfterSignIn, signIn, test } from './support/fixtures.ts';
import { createTestAccount, waitForOutboxLink } from './support/auth-accounts.ts';
import { NEW_PASSWORD } from '../support/fixtures/passwords.ts';


test('password reset: request, follow the e-mailed link, set a new password, sign in with it', async ({ page }) => {
  const account = await createTestAccount({ prefix: 'reset', verified: true });

  await page.goto('/restablecer-contrasena');
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Solicitar contraseña' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Correo electrónico').fill(account.email);
  await submit.click();
  // The answer waits for the e-mail function: on a busy machine its first call in a run can take
  // longer than an assertion's default 15 s, while the button rightly stays disabled.
  await expect(page.getByRole('status').filter({ hasText: 'Se ha enviado un email exitosamente' })).toBeVisible({ timeout: 45_000 });
  // Back to sign-in after 5 s.
  await expect(page).toHaveURL(/\/iniciar-sesion$/, { timeout: 10_000 });

  await page.goto(await waitForOutboxLink(account.email, 'resetPassword'));
  await expect(page.getByText(`Para la cuenta ${account.email}`)).toBeVisible();
  await expect(page.getByText('Mínimo 8 caractéres. Al menos un número, una mayúscula y/o caracter especial.')).toBeVisible();
  const change = page.getByRole('button', { name: 'Cambiar contraseña' });
  await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill('Otra#Clave2026');
  await expect(page.getByText('La contraseña no es igual a la confirmación.')).toBeVisible();
  await expect(change).toBeDisabled();
  await page.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await expect(change).toBeEnabled();
  await change.click();
  await expect(page.getByText('Su contraseña ha sido actualizada')).toBeVisible();

  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  await signIn(page, account.email, NEW_PASSWORD);
  await expectDashboardAfterSignIn(page);
});

test('a password reset link used twice shows the expired-or-used texts', async ({ page }) => {
  const account = await createTestAccount({ prefix: 'reset-twice', verified: true });
  await page.goto('/restablecer-contrasena');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('button', { name: 'Solicitar contraseña' }).click();
  const link = await waitForOutboxLink(account.email, 'resetPassword');

  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Su contraseña ha sido actualizada')).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('Prueba a cambiar la contraseña de nuevo')).toBeVisible();
  await expect(page.getByText('La petición para cambiar la contraseña ha caducado o ya se ha usado el enlace.')).toBeVisible();
});

test('an invalid verification link shows the expired-or-used texts', async ({ page }) => {
  await page.goto('/auth/action?mode=verifyEmail&oobCode=codigo-invalido&lang=es');
  await expect(page.getByText('Prueba a verificar el correo electrónico de nuevo')).toBeVisible();
  await expect(
    page.getByText('La petición para verificar su correo electrónico ha caducado o ya se ha usado el enlace.'),
  ).toBeVisible();
});

test('a reset request for an unknown e-mail gets the same success answer', async ({ page }) => {
  await page.goto('/restablecer-contrasena');
  await page.getByLabel('Correo electrónico').fill(`nadie-${Date.now()}@e2e.demo.cr`);
  await page.getByRole('button', { name: 'Solicitar contraseña' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se ha enviado un email exitosamente' })).toBeVisible();
});

test('a rate-limited reset request shows a clear Spanish error', async ({ page }) => {
  await page.route('**/sendEmailActionCustom', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":{"code":"resource-exhausted"}}' }),
  );
  await page.goto('/restablecer-contrasena');
  await page.getByLabel('Correo electrónico').fill('lider@demo.cr');
  await page.getByRole('button', { name: 'Solicitar contraseña' }).click();
  await expect(page.getByRole('alert')).toHaveText('Hiciste demasiadas solicitudes. Espera unos minutos e intenta de nuevo.');
  await expect(page).toHaveURL(/\/restablecer-contrasena$/);
});

test('e-mail verification: the unverified user resends, follows the link, and the confirmation page moves on to /', async ({
  page,
  context,
}) => {
  const account = await createTestAccount({ prefix: 'verify', verified: false });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/confirmacion-de-correo$/);
  await expect(page.getByText(account.email)).toBeVisible();
  await page.getByRole('button', { name: 'Reenviar correo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se ha enviado un email exitosamente' })).toBeVisible();

  const linkPage = await context.newPage();
  await linkPage.goto(await waitForOutboxLink(account.email, 'verifyEmail'));
  await expect(linkPage.getByText('Su correo electrónico ha sido verificado')).toBeVisible();
  await expect(linkPage.getByText('Ahora puede iniciar sesión en su cuenta.')).toBeVisible();
  await linkPage.close();

  // The confirmation page reloads the user every 10 s.
  await expect(page).toHaveURL(/\/$/, { timeout: 25_000 });
  await expect(dashboardHeading(page)).toBeVisible();
});
