// Bulk writes of the seed and the bench run with the functions' background triggers paused: each
// seeded code would otherwise start a trigger that has nothing to do (the seed writes the
// summaries itself), tens of thousands of them on the bench. The Firebase CLI's emulator hub
// pauses and resumes them; resuming re-registers every trigger with the Firestore emulator.
import { PROJECT_ID_LOCAL } from '../../common/constants.ts';

/** Runs `write` with the background triggers of the stack at `env.STACK_EMULATOR_HUB` paused. */
export async function withBackgroundTriggersPaused<T>(env: Record<string, string | undefined>, write: () => Promise<T>): Promise<T> {
  const hub = env.STACK_EMULATOR_HUB;
  if (!hub) return write();
  await setBackgroundTriggers(hub, false);
  try {
    return await write();
  } finally {
    // Pausing again waits for the functions emulator's queue to empty (the events of the writes,
    // answered "paused"), so fewer of them are still on their way when the triggers resume.
    await setBackgroundTriggers(hub, false);
    await setBackgroundTriggers(hub, true);
  }
}

/**
 * Lets the functions emulator's queue of trigger events run out, by pausing the triggers and
 * resuming them: the events still queued are answered "paused". For a measurement that must not
 * share the CPUs with the triggers of the writes before it.
 */
export async function emptyBackgroundTriggerQueue(env: Record<string, string | undefined>): Promise<void> {
  await withBackgroundTriggersPaused(env, async () => undefined);
}

/**
 * Empties the stack's Firestore database, with the triggers paused (nothing is left to count in
 * what is deleted): a seed that follows starts from its own data and nothing else.
 */
export async function clearStackFirestore(env: Record<string, string | undefined>): Promise<void> {
  await withBackgroundTriggersPaused(env, async () => {
    const cleared = await fetch(`http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID_LOCAL}/databases/(default)/documents`, { method: 'DELETE' });
    if (!cleared.ok) throw new Error(`Clearing the Firestore emulator failed: HTTP ${cleared.status}`);
  });
}

async function setBackgroundTriggers(hub: string, enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: HTTP ${response.status}`);
}
