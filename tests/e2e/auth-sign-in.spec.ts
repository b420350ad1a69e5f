import { dashboardHeading, expect, expectDashboardAfterSignIn, signIn, test } from './support/fixtures.ts';
import {
  countSmsCodes,
  createTestAccount,
  uniquePhoneNumber,
  waitForSmsCode,
} from './support/auth-accounts.ts';
import { admin } from './support/emulator.ts';
import { withTestLock } from './support/locks.ts';
import { WRONG_PASSWORD } from '../support/fixtures/passwords.ts';

const PERMISSION_DENIED = 'Usuario con permisos insuficientes para ingresar.';
/** A refusal shows once the server has answered the profile read; the local emulator sometimes leaves it waiting ~17 s under load. */
const refused = { timeout: 60_000 };

test('a sign-in copies the Auth name into the profile even when the provider photo is an http: address, which the rules refuse', async ({ page }) => {
  const account = await createTestAccount({ prefix: 'foto-http', verified: true });
  const { auth, firestore } = await admin();
  const photo = 'http://fotos.example/lucia.png';
  await auth.updateUser(account.uid, { displayName: 'Lucía Foto', photoURL: photo });
  await signIn(page, account.email, account.password);
  await expectDashboardAfterSignIn(page);
  // The name reaches users/{uid}; the photo the rules would refuse (https: only) is left out.
  const profile = () => firestore.doc(`users/${account.uid}`).get();
  await expect.poll(async () => (await profile()).get('displayName'), { timeout: 20_000 }).toBe('Lucía Foto');
  expect((await profile()).get('photoURL')).toBeNull();
  // Nor is it shown: the top bar has the default avatar, and the page never asks for the photo
  // (its policy, img-src https:, would refuse it: the fixture fails a test on any such refusal).
  for (const avatar of await page.getByTestId('user-avatar').all()) await expect(avatar).toHaveAttribute('src', '/avatar-default.svg');
});

test.describe('sign-in of the demo accounts', () => {
  for (const email of ['lider@demo.cr', 'lider2@demo.cr']) {
    test(`${email} signs in and reaches the dashboard`, async ({ page }) => {
      await signIn(page, email);
      await expectDashboardAfterSignIn(page);
    });
  }

  test('a leader may type only the username before the @', async ({ page }) => {
    await signIn(page, 'lider');
    await expectDashboardAfterSignIn(page);
  });

  test('pendiente@demo.cr, with an unverified e-mail, lands on the confirmation screen', async ({ page }) => {
    await signIn(page, 'pendiente@demo.cr');
    await expect(page).toHaveURL(/\/confirmacion-de-correo$/);
    await expect(page.getByRole('heading', { name: 'Confirmación en camino' })).toBeVisible();
    // Full screen: no top bar navigation.
    await expect(page.getByRole('link', { name: 'Códigos' })).toHaveCount(0);
  });

  for (const email of ['productor@demo.cr', 'otra-tienda@demo.cr']) {
    test(`${email} is signed out again with the permission alert`, async ({ page }) => {
      await signIn(page, email);
      await expect(page.getByRole('alert')).toHaveText(PERMISSION_DENIED, refused);
      await expect(page).toHaveURL(/\/iniciar-sesion$/);
      // Signed out for real: the dashboard sends the visitor back to sign-in.
      await page.goto('/');
      await expect(page).toHaveURL(/\/iniciar-sesion$/);
    });
  }

  test('the permission alert disappears after 7 seconds', async ({ page }) => {
    await signIn(page, 'productor@demo.cr');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(PERMISSION_DENIED, refused);
    const shownAt = Date.now();
    await expect(alert).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(5_000);
  });

  test('mfa@demo.cr enters the SMS code read from the Auth emulator and reaches the dashboard', async ({ page }) => {
    const phone = '+50688880000';
    // Desktop and phone share the demo phone number: one SMS sign-in at a time, so each reads its own code.
    await withTestLock('demo-sms-phone', async () => {
      const before = await countSmsCodes(phone);
      await signIn(page, 'mfa@demo.cr');
      await expect(page).toHaveURL(/\/confirmacion-movil\/codigo$/);
      await expect.poll(() => countSmsCodes(phone)).toBeGreaterThan(before);
      await page.getByLabel('Código de verificación').fill(await waitForSmsCode(phone));
      await page.getByRole('button', { name: 'Verificar' }).click();
      await expectDashboardAfterSignIn(page);
    });
  });
});

test('a wrong password shows the catalogue message and stays on sign-in', async ({ page }) => {
  await signIn(page, 'lider@demo.cr', WRONG_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta.');
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
});

test('the submit button stays disabled while the form is invalid', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Usuario o correo').fill('lider@');
  await page.getByLabel(/^Contraseña/).fill('algo');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Usuario o correo').fill('lider@demo.cr');
  await expect(submit).toBeEnabled();
});

test('the sign-in page links to the password reset and registration pages', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/restablecer-contrasena$/);
  await page.getByRole('link', { name: 'Inicia sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await expect(page).toHaveURL(/\/registro$/);
});

test('a second-factor account gets the code screen, a clear error for a wrong code, a resend, then signs in', async ({ page }) => {
  const phone = uniquePhoneNumber();
  const account = await createTestAccount({ prefix: 'mfa', verified: true, secondFactorPhone: phone });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/confirmacion-movil\/codigo$/);
  await waitForSmsCode(phone);

  await page.getByLabel('Código de verificación').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código de verificación inválido, intenta de nuevo.');
  // Typing again clears the error.
  await page.getByLabel('Código de verificación').fill('12345');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Te enviamos un nuevo código.' })).toBeVisible();
  await expect.poll(() => countSmsCodes(phone)).toBe(2);

  await page.getByLabel('Código de verificación').fill(await waitForSmsCode(phone));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectDashboardAfterSignIn(page);
});

test('/confirmacion-movil explains the step and leads back to sign-in without a pending code', async ({ page }) => {
  await page.goto('/confirmacion-movil');
  await expect(page.getByRole('heading', { name: 'Confirmación móvil' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
});

test.describe('guards', () => {
  test('a signed-out visitor of / is sent to /iniciar-sesion', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await page.goto('/codigos');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
  });

  test('a signed-out visitor of the confirmation page is sent on to sign-in', async ({ page }) => {
    await page.goto('/confirmacion-de-correo');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
  });

  test('a signed-in leader opening /iniciar-sesion or /restablecer-contrasena is sent to /', async ({ page }) => {
    test.setTimeout(150_000); // six full page loads
    await signIn(page, 'lider2@demo.cr');
    await expectDashboardAfterSignIn(page);
    const dashboard = dashboardHeading(page);
    for (const path of ['/iniciar-sesion', '/restablecer-contrasena', '/registro', '/confirmacion-de-correo']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(dashboard).toBeVisible();
    }
    await page.goto('/codigos');
    await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de códigos' })).toBeVisible();
  });

  test('a signed-in leader never sees the sign-in form flash on reload', async ({ page }) => {
    await signIn(page, 'lider2@demo.cr');
    await expectDashboardAfterSignIn(page);
    const sawSignInForm = page.waitForSelector('text=Usuario o correo', { timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();
    expect(await sawSignInForm).toBe(false);
  });

  test('an unverified user opening / is sent to /confirmacion-de-correo', async ({ page }) => {
    await signIn(page, 'pendiente@demo.cr');
    await expect(page).toHaveURL(/\/confirmacion-de-correo$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/confirmacion-de-correo$/);
    await page.goto('/codigos');
    await expect(page).toHaveURL(/\/confirmacion-de-correo$/);
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByText('Página no encontrada')).toBeVisible();
  });
});
