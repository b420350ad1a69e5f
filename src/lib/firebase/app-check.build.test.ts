// What the bundler makes of app-check.ts with and without a site key: a build without one must
// carry no App Check code at all (not even the module), so the sign-in page and every other
// chunk stay as they were. The whole default build is checked too, by tests/e2e/app-check-build.spec.ts.
import { fileURLToPath, URL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const MODULE = fileURLToPath(new URL('./app-check.ts', import.meta.url));
/** Strings only the App Check SDK and its start-up carry. */
const APP_CHECK_MARKERS = ['exchangeRecaptchaEnterpriseToken', 'FIREBASE_APPCHECK_DEBUG_TOKEN', 'X-Firebase-AppCheck'];

const original = process.env.VITE_APPCHECK_SITE_KEY;
afterEach(() => {
  if (original === undefined) delete process.env.VITE_APPCHECK_SITE_KEY;
  else process.env.VITE_APPCHECK_SITE_KEY = original;
});

/** Bundles app-check.ts as a production build would, with the site key given (or not) at build time. */
async function bundleAppCheck(siteKey: string | undefined): Promise<Rolldown.OutputChunk[]> {
  if (siteKey === undefined) delete process.env.VITE_APPCHECK_SITE_KEY;
  else process.env.VITE_APPCHECK_SITE_KEY = siteKey;
  const result = await build({
    configFile: false,
    root: ROOT,
    envDir: false,
    logLevel: 'silent',
    mode: 'production',
    resolve: { alias: { '@': fileURLToPath(new URL('../..', import.meta.url)), '@common': `${ROOT}/common` } },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: { 'app-check': MODULE }, preserveEntrySignatures: 'allow-extension' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

const codeOf = (chunks: Rolldown.OutputChunk[]) => chunks.map((chunk) => chunk.code).join('\n');

describe('App Check in the build', () => {
  it('is left out entirely when no site key is set', async () => {
    const chunks = await bundleAppCheck(undefined);
    expect(chunks.map((chunk) => chunk.name)).toEqual(['app-check']);
    const code = codeOf(chunks);
    for (const marker of APP_CHECK_MARKERS) expect(code).not.toContain(marker);
    expect(code).not.toMatch(/import\(/);
    expect(code).not.toMatch(/\bawait\b/);
  }, 60_000);

  it('loads the SDK with reCAPTCHA Enterprise and waits for it when a site key is set', async () => {
    const chunks = await bundleAppCheck('6LcBuildTimeKey');
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    expect(entry.code).toContain('6LcBuildTimeKey');
    // Importers of this module wait for App Check (top-level await) before their first request.
    expect(entry.code).toMatch(/\bawait\b/);
    expect(entry.dynamicImports.length).toBeGreaterThan(0);
    const code = codeOf(chunks);
    for (const marker of APP_CHECK_MARKERS) expect(code).toContain(marker);
  }, 60_000);
});
