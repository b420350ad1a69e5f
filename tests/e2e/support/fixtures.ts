import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Lideres#2026';

/** Signs in through the real sign-in form (and the Auth emulator). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/iniciar-sesion');
  await page.getByLabel(/usuario o correo/i).fill(email);
  await page.getByLabel(/contraseña/i).first().fill(password);
  const submit = page.getByRole('button', { name: /iniciar sesión|ingresar/i });
  await expect(submit).toBeEnabled();
  await submit.click();
}
