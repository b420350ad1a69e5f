import { expect, expectDashboardAfterSignIn, signIn, test } from './support/fixtures.ts';
import { DEFAULT_STORE_ID } from '../../common/constants.ts';
import { waitForOutboxLink } from './support/auth-accounts.ts';
import { admin, uniqueEmail } from './support/emulator.ts';
import { ANA_FORM, anaProfile } from '../support/fixtures/registration.ts';
import { REGISTRATION_PASSWORD as PASSWORD } from '../support/fixtures/passwords.ts';


test('registration creates the account, its users document, the Admin notification and the verification e-mail; sign-in waits for authorization', async ({
  page,
}) => {
  const email = uniqueEmail('registro');
  await page.goto('/registro');
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta de líder' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Nombre').fill(ANA_FORM.firstName);
  await page.getByLabel('Apellidos').fill(ANA_FORM.lastName);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill(ANA_FORM.phone);
  await page.getByLabel('Fecha de nacimiento').fill(ANA_FORM.dateOfBirth);
  await expect(page.getByRole('combobox', { name: /Tipo de identificación/ })).toHaveText('Cédula de identidad');
  await page.getByLabel('Número de identificación').fill(ANA_FORM.idNumber);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill('Otra#2026x');
  await expect(page.getByText('La contraseña no es igual a la confirmación.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Cuenta creada' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Un administrador debe autorizar tu cuenta/)).toBeVisible();

  const { auth, firestore } = await admin();
  const user = await auth.getUserByEmail(email);
  const profile = (await firestore.doc(`users/${user.uid}`).get()).data();
  expect(profile).toMatchObject(anaProfile(email));
  expect(profile).not.toHaveProperty('role');
  expect(profile).not.toHaveProperty('storeId');
  expect(profile).not.toHaveProperty('permissions');

  const notification = (await firestore.doc(`notifications/${user.uid}`).get()).data();
  expect(notification).toMatchObject({
    id: user.uid,
    createdBy: user.uid,
    title: 'Admin',
    description: `El correo ${email} requiere autorización.`,
    icon: 'person_add',
    status: 'Unread',
    link: user.uid,
  });
  expect(typeof notification?.date?.toDate).toBe('function');
  const verificationLink = await waitForOutboxLink(email, 'verifyEmail');

  // Before an administrator sets the role: the permission alert.
  await signIn(page, email, PASSWORD);
  // A first sign-in reads the new profile through the rules: slower than 15 s on a busy machine.
  await expect(page.getByRole('alert')).toHaveText('Usuario con permisos insuficientes para ingresar.', { timeout: 30_000 });

  // The administrator authorizes; the user confirms the e-mail; then sign-in works.
  await firestore.doc(`users/${user.uid}`).update({ role: 'Leader', storeId: DEFAULT_STORE_ID });
  await page.goto(verificationLink);
  await expect(page.getByText('Su correo electrónico ha sido verificado')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expectDashboardAfterSignIn(page);
});

test('registering an e-mail that already has an account shows the catalogue message', async ({ page }) => {
  await page.goto('/registro');
  await page.getByLabel('Nombre').fill('Laura');
  await page.getByLabel('Apellidos').fill('Jiménez');
  await page.getByLabel('Correo electrónico').fill('lider@demo.cr');
  await page.getByLabel('Teléfono').fill('88881234');
  await page.getByLabel('Fecha de nacimiento').fill('1988-01-02');
  await page.getByLabel('Número de identificación').fill('1-1111-1111');
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este correo esta asociado a una cuenta existente');
});
