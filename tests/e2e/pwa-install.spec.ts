// The installable app: the web manifest a phone reads to install it, and the service worker
// that makes it open with no network (every chunk a leader can load precached; the
// administrators' area kept by an administrator's browser once opened).
import { expect, test } from './support/fixtures.ts';
import { signInAsAdmin } from './support/admin.ts';
import { administratorsAreaChunkPaths, builtAssetPaths, chunksLeftOutOfPrecachePaths, precachedPaths, waitForServiceWorkerControl } from './support/pwa.ts';

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable app', () => {
  test('the manifest names the app in Spanish, opens standalone at / and offers 192 px, 512 px and maskable icons', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Centro de líderes',
      short_name: 'Líderes',
      lang: 'es-CR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0d47a1',
      background_color: '#ffffff',
    });

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
      expect(icon, `${purpose} icon ${sizes}`).toBeTruthy();
      expect(icon!.type).toBe('image/png');
      const image = await request.get(icon!.src);
      expect(image.status(), icon!.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(await image.body()), icon!.src).toEqual({ width, height });
    }
  });

  test("the app page links the manifest and an active service worker controls it, with every chunk precached but the administrators' area and the online-only registration and e-mail action pages", async ({ page }) => {
    await page.goto('/iniciar-sesion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await waitForServiceWorkerControl(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    const precached = await precachedPaths(page);
    const assets = builtAssetPaths();
    expect(assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(10);
    const administratorsArea = administratorsAreaChunkPaths();
    expect(administratorsArea.length).toBeGreaterThan(0);
    const leftOut = chunksLeftOutOfPrecachePaths();
    expect(leftOut).toEqual(expect.arrayContaining(administratorsArea));
    expect(leftOut.some((chunk) => /\/RegistrationPage-/.test(chunk))).toBe(true);
    expect(assets.filter((asset) => !precached.includes(asset)).sort(), 'assets missing from the precache').toEqual(leftOut);
    expect(precached).toContain('/index.html');
  });

  test("an administrator's browser keeps the area once opened online, so it reloads with no network", async ({ page, context }) => {
    await signInAsAdmin(page);
    await waitForServiceWorkerControl(page);
    // The first load may have fetched the area before the worker took control: load it through the worker.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de acceso' })).toBeVisible({ timeout: 30_000 });
    // Only the worker's cache may answer: the HTTP cache, which a browser evicts as it likes, is emptied.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByText('Centro de administración', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de acceso' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a deep link opened with no network comes from the worker, and Firebase paths are never answered with the app', async ({ page, context }) => {
    await page.goto('/iniciar-sesion');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    try {
      await page.goto('/restablecer-contrasena');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Firebase Hosting's reserved paths (/__/auth/handler for sign-in helpers) bypass the
      // app-shell fallback: offline, opening one fails instead of showing the app.
      await expect(page.goto('/__/auth/handler')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await context.setOffline(false);
    }
  });
});
