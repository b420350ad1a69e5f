import { expect, test, signIn, type Page } from './support/fixtures.ts';
import { admin } from './support/emulator.ts';
import { codeEntry, expectCodesLoaded, resultSection, validateCodes } from './support/codes-helpers.ts';
import { COLLECTIONS } from '../../common/collections.ts';
import { writeUncountedCodes } from '../support/accounts.ts';
import { createTestAccount, type TestAccount } from './support/auth-accounts.ts';
import { recordNotices } from './support/notices.ts';

// Live "code used" notices. The test leader is created here with three codes of its own and
// removed afterwards, so raising uses on the emulator (Admin SDK) changes no demo data and no
// other test's leader. Desktop and 360 px phone.

test.describe.configure({ timeout: 180_000 });

const EVENT = { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026' };

interface TestLeader {
  account: TestAccount;
  codes: { id: string; code: string }[];
}

/** A leader of the store with three available codes of the summer festival (3, 3 and 1 uses), which the trigger counts. */
async function createLeader(): Promise<TestLeader> {
  const account = await createTestAccount({ prefix: 'avisos', verified: true, name: 'Lía Avisos' });
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  const codes = [3, 3, 1].map((maxUses, i) => ({ code: `AV${suffix}${i + 1}`, maxUses, createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, i + 1)) }));
  const ids = await writeUncountedCodes(await admin(), account, EVENT, codes);
  return { account, codes: codes.map(({ code }, i) => ({ id: ids[i], code })) };
}

async function removeLeader({ account, codes }: TestLeader): Promise<void> {
  const { auth, firestore } = await admin();
  await Promise.all(codes.map((c) => firestore.collection(COLLECTIONS.codes).doc(c.id).delete()));
  await firestore.collection(COLLECTIONS.users).doc(account.uid).delete();
  await auth.deleteUser(account.uid);
}

async function updateCodes(changes: Record<string, Record<string, unknown>>): Promise<void> {
  const { firestore } = await admin();
  // One batch: the listener gets the changes in one snapshot.
  const batch = firestore.batch();
  for (const [id, data] of Object.entries(changes)) batch.update(firestore.collection(COLLECTIONS.codes).doc(id), data);
  await batch.commit();
}

const anyNotice = /^El código .* (se usó|expiró)|códigos? (se usaron|se usó|expiraron|expiró)$/;

/** The "code used" and "expired" notices the page showed (recordNotices), in order. */
async function recordCodeNotices(page: Page): Promise<() => Promise<string[]>> {
  const shown = await recordNotices(page);
  return async () => (await shown()).filter((text) => anyNotice.test(text));
}

let leader: TestLeader;

test.beforeEach(async () => {
  leader = await createLeader();
});

test.afterEach(async ({ page }) => {
  // The page goes first: removing a signed-in leader signs the open page out, and Chromium can
  // hang closing a context whose page is still deleting its Firestore cache.
  await page.close();
  await removeLeader(leader);
});

test('a use, several uses at once and an expiry each show one notice within 5 s, and the usage follows live', async ({ page }) => {
  const [first, second, third] = leader.codes;
  const shownNotices = await recordCodeNotices(page);
  await signIn(page, leader.account.email);
  await expectCodesLoaded(page);
  const batch = page.getByRole('region', { name: 'Códigos por lote' });
  await expect(batch.getByRole('progressbar', { name: 'Uso de Festival de Verano 2026: 0 de 7 usos' })).toBeVisible();

  await updateCodes({ [first.id]: { currentUses: 1 } });
  const used = page.getByRole('status').filter({ hasText: `El código ${first.code} se usó (1/3)` });
  await expect(used).toBeVisible({ timeout: 5_000 });
  // The first load announced nothing: a notice of it would have been shown before this one.
  expect(await shownNotices()).toEqual([`El código ${first.code} se usó (1/3)`]);
  await expect(batch.getByRole('progressbar', { name: 'Uso de Festival de Verano 2026: 1 de 7 usos' })).toBeVisible();
  await expect(used).toBeHidden({ timeout: 10_000 });

  await updateCodes({ [first.id]: { currentUses: 2 }, [second.id]: { currentUses: 1 } });
  const several = page.getByRole('status').filter({ hasText: '2 códigos se usaron' });
  await expect(several).toBeVisible({ timeout: 5_000 });
  await expect(batch.getByRole('progressbar', { name: 'Uso de Festival de Verano 2026: 3 de 7 usos' })).toBeVisible();
  await expect(several).toBeHidden({ timeout: 10_000 });

  await updateCodes({ [third.id]: { currentUses: 1, status: 'expired' } });
  await expect(page.getByRole('status').filter({ hasText: `El código ${third.code} se usó (1/1) y expiró` })).toBeVisible({ timeout: 5_000 });
  await expect(batch).toContainText('4 de 7 usos · 1 de 3 códigos agotados');
});

test('a reload announces nothing, not even the uses that happened while the page was away', async ({ page }) => {
  const [first] = leader.codes;
  const shownNotices = await recordCodeNotices(page);
  await signIn(page, leader.account.email);
  await expectCodesLoaded(page);

  // Away from the app: the browser keeps the codes in its cache; meanwhile a code is used.
  await page.goto('about:blank');
  await updateCodes({ [first.id]: { currentUses: 2 } });
  await page.goto('/');
  await expectCodesLoaded(page);
  // The use shows in the data (the catch-up arrived) but not as a notice.
  await validateCodes(page, first.code);
  await expect(codeEntry(resultSection(page, 'valid'), first.code)).toContainText('2/3');
  // A use made now is news: once its notice shows, a notice of the catch-up would have shown
  // before it (the record starts with this page load, after the use made while away).
  await updateCodes({ [first.id]: { currentUses: 3 } });
  await expect(page.getByRole('status').filter({ hasText: `El código ${first.code} se usó (3/3)` })).toBeVisible({ timeout: 10_000 });
  expect(await shownNotices()).toEqual([`El código ${first.code} se usó (3/3)`]);
});
