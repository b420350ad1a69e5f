// The Firestore rules tests' environment on the test stack. They write and clear whole
// collections to test the rules, not what the functions make of those writes: the stack's
// background triggers stay paused from the start until the last clear has been delivered, so
// no trigger works through thousands of deletions after the tests are over.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { PROJECT_ID_LOCAL } from '@common/constants';
import { setStackBackgroundTriggers, withBackgroundTriggersPaused } from '../../scripts/stack/background-triggers';

export const FIRESTORE_RULES = readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8');

/** host and port of the stack's Firestore emulator; throws when it is not set. */
export function firestoreEmulatorAddress(): { host: string; port: number } {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('FIRESTORE_EMULATOR_HOST is not set (expected host:port of the Firestore emulator).');
  return { host, port: Number(port) };
}

/** Pauses the stack's triggers and starts a rules environment with firestore.rules. */
export async function startFirestoreRulesEnvironment(): Promise<RulesTestEnvironment> {
  // Denied writes are the point of these tests; the SDK would log each one as an error.
  setLogLevel('silent');
  await setStackBackgroundTriggers(process.env, false);
  const { host, port } = firestoreEmulatorAddress();
  return initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID_LOCAL,
    firestore: { host, port, rules: FIRESTORE_RULES },
  });
}

/** Clears what the tests wrote, then resumes the triggers once the clear's events are answered. */
export async function stopFirestoreRulesEnvironment(testEnv: RulesTestEnvironment | undefined): Promise<void> {
  await withBackgroundTriggersPaused(process.env, async () => {
    await testEnv?.clearFirestore();
  });
  await testEnv?.cleanup();
}
