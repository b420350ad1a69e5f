// A leader turns the SMS second factor on and off from the user menu ('Verificación en dos
// pasos'). SMS codes are read from the Auth emulator; each test has its own account and phone
// number, so the desktop and phone runs never read each other's codes.
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { countSmsCodes, createTestAccount, uniquePhoneNumber, waitForSmsCode } from './support/auth-accounts.ts';
import { admin } from './support/emulator.ts';
import { expect, expectDashboardAfterSignIn, signIn, test, type Page } from './support/fixtures.ts';

const TITLE = 'Verificación en dos pasos';
const INVALID_CODE = 'Código de verificación inválido, intenta de nuevo.';

/** A verified leader whose profile carries `phone` in the local format a leader would type ('8xxx xxxx'). */
async function leaderWithProfilePhone(phone: string) {
  const localFormat = `${phone.slice(4, 8)} ${phone.slice(8)}`;
  return { ...(await createTestAccount({ prefix: 'enrol', verified: true, phoneNumber: localFormat })), localFormat };
}

async function enrolledPhones(uid: string): Promise<string[]> {
  const { auth } = await admin();
  const user = await auth.getUser(uid);
  return (user.multiFactor?.enrolledFactors ?? []).map((factor) => (factor as { phoneNumber?: string }).phoneNumber ?? '');
}

async function openFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: TITLE }).click();
  await expect(page).toHaveURL(/\/verificacion-en-dos-pasos$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

async function signOutFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a leader turns on the second factor, signs in with the SMS code, turns it off and signs in with the password only', async ({ page }) => {
  test.setTimeout(180_000);
  const phone = uniquePhoneNumber();
  const account = await leaderWithProfilePhone(phone);
  await signIn(page, account.email, account.password);
  await expectDashboardAfterSignIn(page);

  await openFromUserMenu(page);
  // The profile's phone, as the leader typed it, is the starting value; Costa Rica is implied.
  const phoneField = page.getByLabel('Número de teléfono');
  await expect(phoneField).toHaveValue(account.localFormat);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Enviar código' }).click();
  // The code goes to the +506 number in E.164.
  const code = await waitForSmsCode(phone);
  await page.getByLabel('Código de verificación').fill(code);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La verificación en dos pasos quedó activada.' })).toBeVisible();
  await expect(page.getByText(`+506 •••• ${phone.slice(-4)}`)).toBeVisible();
  expect(await enrolledPhones(account.uid)).toEqual([phone]);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // From now on the sign-in asks for the SMS code.
  await signOutFromUserMenu(page);
  const sentBefore = await countSmsCodes(phone);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/confirmacion-movil\/codigo$/);
  await expect.poll(() => countSmsCodes(phone)).toBeGreaterThan(sentBefore);
  await page.getByLabel('Código de verificación').fill(await waitForSmsCode(phone));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectDashboardAfterSignIn(page);

  await openFromUserMenu(page);
  await page.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La verificación en dos pasos quedó desactivada.' })).toBeVisible();
  await expect(page.getByLabel('Número de teléfono')).toBeVisible();
  expect(await enrolledPhones(account.uid)).toEqual([]);

  // The password alone is enough again.
  await signOutFromUserMenu(page);
  const sentAfterDisabling = await countSmsCodes(phone);
  await signIn(page, account.email, account.password);
  await expectDashboardAfterSignIn(page);
  expect(await countSmsCodes(phone)).toBe(sentAfterDisabling);
});

test('a wrong SMS code is refused with the catalogue message and the number is not enrolled', async ({ page }) => {
  const phone = uniquePhoneNumber();
  const account = await createTestAccount({ prefix: 'enrol-wrong', verified: true });
  await signIn(page, account.email, account.password);
  await expectDashboardAfterSignIn(page);
  await openFromUserMenu(page);

  const phoneField = page.getByLabel('Número de teléfono');
  await expect(phoneField).toHaveValue('');
  await phoneField.fill('8888');
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Ingresa un número de teléfono válido, por ejemplo 8888 1234.')).toBeVisible();

  // Another country's code may be typed with +; here the +506 one, with separators.
  await phoneField.fill(`+506 ${phone.slice(4, 8)}-${phone.slice(8)}`);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await waitForSmsCode(phone);
  const wrongCode = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Código de verificación').fill(wrongCode);
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_CODE);
  expect(await enrolledPhones(account.uid)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // The right code still works.
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('button', { name: 'Activar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La verificación en dos pasos quedó activada.' })).toBeVisible();
  expect(await enrolledPhones(account.uid)).toEqual([phone]);
});
