import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { codeEntry, expectNoHorizontalScroll, openCodesPage, openDashboard, resultSection, signInAsLeader, validateCodes } from './support/codes-helpers.ts';
import { expect, test, type BrowserContext, type Page } from './support/fixtures.ts';

// The validator at a venue door, as lider@demo.cr with the demo codes, at desktop and 360 px:
// after 'Validar' the first result is brought into view and a summary is said to screen
// readers; the pasted codes and their results stay while she goes to Códigos and back.

const MIXED_PASTE = 'VERANO01, VERANO02 VERANO03\nVERANO04 OTRO01 NOEXISTE1';
const codesInput = (page: Page) => page.getByRole('textbox', { name: 'Códigos a validar' });
/** The polite live region that tells screen readers a validation is done. */
const announcement = (page: Page) => page.getByRole('status').filter({ hasText: /^Se valid(ó|aron) / });

/**
 * Waits until the results have glided into view and the page is still: a click on the top bar
 * while the page moves can be pressed on one element and released on another.
 */
async function waitUntilStill(page: Page): Promise<void> {
  await expect(resultSection(page, 'valid').or(resultSection(page, 'invalid')).first()).toBeInViewport();
  const moved = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = window.scrollY;
          setTimeout(() => resolve(Math.abs(window.scrollY - start)), 100);
        }),
    );
  await expect.poll(moved).toBe(0);
}

// One signed-in page per worker (signing in is slow on a loaded machine); each test starts on
// the dashboard with an empty validator.
let context: BrowserContext;
let page: Page;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  // The results glide into view, as most people see them (the other specs ask for reduced motion).
  context = await browser.newContext({ reducedMotion: 'no-preference' });
  page = await context.newPage();
  await signInAsLeader(page);
});

test.afterAll(async () => {
  await context?.close();
});

test.beforeEach(async () => {
  await openDashboard(page);
  await page.evaluate(() => window.scrollTo(0, 0));
});

test('after Validar the first result is scrolled into view and the outcome is announced to screen readers', async () => {
  await expect(announcement(page)).toHaveCount(0);
  await validateCodes(page, MIXED_PASTE);

  const valid = resultSection(page, 'valid');
  await expect(valid.getByRole('heading')).toHaveText('Códigos válidos (2)');
  // The whole of it, not only its top edge peeking in at the bottom of a phone's screen.
  await expect(codeEntry(valid, 'VERANO01')).toBeInViewport({ ratio: 1 });
  await expect(announcement(page)).toHaveText('Se validaron 6 códigos: 2 válidos y 4 no válidos.');
  await expect(announcement(page)).toHaveAttribute('aria-live', 'polite');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('a single code is announced in the singular, and the same outcome twice is announced twice', async () => {
  await validateCodes(page, 'VERANO01');
  await expect(announcement(page)).toHaveText('Se validó 1 código: 1 válido y 0 no válidos.');
  await announcement(page).locator('span').evaluate((node) => node.setAttribute('data-said', ''));

  await page.getByRole('button', { name: 'Validar' }).click();
  // A new node in the live region: screen readers say it again although the words are the same.
  await expect(page.locator('[data-said]')).toHaveCount(0);
  await expect(announcement(page)).toHaveText('Se validó 1 código: 1 válido y 0 no válidos.');
});

test('without valid codes the first invalid result is brought into view', async () => {
  await validateCodes(page, 'NOEXISTE1 VERANO03');
  await expect(page.getByText('No se encontraron códigos disponibles.')).toBeVisible();
  await expect(codeEntry(resultSection(page, 'invalid'), 'NOEXISTE1')).toBeInViewport({ ratio: 1 });
  await expect(announcement(page)).toHaveText('Se validaron 2 códigos: 0 válidos y 2 no válidos.');
});

test('the pasted codes and their results are still there after going to Códigos and back', async () => {
  await validateCodes(page, MIXED_PASTE);
  await expect(codeEntry(resultSection(page, 'invalid'), 'VERANO03')).toContainText('Expirado');
  await waitUntilStill(page);

  await openCodesPage(page);
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();

  await expect(codesInput(page)).toHaveValue(MIXED_PASTE);
  const valid = resultSection(page, 'valid');
  await expect(valid.getByRole('heading')).toHaveText('Códigos válidos (2)');
  await expect(codeEntry(valid, 'VERANO02')).toContainText('2/5');
  const invalid = resultSection(page, 'invalid');
  await expect(invalid.getByRole('heading')).toHaveText('Códigos no válidos (4)');
  await expect(codeEntry(invalid, 'VERANO03')).toContainText('Expirado');
  await expect(codeEntry(invalid, 'NOEXISTE1')).toContainText('No existe');
  await expectNoHorizontalScroll(page);

  // Limpiar still empties both.
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(codesInput(page)).toHaveValue('');
  await expect(resultSection(page, 'valid')).toHaveCount(0);
});

test('a server lookup still on its way when she opens Códigos is in the results she comes back to', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const lookUpCall = '**/lookUpCodes';
  await page.route(lookUpCall, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  try {
    // Neither code is among the available codes the page holds: both are asked of the server.
    await validateCodes(page, 'VERANO03 NOEXISTE1');
    await expect(page.getByText('Buscando 2 códigos en el servidor…')).toBeVisible();

    await openCodesPage(page);
    const answered = page.waitForResponse((response) => response.url().endsWith('/lookUpCodes') && response.request().method() === 'POST');
    release();
    await answered;
  } finally {
    release();
    await page.unroute(lookUpCall);
  }

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(codesInput(page)).toHaveValue('VERANO03 NOEXISTE1');
  const invalid = resultSection(page, 'invalid');
  await expect(invalid.getByRole('heading')).toHaveText('Códigos no válidos (2)');
  await expect(codeEntry(invalid, 'VERANO03')).toContainText('Expirado');
  await expect(page.getByText('Buscando 2 códigos en el servidor…')).toHaveCount(0);
});

test('signing out leaves nothing of the validator for whoever uses the phone next', async () => {
  test.setTimeout(240_000);
  await validateCodes(page, MIXED_PASTE);
  await expect(resultSection(page, 'valid').getByRole('heading')).toHaveText('Códigos válidos (2)');
  await waitUntilStill(page);

  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/iniciar-sesion$/);

  await signInAsLeader(page);
  await expect(codesInput(page)).toHaveValue('');
  await expect(resultSection(page, 'valid')).toHaveCount(0);
  await expect(resultSection(page, 'invalid')).toHaveCount(0);
});
