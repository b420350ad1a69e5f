// The functions run locally on the Node.js they run on in production (firebase.json's runtime).
// Every function instance logs its Node version once when it loads (functions/src/index.ts);
// the functions emulator writes its instances' output to the stack's log, read here.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { declaredRuntime, runtimeNodeMajor } from '../../../scripts/stack/functions-node';
import { emulatorLog, logEntriesWith } from '../../support/emulator-log';
import { callableError, closeAdminApp } from './helpers';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runtime = declaredRuntime(root);
/** The `node` of every "Functions instance started" line so far. */
const instanceNodeVersions = () => logEntriesWith<{ node: string }>('"Functions instance started"').map((entry) => entry.node);

afterAll(closeAdminApp);

describe('the functions runtime on the emulators', () => {
  it(`runs every function instance on the Node.js major of ${runtime}`, async () => {
    // An answer from a function means an instance of it has loaded.
    expect((await callableError(null, 'removeCodes', { codes: ['ABC'] })).status).toBe('UNAUTHENTICATED');
    await expect.poll(instanceNodeVersions, { timeout: 30_000 }).not.toHaveLength(0);

    const majors = instanceNodeVersions().map((version) => Number(/^v(\d+)\./.exec(version)?.[1]));
    expect(majors).toEqual(majors.map(() => runtimeNodeMajor(runtime)));
  });

  it("is the Node.js the Firebase CLI says it runs them on, with no warning about another version", () => {
    expect(emulatorLog()).toContain(`Using node@${runtimeNodeMajor(runtime)} from host.`);
    expect(emulatorLog()).not.toContain("doesn't match your global version");
  });
});
