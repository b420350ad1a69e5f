// The functions run locally on the Node.js they run on in production (firebase.json's runtime).
// Every function instance logs its Node version once when it loads (functions/src/index.ts);
// the functions emulator writes its instances' output to the stack's log, read here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { declaredRuntime, runtimeNodeMajor } from '../../../scripts/stack/functions-node';
import { callableError, closeAdminApp } from './helpers';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runtime = declaredRuntime(root);
const logDir = process.env.STACK_LOG_DIR;
if (!logDir) throw new Error('STACK_LOG_DIR is not set: this test reads the log of the stack that `npm test` starts.');
const emulatorLog = () => stripVTControlCharacters(readFileSync(path.join(logDir, 'firebase-emulators.log'), 'utf8'));

/** The `node` of every "Functions instance started" line so far. */
function instanceNodeVersions(): string[] {
  return emulatorLog()
    .split('\n')
    .filter((line) => line.includes('"Functions instance started"'))
    .map((line) => (JSON.parse(line.slice(line.indexOf('{'))) as { node: string }).node);
}

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
