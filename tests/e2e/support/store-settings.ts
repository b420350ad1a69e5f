// The configured store's shop link template (stores/{id}.shopCodeUrlTemplate) in the e2e tests.
// The demo seed sets it, and the share texts of the leader pages depend on it; the app reads it
// once as the pages load. One test clears it for a while to see the texts without it. The
// specs run in two workers at once, so clearing it and the loads that expect it take a lock
// until their page has loaded.
import { DEFAULT_STORE_ID } from '../../../common/constants.ts';
import { validateCodes } from './codes-helpers.ts';
import { admin } from './emulator.ts';
import { stack } from './stack.ts';
import { withTestLock } from './locks.ts';
import { expect, type Page } from './fixtures.ts';

/** Runs `work` while no other test clears or relies on the shop link template. */
export function withShopTemplateLock<T>(work: () => Promise<T>): Promise<T> {
  return withTestLock('shop-template', work);
}

const STORE_PATH = `stores/${DEFAULT_STORE_ID}`;

/**
 * Runs `open` (which loads the leader pages in `page` until the codes are there) holding the
 * lock, and checks that the app has the demo template (a validated code's WhatsApp text carries
 * the shop link), leaving the validator empty. The app keeps the template it read, whatever
 * another test does afterwards.
 */
export async function openLeaderPages(page: Page, open: () => Promise<void>): Promise<void> {
  await withShopTemplateLock(async () => {
    await open();
    await validateCodes(page, 'VERANO01');
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' }).first()).toHaveAttribute('href', new RegExp(encodeURIComponent(stack.demoShopUrl).replace(/\./g, '\\.')));
    await page.getByRole('button', { name: 'Limpiar' }).click();
  });
}

/**
 * Runs `open` (which loads the leader pages until the codes are there) with the
 * store's shop link template removed, then puts the stored value back (whatever it was). The
 * app's one read of the store may answer after the codes show, so `open` also reads the texts
 * that depend on it.
 */
export async function openLeaderPagesWithoutShopTemplate(open: () => Promise<void>): Promise<void> {
  await openLeaderPagesWithShopTemplate(undefined, open);
}

/**
 * The same with `template` as the store's shop link template (undefined: no template), as an
 * operator would write it in the console; the stored value is put back afterwards.
 */
export async function openLeaderPagesWithShopTemplate(template: string | undefined, open: () => Promise<void>): Promise<void> {
  await withShopTemplateLock(async () => {
    const { firestore } = await admin();
    const { FieldValue } = await import('firebase-admin/firestore');
    const store = firestore.doc(STORE_PATH);
    const original: unknown = (await store.get()).get('shopCodeUrlTemplate');
    await store.update({ shopCodeUrlTemplate: template === undefined ? FieldValue.delete() : template });
    try {
      await open();
    } finally {
      await store.update({ shopCodeUrlTemplate: original === undefined ? FieldValue.delete() : original });
    }
  });
}

/**
 * Runs `work` (which may change the shop link template, as an administrator does in Tienda)
 * holding the lock, and puts the stored value back afterwards.
 */
export async function changingShopTemplate(work: () => Promise<void>): Promise<void> {
  await withShopTemplateLock(async () => {
    const { firestore } = await admin();
    const { FieldValue } = await import('firebase-admin/firestore');
    const store = firestore.doc(STORE_PATH);
    const original: unknown = (await store.get()).get('shopCodeUrlTemplate');
    try {
      await work();
    } finally {
      await store.update({ shopCodeUrlTemplate: original === undefined ? FieldValue.delete() : original });
    }
  });
}
