// A new version of the app never replaces the running one by itself: the waiting worker is
// offered with 'Nueva versión disponible', and 'Actualizar' switches to it and reloads once.
// The Hosting emulator reads the build from disk on every request, so a changed sw.js on disk
// is a new deploy for the browser.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { servedBuildDir, waitForServiceWorkerControl } from './support/pwa.ts';

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a new version waits for the leader: the banner offers it, nothing reloads until Actualizar, which switches to it', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorkerControl(page);
  // A mark that lives only as long as this page load.
  await page.evaluate(() => Object.assign(window, { pageBeforeUpdate: true }));
  await page.getByLabel('Usuario o correo').fill('tarea-en-curso');

  const workerFile = path.join(servedBuildDir, 'sw.js');
  const deployed = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${deployed}\n// nueva versión ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const banner = page.getByRole('status').filter({ hasText: 'Nueva versión disponible' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    // No silent swap. The browser runs a registration's jobs one after another, and a worker
    // that takes over by itself does so at the end of its install job: once a second update
    // check is answered, the new worker would be active already. It still waits, the old one
    // controls the page, and the page is the same, with the typed text still there.
    const workers = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      await registration.update();
      return {
        waiting: registration.waiting?.state ?? null,
        oldWorkerControls: registration.active !== null && navigator.serviceWorker.controller === registration.active,
      };
    });
    expect(workers).toEqual({ waiting: 'installed', oldWorkerControls: true });
    expect(await page.evaluate(() => 'pageBeforeUpdate' in window)).toBe(true);
    await expect(page.getByLabel('Usuario o correo')).toHaveValue('tarea-en-curso');

    await banner.getByRole('button', { name: 'Actualizar' }).click();
    // While the page reloads, evaluate fails with the old page's context: still the old page.
    const isOldPage = () => page.evaluate(() => 'pageBeforeUpdate' in window).catch(() => true);
    await expect.poll(isOldPage, { timeout: 30_000 }).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await waitForServiceWorkerControl(page);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller === registration?.active };
      }),
    ).toEqual({ waiting: null, controlled: true });
  } finally {
    writeFileSync(workerFile, deployed);
  }
});
