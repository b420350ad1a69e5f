import { expect, test, signIn, type Page } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectCodesLoaded, expectNoHorizontalScroll } from './support/codes-helpers.ts';
import { createTestAccount, type TestAccount } from './support/auth-accounts.ts';
import { admin } from './support/emulator.ts';
import { randomCode } from './support/leaders.ts';
import { recordNotices } from './support/notices.ts';
import { stack } from './support/stack.ts';
import { COLLECTIONS } from '../../common/collections.ts';
import { DEMO_SHOP_KEY } from '../../scripts/seed/demo-data.ts';
import { createShopClient, shopApiUrl } from '../../scripts/shop/shop-client.ts';
import { testCodeId, writeCountedCodes } from '../support/accounts.ts';

// Usage alerts: the shop (this test, calling the shop API with the demo key) sells with a test
// leader's codes of the summer festival until they reach 80 % and then 100 % of their uses; the
// open app tells each once ('Tus códigos de Festival de Verano 2026 llevan 80 % de uso') and the
// event's row in 'Códigos por lote' shows it. An event already used up when the app opens shows
// '100 % de uso' on its row and pops nothing, and neither does a reload. The leader and their
// codes are the test's own (removed afterwards), so no demo data changes. Desktop and 360 px phone.

test.describe.configure({ timeout: 360_000 });

