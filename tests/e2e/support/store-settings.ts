// The configured store's shop link template (stores/{id}.shopCodeUrlTemplate) in the e2e tests.
// The demo seed sets it, and the share texts of every leader page depend on it. One test
// clears it for a while to see the texts without it; the specs run in two workers at once, so
// that window is guarded by a lock (a directory: creating one is atomic) that the tests which
// load the leader pages expecting the template also take while the app reads the store.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_STORE_ID } from '../../../common/constants.ts';
import { admin } from './emulator.ts';

const LOCK_DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-locks/shop-template');
/** A lock older than this was left by a run that was killed. */
const STALE_AFTER_MS = 10 * 60_000;

/** Runs `work` while no other test clears or relies on the shop link template. */
export async function withShopTemplateLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(LOCK_DIR), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(LOCK_DIR).then((info) => Date.now() - info.mtimeMs, () => 0);
      if (since > STALE_AFTER_MS) await rm(LOCK_DIR, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * Runs `work` with the store's shop link template removed, and puts the stored value back
 * afterwards (whatever it was). Holds the lock the whole time.
 */
export async function withoutShopTemplate<T>(work: () => Promise<T>): Promise<T> {
  return withShopTemplateLock(async () => {
    const { firestore } = await admin();
    const { FieldValue } = await import('firebase-admin/firestore');
    const store = firestore.doc(`stores/${DEFAULT_STORE_ID}`);
    const original: unknown = (await store.get()).get('shopCodeUrlTemplate');
    await store.update({ shopCodeUrlTemplate: FieldValue.delete() });
    try {
      return await work();
    } finally {
      await store.update({ shopCodeUrlTemplate: original === undefined ? FieldValue.delete() : original });
    }
  });
}
