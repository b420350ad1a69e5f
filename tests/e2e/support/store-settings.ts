// The configured store's shop link template (stores/{id}.shopCodeUrlTemplate) in the e2e tests.
// The demo seed sets it, and the share texts of the leader pages depend on it; the app reads it
// once as the pages load. One test clears it for a while to see the texts without it. The
// specs run in two workers at once, so clearing it and the loads that expect it take a lock (a
// directory: creating one is atomic), each only until its page has received the store document.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_STORE_ID } from '../../../common/constants.ts';
import { admin } from './emulator.ts';
import { expect, type Page } from './fixtures.ts';
import { FirestoreListenWatch } from './firestore-listen.ts';

const LOCK_DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-locks/shop-template');
/** A lock older than this was left by a run that was killed. */
const STALE_AFTER_MS = 10 * 60_000;

/** Runs `work` while no other test clears or relies on the shop link template. */
async function withShopTemplateLock<T>(work: () => Promise<T>): Promise<T> {
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

const STORE_PATH = `stores/${DEFAULT_STORE_ID}`;

/** The page's Firestore client has the store document from the server (the app read its template). */
function storeReceived(watch: FirestoreListenWatch): boolean {
  return watch.documentsSent('stores').length > 0 || watch.targets.some((target) => target.documents.includes(STORE_PATH) && target.currentAt !== null);
}

/**
 * Runs `open` (which loads the leader pages in `page`) holding the lock only until the page has
 * received the store document, then waits for `open` to finish: the app keeps the template it
 * read, whatever another test does with the stored one afterwards.
 */
export async function openLeaderPages(page: Page, open: () => Promise<void>): Promise<void> {
  const watch = await FirestoreListenWatch.attach(page);
  let opened: Promise<void> = Promise.resolve();
  try {
    await withShopTemplateLock(async () => {
      opened = open();
      const received = expect.poll(() => storeReceived(watch), { timeout: 120_000 }).toBe(true);
      await Promise.race([received, opened.then(() => received)]);
    });
    await opened;
  } finally {
    await watch.detach();
  }
}

/**
 * Runs `open` (which loads the leader pages in `page`) with the store's shop link template
 * removed, and puts the stored value back (whatever it was) as soon as the page has read it.
 */
export async function openLeaderPagesWithoutShopTemplate(page: Page, open: () => Promise<void>): Promise<void> {
  const watch = await FirestoreListenWatch.attach(page);
  let opened: Promise<void> = Promise.resolve();
  try {
    await withShopTemplateLock(async () => {
      const { firestore } = await admin();
      const { FieldValue } = await import('firebase-admin/firestore');
      const store = firestore.doc(STORE_PATH);
      const original: unknown = (await store.get()).get('shopCodeUrlTemplate');
      await store.update({ shopCodeUrlTemplate: FieldValue.delete() });
      try {
        opened = open();
        const received = expect.poll(() => storeReceived(watch), { timeout: 120_000 }).toBe(true);
        await Promise.race([received, opened.then(() => received)]);
      } finally {
        await store.update({ shopCodeUrlTemplate: original === undefined ? FieldValue.delete() : original });
      }
    });
    await opened;
  } finally {
    await watch.detach();
  }
}
