// An error nobody caught in a leader's page reaches the functions' log as an Error Reporting
// entry: thrown from the test into the real page (no hook in the product), sent by the app's own
// listener to reportClientError, read back from the stack's emulator log.
import { CLIENT_ERROR_SERVICE } from '../../common/client-error-report.ts';
import type { FailureEntry } from '../../functions/src/lib/failure-log.ts';
import { builtRelease } from '../../scripts/release.ts';
import { logEntriesWith } from '../support/emulator-log.ts';
import { createLeaderWithCodes, signInWithCodes } from './support/leaders.ts';
import { servedBuildDir } from './support/pwa.ts';
import { expect, test } from './support/fixtures.ts';

/** Letters only: a word the scrubbing leaves in the message, unlike a code or a token. */
const uniqueWord = () => Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
const reportsWith = (word: string) => logEntriesWith<FailureEntry>(word).filter((entry) => entry.serviceContext?.service === CLIENT_ERROR_SERVICE);

test('an error thrown in a leader\'s page and a rejection nobody handled reach the log with the release, without the e-mail or the codes', async ({ page }) => {
  // A leader with codes signs in first: on a busy machine that alone can take most of a minute.
  test.setTimeout(150_000);
  const leader = await createLeaderWithCodes('errores');
  await signInWithCodes(page, leader);
  const word = uniqueWord();

  await page.evaluate(
    ({ word, email, code }) => {
      setTimeout(() => {
        throw new TypeError(`fallo ${word} de ${email} con ${code}`);
      });
      void Promise.reject(new Error(`rechazo ${word} de ${email}`));
    },
    { word, email: leader.email, code: leader.codes[0] },
  );

  await expect.poll(() => reportsWith(word).length, { timeout: 60_000 }).toBe(2);
  const entries = reportsWith(word);
  const release = builtRelease(servedBuildDir);
  expect(release).toMatch(/^\d+\.\d+\.\d+\+\w+$/);
  for (const entry of entries) {
    // The release the served build was made for (vite.config.ts records it beside its source maps).
    expect(entry.serviceContext.version).toBe(release);
    expect(entry.context?.user).toBe(leader.uid);
    expect(entry.context?.httpRequest?.url).toBe('/');
    const logged = JSON.stringify(entry);
    expect(logged).not.toContain(leader.email);
    expect(logged).not.toContain(leader.codes[0]);
  }
  expect(entries.map((entry) => entry.failure.event).sort()).toEqual(['error', 'unhandledrejection']);
  // Chromium's stack names the app's script with its line and column: readable with the release's source maps.
  expect(entries.find((entry) => entry.failure.event === 'error')?.message).toMatch(/^TypeError: fallo /);
});
