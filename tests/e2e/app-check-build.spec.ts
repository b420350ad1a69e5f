// The build under test is the default one (no VITE_APPCHECK_SITE_KEY): it must carry nothing of
// App Check, so neither the sign-in page nor any later chunk pays for a feature that is off.
// src/lib/firebase/app-check.build.test.ts shows the same markers do appear with a site key.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appBuildDir } from '../../scripts/stack/stack.ts';
import { expect, test } from './support/fixtures.ts';
import { stack } from './support/stack.ts';

// Strings of the App Check SDK and of its start-up (the Functions SDK names the App Check header
// itself, so the header name is no marker here).
const APP_CHECK_MARKERS = ['exchangeRecaptchaEnterpriseToken', 'FIREBASE_APPCHECK_DEBUG_TOKEN'];

test('the build without an App Check site key has no App Check chunk or code', async ({ request }) => {
  const assets = path.join(appBuildDir(stack.profile), 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => /app-?check/i.test(file))).toEqual([]);
  for (const file of scripts) {
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const marker of APP_CHECK_MARKERS) expect(code.includes(marker), `${marker} in ${file}`).toBe(false);
  }
  // The files on disk are the ones served.
  const page = await (await request.get('/')).text();
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(page)?.[1];
  expect(scripts).toContain(entry);
});
