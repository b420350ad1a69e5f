// The production build as Firebase Hosting serves it (the Hosting emulator with firebase.json):
// the security headers, the caching of the app page and of hashed assets, the SPA rewrite, and
// the policy enforced in the browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceMapsDir } from '../../scripts/release.ts';
import { parseCsp, productionCsp } from '../../scripts/stack/hosting-config.ts';
import { servedBuildDir } from './support/pwa.ts';
import { expect, test, VIOLATION_MARK } from './support/fixtures.ts';

const firebaseJson = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8'));
const productionPolicy = parseCsp(productionCsp(firebaseJson.hosting));
const LOCAL_EMULATOR_SOURCE = /^(http|ws):\/\/127\.0\.0\.1:\d+$/;

test.describe('production hosting', () => {
  test('publishes no source map: the scripts name none and none is served, but the build keeps them beside it', async ({ request }) => {
    const scripts = readdirSync(path.join(servedBuildDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) expect(readFileSync(path.join(servedBuildDir, 'assets', script), 'utf8'), script).not.toContain('sourceMappingURL');
    const [index] = scripts.filter((script) => script.startsWith('index-'));
    expect(existsSync(path.join(sourceMapsDir(servedBuildDir), 'assets', `${index}.map`))).toBe(true);
    expect((await request.get(`/assets/${index}.map`)).status()).toBe(404);
    expect((await request.get(`/assets/${index}`)).status()).toBe(200);
  });

  test('the app page is revalidated on every visit and carries the security headers', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'])![1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['content-security-policy']).toBeTruthy();
    expect(headers['content-security-policy-report-only']).toBeUndefined();
  });

  test('the served policy is the production one, with only the local emulators added to connect-src', async ({ request }) => {
    const served = parseCsp((await request.get('/')).headers()['content-security-policy']);
    expect([...served.keys()]).toEqual([...productionPolicy.keys()]);
    for (const [directive, sources] of productionPolicy) {
      if (directive !== 'connect-src') {
        expect(served.get(directive), directive).toEqual(sources);
        continue;
      }
      const connect = served.get('connect-src')!;
      expect(connect.slice(0, sources.length)).toEqual(sources);
      for (const extra of connect.slice(sources.length)) expect(extra).toMatch(LOCAL_EMULATOR_SOURCE);
    }
    expect(served.get('frame-ancestors')).toEqual(["'none'"]);
    expect(served.get('script-src')).not.toContain("'unsafe-inline'");
    expect(served.get('script-src')).not.toContain("'unsafe-eval'");
  });

  test('a hashed asset is cached for a year as immutable', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the app page loads its entry from /assets/').toBeTruthy();
    const response = await request.get(entry!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a missing asset is a 404, never the app page, so an old tab fails loudly after a deploy', async ({ request }) => {
    const response = await request.get('/assets/DashboardPage-gone0000.js');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  test('the service worker and the manifest are revalidated on every visit, so an update reaches installed apps', async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The Workbox runtime is inside sw.js: nothing it needs can be answered with the app page.
    const source = await worker.text();
    expect(source).not.toContain('<div id="root">');
    expect(source).not.toMatch(/importScripts\(/);

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
  });

  test('a deep link is answered with the app page, revalidated on every visit', async ({ request }) => {
    for (const deepLink of ['/codigos', '/auth/action?mode=verifyEmail&oobCode=abc', '/ruta/que/no/existe']) {
      const response = await request.get(deepLink);
      expect(response.status(), deepLink).toBe(200);
      expect(await response.text(), deepLink).toContain('<div id="root">');
      expect(response.headers()['cache-control'], deepLink).toBe('no-cache');
    }
  });

  test('the browser enforces the policy: injected inline script does not run and is reported', async ({ page, cspViolations }) => {
    await page.goto('/iniciar-sesion');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran";';
      document.head.append(script);
    });
    // Both reports count: the browser's own console error, then the securitypolicyviolation event
    // (what a report endpoint gets). A page's messages arrive in order, so once the event's has
    // arrived, so has the other: taking only the first to arrive left the second unexpected.
    const reported: string[] = [];
    await expect
      .poll(() => {
        reported.push(...cspViolations.take().map((violation) => violation.text));
        return reported.some((text) => text.startsWith(`${VIOLATION_MARK} script-src-elem blocked inline`));
      })
      .toBe(true);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });

  test('the app cannot be framed by another page', async ({ page, baseURL, cspViolations }) => {
    await page.setContent(`<iframe title="app" src="${baseURL}/iniciar-sesion"></iframe>`);
    const framed = page.frameLocator('iframe[title="app"]');
    await expect.poll(() => cspViolations.take().some((violation) => /frame-ancestors/.test(violation.text))).toBe(true);
    await expect(framed.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
