import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { resolveProfile } from './scripts/stack/profiles.ts';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the stack
// that `npm test` (or scripts/stack/serve.ts) started on the test ports: the production build
// served by the Firebase Hosting emulator with firebase.json's headers.
const profile = resolveProfile((process.env.STACK_PROFILE as 'test' | 'dev' | 'bench') ?? 'test');
const baseURL = process.env.APP_URL ?? `http://127.0.0.1:${profile.ports.app}`;

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  }
}

// Every spec's `test` comes from support/fixtures.ts, whose watch fails a test on any
// Content-Security-Policy violation: a spec that bypasses it would hide one.
function assertSpecsUseCspWatch(dir: string): void {
  const bypassing = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      return /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(source) || !/from '(\.\.?\/)+support\/fixtures\.ts'/.test(source);
    });
  if (bypassing.length > 0) {
    throw new Error(`Import \`test\` from tests/e2e/support/fixtures.ts (the CSP watch) in: ${bypassing.join(', ')}`);
  }
}
assertSpecsUseCspWatch(path.join(import.meta.dirname, 'tests/e2e'));

const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions };
const RUN_LAST = /leader-history\.spec\.ts$/;
// Named spec files run as they are; the whole suite runs RUN_LAST after the rest.
const wholeSuite = !process.argv.some((arg) => /\.spec\.ts$/.test(arg));
const runLastAfter = wholeSuite ? ['desktop', 'phone'] : [];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // On two cores, the whole suite shares the emulators with a second browser, and a Firestore
  // emulator busy with another worker's thousand-code lists was seen to leave a sign-in's first
  // Listen request unanswered for over 45 s. One retry of the whole suite absorbs that; each test
  // that needed it is named under `npm test`'s summary. A named file runs without retries, so a
  // flaky test shows while it is being worked on.
  retries: wholeSuite ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]] : [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL,
    locale: 'es-CR',
    timezoneId: 'America/Costa_Rica',
    // Recording a trace costs a third of a test's time on two cores (the browser's screencast and
    // DOM snapshots at every step): the whole suite records one on a test's retry, which every
    // failure gets; a named file, run without retries while it is being worked on, keeps the trace
    // of each failure.
    trace: wholeSuite ? 'on-first-retry' : 'retain-on-failure',
    // The app's service worker precaches the shell and every leader page's chunk in each new
    // context: the specs of the installable app and offline use opt in (serviceWorkers: 'allow');
    // the rest skip that load and keep page.route in sight of every request.
    serviceWorkers: 'block',
    // Unless the person asks for reduced motion, the results glide into view after 'Validar' and
    // cards, menus and dialogs grow and fade: a click during that movement can be pressed on one
    // element and released on another, or land where a button was. The specs ask for reduced
    // motion (the scroll still happens, at once; the theme has no transitions), except the door's
    // spec, which tests the glide itself.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: RUN_LAST, use: desktop },
    { name: 'phone', testIgnore: RUN_LAST, use: phone },
    // A leader's history is written straight to Firestore in one burst: it runs once the other
    // specs are done, so a slow write on a busy stack delays no one else's page.
    { name: 'desktop, last', testMatch: RUN_LAST, dependencies: runLastAfter, use: desktop },
    { name: 'phone, last', testMatch: RUN_LAST, dependencies: runLastAfter, use: phone },
  ],
});
