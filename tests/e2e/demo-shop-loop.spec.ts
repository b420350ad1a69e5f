import { expect, signIn, test, type Page } from './support/fixtures.ts';
import { createTestAccount } from './support/auth-accounts.ts';
import { codeEntry, expectCodesLoaded, expectNoHorizontalScroll, resultSection, signInAsLeader, validateCodes } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import { randomCode } from './support/leaders.ts';
import { stack } from './support/stack.ts';
import { openLeaderPages, withShopTemplateLock } from './support/store-settings.ts';
import { writeCountedCodes } from '../support/accounts.ts';

// The whole loop of the local demo, with a person's clicks: a leader shares a code by WhatsApp,
// its link opens the demo shop's event page (demo-shop/) with the code applied, the buyer takes 2
// tickets with 'Comprar', the leader's open app says so with the new usage, and 'Reembolsar' on
// the shop's order page gives the use back. The loop's code is a code of a leader made for the
// test (5 uses): the demo's VERANO01 (one use, of up to 2 tickets) is unused in other tests that
// run at the same time, so its path is followed up to the purchase only. Desktop and 360 px phone.

test.describe.configure({ timeout: 240_000 });

const EVENT = { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026' };
/** A function's answer on the local stack, which shares a busy machine with other tests. */
const answered = { timeout: 60_000 };
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * The shop link in the text the code's WhatsApp link prefills. The store's link template is read
 * once per visit; a read that takes longer than the shares wait for it (a busy stack) lets the
 * link share the code alone until it ends, so the link is read until it carries the shop's.
 */
async function sharedShopLink(page: Page, code: string): Promise<string> {
  const share = codeEntry(resultSection(page, 'valid'), code).getByRole('link', { name: `Compartir por WhatsApp el código ${code}` });
  const expected = `${stack.demoShopUrl}/evento/${EVENT.id}?codigo=${code}`;
  await expect
    .poll(async () => {
      const href = (await share.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
      return new URL(href).searchParams.get('text')?.match(/https?:\/\/\S+/)?.[0];
    })
    .toBe(expected);
  return expected;
}

test('a leader shares a code by WhatsApp, the buyer takes 2 tickets in the demo shop, the leader sees it live, and a refund gives the use back', async ({ page }) => {
  const leader = await createTestAccount({ prefix: 'tienda-demo', verified: true });
  const code = randomCode('TD');
  await writeCountedCodes(await admin(), leader, [EVENT], [{ code, eventId: EVENT.id, maxUses: 5, trackingId: `demo-tienda-${leader.uid}` }]);

  // 1. The leader's app (holding the shop link steady while it reads it) shares the code by WhatsApp.
  const link = await withShopTemplateLock(async () => {
    await signIn(page, leader.email, leader.password);
    await expectCodesLoaded(page);
    await validateCodes(page, code);
    return sharedShopLink(page, code);
  });
  await expect(codeEntry(resultSection(page, 'valid'), code)).toContainText('0/5');

  // 2. The link opens the demo shop's event page, with the event and the code applied.
  const shop = await page.context().newPage();
  await shop.goto(link);
  await expect(shop.getByText('Tienda de ejemplo', { exact: true })).toBeVisible();
  await expect(shop.getByRole('heading', { level: 1, name: EVENT.name })).toBeVisible();
  await expect(shop.getByRole('status')).toHaveText(`Código ${code} aplicado.`, answered);
  await expectNoHorizontalScroll(shop);

  // 3. Two tickets: 'Comprar' holds the use and confirms the order.
  await shop.getByLabel('Entradas').selectOption({ label: '2 entradas' });
  await shop.getByRole('button', { name: 'Comprar' }).click();
  await expect(shop).toHaveURL(/\/pedido\/demo-[a-z0-9-]+$/, answered);
  await expect(shop.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(shop.locator('dl')).toContainText('Entradas2');
  await expect(shop.locator('dl')).toContainText(/Monto₡50\s000/u);

  // 4. The leader's open app says what happened, with the new usage and the tickets.
  await page.bringToFront();
  await expect(notice(page, `El código ${code} se usó: 2 entradas (1/5)`)).toBeVisible(answered);
  await expect(page.getByRole('region', { name: 'Códigos por lote' })).toContainText('2 entradas vendidas', answered);
  await validateCodes(page, code);
  await expect(codeEntry(resultSection(page, 'valid'), code)).toContainText('1/5', answered);

  // 5. 'Reembolsar' on the shop's order page gives the use back, and the leader's app says so.
  await shop.bringToFront();
  await shop.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(shop.getByRole('status')).toHaveText('Pedido reembolsado: el uso del código volvió al líder.', answered);
  await expect(shop.getByText('Reembolsado', { exact: true })).toBeVisible();
  await expect(shop.getByRole('button', { name: 'Reembolsar' })).toHaveCount(0);
  await page.bringToFront();
  await expect(notice(page, `El código ${code} fue reembolsado (0/5)`)).toBeVisible(answered);
  await validateCodes(page, code);
  await expect(codeEntry(resultSection(page, 'valid'), code)).toContainText('0/5', answered);
  await expectNoHorizontalScroll(page);
});

test("the demo's VERANO01 opens the demo shop with the code applied for 1 or 2 tickets, and the shop says in Spanish why a used-up code can't be used", async ({ page }) => {
  await openLeaderPages(page, () => signInAsLeader(page));
  await validateCodes(page, 'VERANO01');
  const link = await sharedShopLink(page, 'VERANO01');

  const shop = await page.context().newPage();
  await shop.goto(link);
  await expect(shop.getByRole('heading', { level: 1, name: EVENT.name })).toBeVisible();
  await expect(shop.getByRole('status')).toHaveText('Código VERANO01 aplicado.', answered);
  // 'Revisar código' checks again for 2 tickets, counting nothing.
  await shop.getByLabel('Entradas').selectOption({ label: '2 entradas' });
  await shop.getByRole('button', { name: 'Revisar código' }).click();
  await expect(shop.getByRole('status')).toHaveText('Código VERANO01 aplicado.', answered);
  await expect(shop.getByText(/^Total: ₡50\s000$/u)).toBeVisible();
  await expectNoHorizontalScroll(shop);

  // A code with no use left: the API's reason, in Spanish.
  await shop.getByLabel('Entradas').selectOption({ label: '1 entrada' });
  await shop.getByLabel('Código de líder o de descuento').fill('VERANO03');
  await shop.getByRole('button', { name: 'Revisar código' }).click();
  await expect(shop.getByRole('alert')).toHaveText('El código VERANO03 no se puede usar. El código ya no tiene usos disponibles.', answered);
  await expect(shop.getByRole('button', { name: 'Comprar' })).toBeVisible();
});
