import { expect, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalScroll } from './support/codes-helpers.ts';

// The pages a signed-out visitor can open: each passes axe and fits a 360 px phone.
const PUBLIC_PAGES = [
  { path: '/iniciar-sesion', heading: /iniciar sesión/i },
  { path: '/restablecer-contrasena', heading: '¿Olvidaste tu contraseña?' },
  { path: '/registro', heading: 'Crea tu cuenta de líder' },
  { path: '/auth/action?mode=resetPassword&oobCode=codigo-invalido', heading: 'Prueba a cambiar la contraseña de nuevo' },
  { path: '/no-existe', heading: 'Página no encontrada' },
];

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} has no serious accessibility violations and no horizontal scroll`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
  });
}
