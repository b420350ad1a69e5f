// Locks between the e2e workers, which run specs two at a time against one stack. A lock is a
// directory under .tmp/e2e-locks: creating one is atomic, and a lock left by a killed run is
// taken over once it is old.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const LOCKS_DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-locks');
/** A lock older than this was left by a run that was killed. */
const STALE_AFTER_MS = 10 * 60_000;

/** Runs `work` while no other test holds the lock `name`. */
export async function withTestLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(LOCKS_DIR, name);
  await mkdir(LOCKS_DIR, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(lock).then((info) => Date.now() - info.mtimeMs, () => 0);
      if (since > STALE_AFTER_MS) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Runs `work`, a burst of server work (many trigger events, or many function calls at once),
 * while no other test makes one. The local functions emulator runs each invocation as a process
 * of its own, and the Firestore emulator waits for it to take each trigger event before a write
 * completes: two bursts at once have kept every write of the stack waiting for over a minute.
 */
export function withServerBurstLock<T>(work: () => Promise<T>): Promise<T> {
  return withTestLock('server-burst', work);
}

/**
 * Runs `work` while no other test holds a note on a demo code: a note marks its code handed out,
 * which every share of its event and 'Sin entregar' then leave out.
 */
export function withDemoCodeNoteLock<T>(work: () => Promise<T>): Promise<T> {
  return withTestLock('demo-code-notes', work);
}
