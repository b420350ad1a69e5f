// Helpers of the installable-app and offline e2e tests: the service worker and its caches.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { adminOnlyChunks, leftOutOfPrecache } from '../../../scripts/bench/bundle.ts';
import { appBuildDir } from '../../../scripts/stack/stack.ts';
import { stack } from './stack.ts';

/** The production build the Hosting emulator serves to these tests. */
export const servedBuildDir = appBuildDir(stack.profile);

/** Every file of dist/assets (chunks and styles), as URL paths. */
export function builtAssetPaths(): string[] {
  return readdirSync(path.join(servedBuildDir, 'assets')).map((file) => `/assets/${file}`);
}

/** The chunks only the administrators' area loads (the bench's figure 1 finds them the same way), as URL paths. */
export function administratorsAreaChunkPaths(): string[] {
  return adminOnlyChunks(servedBuildDir).map((file) => `/${file.name}`);
}

/** The chunks a leader's device does not precache (scripts/precache.ts: the administrators' area, the registration and e-mail action pages), as URL paths. */
export function chunksLeftOutOfPrecachePaths(): string[] {
  return leftOutOfPrecache(servedBuildDir).map((file) => `/${file}`);
}

/** Waits until the app's service worker is active and controls the page. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    // A reload in between destroys the context being evaluated: poll again on the new page.
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null).catch(() => null), {
      timeout: 30_000,
      message: 'an activated service worker controls the page',
    })
    .toBe('activated');
}

/** The URL paths in the worker's precache (without Workbox's revision parameter). */
export async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/**
 * Reloads a page of a context that is offline, as a leader opens the app again with no network,
 * and gives what brings the connection back. Chromium 150 keeps Playwright's offline emulation on
 * the network but starts each new document with navigator.onLine true, which no phone without a
 * connection does: the new document is told too, through a DevTools session of its own, and that
 * session blocks the page's requests until it ends, whatever `context.setOffline` says after.
 */
export async function reloadOffline(page: Page): Promise<{ goOnline: () => Promise<void> }> {
  await page.reload();
  const session = await page.context().newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  return {
    goOnline: async () => {
      await page.context().setOffline(false);
      await session.detach();
    },
  };
}
