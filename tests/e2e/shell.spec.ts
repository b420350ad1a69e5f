import { dashboardHeading, expect, test, type Page } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { LEADER_EMAIL, signInAsLeader } from './support/codes-helpers.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

// Each test signs in on a page of its own and starts from the dashboard.
test.describe('the signed-in shell', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsLeader(page);
  });

  test('the top bar links navigate and highlight the current page', async ({ page }) => {
    const dashboard = mainNav(page).getByRole('link', { name: 'Dashboard' });
    const codes = mainNav(page).getByRole('link', { name: 'Códigos' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(codes).not.toHaveAttribute('aria-current', 'page');

    await codes.click();
    await expect(page).toHaveURL(/\/codigos$/);
    await expect(codes).toHaveAttribute('aria-current', 'page');
    await expect(dashboard).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de códigos' })).toBeVisible();

    await dashboard.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test('the banner is at least 195 px tall with the page title above Centro de líderes', async ({ page }) => {
    const banner = page.getByTestId('banner');
    const box = await banner.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(195);
    const title = await banner.getByRole('heading', { level: 1 }).boundingBox();
    const heading = await banner.getByText('Centro de líderes', { exact: true }).boundingBox();
    expect(title && heading && title.y < heading.y).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the avatar falls back to the default image and the menu shows the user', async ({ page }) => {
    // The demo leader has no photo: the default avatar is shown and loads (it may still be on its
    // way when the attribute is set). A photo that fails to load is the AppShell component test's.
    const avatar = page.getByTestId('user-avatar').first();
    await expect(avatar).toHaveAttribute('src', '/avatar-default.svg');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    const menu = page.locator('.MuiPopover-paper');
    await expect(menu.getByText('Laura Jiménez')).toBeVisible();
    await expect(menu.getByText(LEADER_EMAIL)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeHidden();
  });

  test('the footer shows the year and legal links that open in a new tab with rel noopener', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('Todos los Derechos Reservados');
    for (const name of [/Términos y condiciones/, /Política de privacidad/]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
  });

  test('the keyboard reaches the skip link, the navigation and the user menu', async ({ page }) => {
    // Start keyboard navigation from the top of the document, as after a page load.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const menuButton = page.getByRole('button', { name: 'Abrir menú de usuario' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  });

  test('no page scrolls horizontally at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow(), 'horizontal overflow at 360 px on /').toBeLessThanOrEqual(0);
    // Client-side navigation, as a person moves between the pages.
    await mainNav(page).getByRole('link', { name: 'Códigos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de códigos' })).toBeVisible();
    expect(await overflow(), 'horizontal overflow at 360 px on /codigos').toBeLessThanOrEqual(0);
  });

  test('axe finds no serious violations on both pages and in the open user menu', async ({ page }) => {
    test.setTimeout(120_000);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await mainNav(page).getByRole('link', { name: 'Códigos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de códigos' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Cerrar sesión signs out and leads to the sign-in page', async ({ page }) => {
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
  });
});