const FESTIVAL = { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026' };
const shop = createShopClient({ baseUrl: shopApiUrl(stack.functionsOrigin, stack.projectId), key: DEMO_SHOP_KEY });
/** A function's answer, or a notice waiting behind others, on a stack shared with other tests. */
const answered = { timeout: 60_000 };
const alertText = (percent: number) => `Tus códigos de ${FESTIVAL.name} llevan ${percent} % de uso`;

interface AlertsLeader {
  account: TestAccount;
  /** Two codes of the festival, 3/5 and 4/5 used: 7 of 10 uses, 70 %. */
  festival: [string, string];
  /** A test event whose one code is used up when the app opens. */
  full: { id: string; name: string; code: string };
  /** A code of another test event, 0/5 used: a use of it makes a notice that comes after every one before it. */
  marker: { id: string; name: string; code: string };
}

async function createLeader(): Promise<AlertsLeader> {
  const account = await createTestAccount({ prefix: 'alertas', verified: true, name: 'Lía Alertas' });
  const festival: [string, string] = [randomCode('ALR'), randomCode('ALR')];
  const full = { id: `e2e-${account.uid}-lleno`, name: `Evento lleno ${account.uid.slice(0, 4)}`, code: randomCode('ALL') };
  const marker = { id: `e2e-${account.uid}-marcador`, name: `Evento marcador ${account.uid.slice(0, 4)}`, code: randomCode('ALM') };
  await writeCountedCodes(await admin(), account, [FESTIVAL, full, marker], [
    { code: festival[0], eventId: FESTIVAL.id, currentUses: 3, maxUses: 5, trackingId: `e2e-${account.uid}-lote-1` },
    { code: festival[1], eventId: FESTIVAL.id, currentUses: 4, maxUses: 5, trackingId: `e2e-${account.uid}-lote-1` },
    { code: full.code, eventId: full.id, status: 'expired', currentUses: 1, maxUses: 1, trackingId: `e2e-${account.uid}-lote-2` },
    { code: marker.code, eventId: marker.id, currentUses: 0, maxUses: 5, trackingId: `e2e-${account.uid}-lote-3` },
  ]);
  return { account, festival, full, marker };
}

async function removeLeader({ account, festival, full, marker }: AlertsLeader): Promise<void> {
  const { auth, firestore } = await admin();
  const codes = [...festival, full.code, marker.code];
  await Promise.all(codes.map((code) => firestore.recursiveDelete(firestore.collection(COLLECTIONS.codes).doc(testCodeId(account, code)))));
  await Promise.all(codes.map((code) => firestore.collection(COLLECTIONS.codeKeys).doc(code).delete()));
  await firestore.recursiveDelete(firestore.collection(COLLECTIONS.codeSummaries).doc(account.uid));
  await firestore.collection(COLLECTIONS.users).doc(account.uid).delete();
  await auth.deleteUser(account.uid);
}

/** The shop sells one order of one ticket with `code`: a hold, then the confirmation. Returns the order's id. */
async function sell(code: string): Promise<string> {
  const orderId = `e2e-alerta-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const held = await shop('POST', '/v1/reservations', { body: { orderId, code, eventId: FESTIVAL.id, tickets: 1 } });
  expect(held.status, held.text).toBe(201);
  const confirmed = await shop('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId }, body: { amount: 15000 } });
  expect(confirmed.status, confirmed.text).toBe(200);
  return orderId;
}

const usageAlerts = (notices: string[]) => notices.filter((text) => /llevan \d+ % de uso$/.test(text));

/** The event's row in 'Códigos por lote' (a table row at every width). */
const eventRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Códigos por lote' }).locator('tbody tr').filter({ hasText: name });

let leader: AlertsLeader;

test.beforeEach(async () => {
  leader = await createLeader();
});

test.afterEach(async ({ page }) => {
  // The page goes first: removing a signed-in leader signs the open page out.
  await page.close();
  await removeLeader(leader);
});

test("an event's codes reaching 80 % and then 100 % of their uses are each told once while the app is open, and the event's row shows it", async ({ page }) => {
  const [first, second] = leader.festival;
  const shownNotices = await recordNotices(page);
  await signIn(page, leader.account.email);
  await expectCodesLoaded(page);

  const festivalRow = eventRow(page, FESTIVAL.name);
  const fullRow = eventRow(page, leader.full.name);
  await expect(festivalRow.getByRole('progressbar', { name: `Uso de ${FESTIVAL.name}: 7 de 10 usos` })).toBeVisible(answered);
  // Used up before the app opened: the row says so, no notice does.
  await expect(fullRow.getByText('100 % de uso', { exact: true })).toBeVisible();
  await expect(festivalRow).not.toContainText('% de uso');

  // 8 of 10: 80 %.
  await sell(first);
  const eighty = page.locator('.MuiSnackbar-root').getByText(alertText(80), { exact: true });
  await expect(eighty).toBeVisible(answered);
  await expect(festivalRow.getByText('80 % de uso', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // 9 of 10: still 80 %, nothing new to tell.
  await sell(first);
  await expect(festivalRow.getByRole('progressbar', { name: `Uso de ${FESTIVAL.name}: 9 de 10 usos` })).toBeVisible(answered);

  // 10 of 10: 100 %.
  const last = await sell(second);
  const hundred = page.locator('.MuiSnackbar-root').getByText(alertText(100), { exact: true });
  await expect(hundred).toBeVisible(answered);
  await expect(festivalRow.getByText('100 % de uso', { exact: true })).toBeVisible();
  await expect(festivalRow).not.toContainText('80 % de uso');
  // Every notice raised before the 100 % one has shown by now: each alert exactly once, and none
  // for the event that was used up before the app opened.
  expect(usageAlerts(await shownNotices())).toEqual([alertText(80), alertText(100)]);
  await expectNoSeriousA11yViolations(page);

  // A reload tells nothing again; neither does a refund that takes the event back to 90 % and
  // a new sale that brings it to 100 % once more.
  await page.reload();
  await expectCodesLoaded(page);
  await expect(festivalRow.getByText('100 % de uso', { exact: true })).toBeVisible(answered);
  const refunded = await shop('POST', '/v1/reservations/{orderId}/release', { params: { orderId: last } });
  expect(refunded.status, refunded.text).toBe(200);
  await expect(festivalRow.getByText('80 % de uso', { exact: true })).toBeVisible(answered);
  await sell(second);
  // An alert is raised when the summary arrives, before the row shows it.
  await expect(festivalRow.getByText('100 % de uso', { exact: true })).toBeVisible(answered);
  // A notice raised after that: once it shows, every notice raised before it has shown.
  const { firestore } = await admin();
  await firestore.collection(COLLECTIONS.codes).doc(testCodeId(leader.account, leader.marker.code)).update({ currentUses: 1 });
  await expect(page.locator('.MuiSnackbar-root').getByText(`El código ${leader.marker.code} se usó (1/5)`, { exact: true })).toBeVisible(answered);
  expect(usageAlerts(await shownNotices())).toEqual([]);
  await expect(fullRow.getByText('100 % de uso', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
