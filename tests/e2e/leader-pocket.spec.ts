import { expect, test, signIn, type Page } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectCodesLoaded, expectNoHorizontalScroll, openCodesPage, openDashboard } from './support/codes-helpers.ts';
import { createTestAccount, type TestAccount } from './support/auth-accounts.ts';
import { admin } from './support/emulator.ts';
import { randomCode } from './support/leaders.ts';
import { CODE_NOTES, COLLECTIONS } from '../../common/collections.ts';
import { noteNameKey } from '../../common/code-note.ts';
import { testCodeId, writeCountedCodes } from '../support/accounts.ts';
import { FieldValue } from 'firebase-admin/firestore';

// 'Sin entregar': what is still in a leader's pocket. A test leader has three codes of the summer
// festival (two available, one expired). Once she notes to whom she gave one of them ('Entregado
// a', written here as her note would be), the tracking page's 'Sin entregar' no longer lists it,
// and the festival's row in 'Códigos por lote' counts one code fewer. Clearing the note puts it
// back. The leader and her codes are the test's own (removed afterwards). Desktop and 360 px.

test.describe.configure({ timeout: 240_000 });

const FESTIVAL = { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026' };
/** The trigger that marks the code, on a stack shared with other tests. */
const marked = { timeout: 60_000 };

interface PocketLeader {
  account: TestAccount;
  given: string;
  kept: string;
  expired: string;
}

const eventRow = (page: Page, name: string) => page.getByRole('region', { name: 'Códigos por lote' }).locator('tbody tr').filter({ hasText: name });

let leader: PocketLeader;

test.beforeEach(async () => {
  const account = await createTestAccount({ prefix: 'bolsillo', verified: true, name: 'Paz Bolsillo' });
  const [given, kept, expired] = [randomCode('BOL'), randomCode('BOL'), randomCode('BOL')];
  await writeCountedCodes(await admin(), account, [FESTIVAL], [
    { code: given, eventId: FESTIVAL.id, currentUses: 0, maxUses: 1, trackingId: `e2e-${account.uid}-lote` },
    { code: kept, eventId: FESTIVAL.id, currentUses: 0, maxUses: 1, trackingId: `e2e-${account.uid}-lote` },
    { code: expired, eventId: FESTIVAL.id, status: 'expired', currentUses: 0, maxUses: 1, trackingId: `e2e-${account.uid}-lote` },
  ]);
  leader = { account, given, kept, expired };
});

test.afterEach(async ({ page }) => {
  await page.close();
  const { auth, firestore } = await admin();
  const { account } = leader;
  await firestore.recursiveDelete(firestore.collection(COLLECTIONS.codeNotes).doc(account.uid));
  for (const code of [leader.given, leader.kept, leader.expired]) {
    await firestore.recursiveDelete(firestore.collection(COLLECTIONS.codes).doc(testCodeId(account, code)));
    await firestore.collection(COLLECTIONS.codeKeys).doc(code).delete();
  }
  await firestore.recursiveDelete(firestore.collection(COLLECTIONS.codeSummaries).doc(account.uid));
  await firestore.collection(COLLECTIONS.users).doc(account.uid).delete();
  await auth.deleteUser(account.uid);
});

test("a code noted as given leaves 'Sin entregar' and its event's count, and comes back when the note is cleared", async ({ page }) => {
  const { account, given, kept, expired } = leader;
  await signIn(page, account.email);
  await expectCodesLoaded(page);
  const festivalRow = eventRow(page, FESTIVAL.name);
  await expect(festivalRow.getByText('2 sin entregar', { exact: true })).toBeVisible();

  const region = await openCodesPage(page);
  await page.getByRole('button', { name: 'Sin entregar', exact: true }).click();
  await expect(region.getByText(given, { exact: true })).toBeVisible();
  await expect(region.getByText(kept, { exact: true })).toBeVisible();
  await expect(region.getByText(expired, { exact: true })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  const { firestore } = await admin();
  const note = firestore.collection(COLLECTIONS.codeNotes).doc(account.uid).collection(CODE_NOTES).doc(testCodeId(account, given));
  await note.set({ code: given, eventId: FESTIVAL.id, name: 'María Pérez', nameKey: noteNameKey('María Pérez'), phone: '50688881234', updatedAt: FieldValue.serverTimestamp() });
  await expect(region.getByText(given, { exact: true })).toHaveCount(0, marked);
  await expect(region.getByText(kept, { exact: true })).toBeVisible();

  // 'Todos' still lists every tracked code, the given one included.
  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  await expect(region.getByText(given, { exact: true })).toBeVisible();
  await expect(region.getByText(expired, { exact: true })).toBeVisible();

  await openDashboard(page);
  await expect(festivalRow.getByText('1 sin entregar', { exact: true })).toBeVisible();

  await note.delete();
  await expect(festivalRow.getByText('2 sin entregar', { exact: true })).toBeVisible(marked);

  // From the event's row she names the person the next code to share goes to ('Compartir' gives one).
  await festivalRow.getByRole('button', { name: `Anotar a quién se entregan los códigos a compartir de ${FESTIVAL.name}` }).click();
  // One code to share (the default): the dialog names it.
  const dialog = page.getByRole('dialog', { name: /^Entregado a: BOL/ });
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Ana Mora');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(festivalRow.getByText('1 sin entregar', { exact: true })).toBeVisible(marked);
  const notes = await firestore.collection(COLLECTIONS.codeNotes).doc(account.uid).collection(CODE_NOTES).get();
  expect(notes.docs.map((doc) => doc.get('name'))).toEqual(['Ana Mora']);
});
