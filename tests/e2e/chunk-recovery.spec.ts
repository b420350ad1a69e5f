// A page whose code cannot be loaded never leaves a blank screen. Online (a tab still on the
// previous version after a deploy), the app reloads once, then shows the recovery screen;
// offline, it shows the recovery screen and retries by itself when the connection returns.
// The service worker stays blocked here (playwright.config.ts): with it, every chunk is
// precached and never fails. Dashboard and Códigos share one chunk, loaded at sign-in; the
// two-step verification page (user menu) is the signed-in page whose code loads on demand.
import { expect, test, type Page } from './support/fixtures.ts';
import { createLeaderWithCodes, signInWithCodes } from './support/leaders.ts';

test.describe.configure({ timeout: 120_000 });

const TWO_STEP_PAGE_CHUNK = /\/assets\/TwoStepVerificationPage-[\w-]+\.js$/;
const TWO_STEP_TITLE = 'Verificación en dos pasos';

async function openTwoStepPageFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: TWO_STEP_TITLE }).click();
}

const twoStepHeading = (page: Page) => page.getByRole('heading', { level: 1, name: TWO_STEP_TITLE });

/** Counts the page's document loads from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

function recoveryScreen(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'No se pudo cargar esta página.' }) });
}

test('a page chunk that fails to load reloads the app once, then shows the recovery screen, whose Reintentar loads it again', async ({
  page,
}) => {
  const leader = await createLeaderWithCodes('chunk');
  await signInWithCodes(page, leader);

  let refused = 0;
  await page.route(TWO_STEP_PAGE_CHUNK, (route) => {
    refused++;
    return route.abort('failed');
  });
  const loads = countLoads(page);
  await openTwoStepPageFromUserMenu(page);

  const recovery = recoveryScreen(page);
  await expect(recovery).toBeVisible({ timeout: 30_000 });
  await expect(recovery).toContainText('Puede que la conexión se haya interrumpido o que haya una versión nueva de la aplicación.');
  // No loop: the app decides whether to reload when the chunk fails, before anything renders,
  // and shows a loader, not this screen, while a reload is on its way. So the screen means the
  // second failure (after the one reload) reloaded nothing.
  expect(loads(), 'one automatic reload').toBe(1);
  expect(refused).toBeGreaterThanOrEqual(2);

  await page.unroute(TWO_STEP_PAGE_CHUNK);
  await recovery.getByRole('button', { name: 'Reintentar' }).click();
  await expect(twoStepHeading(page)).toBeVisible({ timeout: 30_000 });
  // Reintentar's reload is the only one since: a late reload of the recovery screen counts here.
  expect(loads()).toBe(2);
});

test('offline, a page chunk that fails shows the recovery screen without reloading, and the app retries by itself once back online', async ({
  page,
  context,
}) => {
  const leader = await createLeaderWithCodes('chunk-offline');
  await signInWithCodes(page, leader);
  const loads = countLoads(page);

  await context.setOffline(true);
  // The leader's own pages were loaded with the sign-in: they still open offline.
  await page.getByRole('link', { name: 'Códigos', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Seguimiento de códigos/ }).getByText(leader.codes[0], { exact: true })).toBeVisible();
  await openTwoStepPageFromUserMenu(page);
  const recovery = recoveryScreen(page);
  await expect(recovery).toBeVisible({ timeout: 30_000 });
  await expect(recovery).toContainText('Sin conexión. Lo intentaremos de nuevo en cuanto vuelvas a estar en línea.');
  expect(loads()).toBe(0);

  await context.setOffline(false);
  await expect(twoStepHeading(page)).toBeVisible({ timeout: 30_000 });
  await expect(recovery).toBeHidden();
  expect(loads()).toBe(1);
});
