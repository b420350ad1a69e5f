// The Firestore rules tests' environment on the test stack. They write and clear whole
// collections to test the rules, not what the functions make of those writes: each file works in
// a project of its own on the stack's Firestore emulator, so its writes and clears never touch the
// stack's project, which the other integration files use at the same time, and no trigger of the
// stack's functions sees them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

export const FIRESTORE_RULES = readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8');

/** host and port of the stack's Firestore emulator; throws when it is not set. */
export function firestoreEmulatorAddress(): { host: string; port: number } {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  if (!host || !port) throw new Error('FIRESTORE_EMULATOR_HOST is not set (expected host:port of the Firestore emulator).');
  return { host, port: Number(port) };
}

/** The project (and Realtime Database namespace) that the rules tests of `file` work in: theirs alone. */
export const rulesProjectId = (file: string) => `demo-rules-${file}`;

/** Starts a rules environment with firestore.rules in the project of the rules tests of `file`. */
export async function startFirestoreRulesEnvironment(file: string): Promise<RulesTestEnvironment> {
  // Denied writes are the point of these tests; the SDK would log each one as an error.
  setLogLevel('silent');
  const { host, port } = firestoreEmulatorAddress();
  return initializeTestEnvironment({ projectId: rulesProjectId(file), firestore: { host, port, rules: FIRESTORE_RULES } });
}

/** Clears what the tests wrote. */
export async function stopFirestoreRulesEnvironment(testEnv: RulesTestEnvironment | undefined): Promise<void> {
  await testEnv?.clearFirestore();
  await testEnv?.cleanup();
}
