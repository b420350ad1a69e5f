import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Shortest time from the account lookup to the answer of sendEmailActionCustom. A registered
 * address also gets a link made and an e-mail queued, which an unknown one skips; both wait
 * until this floor, which covers that work, so the response time tells them apart no more
 * than the answer does. Someone asking for a reset waits under a second.
 */
export const EMAIL_ANSWER_FLOOR_MS = 800;

/** Resolves once the floor has passed since `startedAt` (a Date.now() value), at once if it has. */
export async function waitForAnswerFloor(startedAt: number): Promise<void> {
  const remainingMs = startedAt + EMAIL_ANSWER_FLOOR_MS - Date.now();
  if (remainingMs > 0) await sleep(remainingMs);
}
