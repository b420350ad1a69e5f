import { expect, test, signIn, type Page } from './support/fixtures.ts';
import { openAdminPage, signInAsAdmin } from './support/admin.ts';
import { codeEntry, expectCodesLoaded, expectNoHorizontalScroll, resultSection, validateCodes } from './support/codes-helpers.ts';
import { admin, uniqueEmail } from './support/emulator.ts';
import { stack } from './support/stack.ts';
import { DEFAULT_STORE_ID } from '../../common/constants.ts';
import { codeDocument, userDocument } from '../../scripts/seed/seed.ts';
import { DEMO_PASSWORD, DEMO_SHOP_KEY, type DemoAccount, type DemoCode } from '../../scripts/seed/demo-data.ts';
import { createShopClient, shopApiUrl } from '../../scripts/shop/shop-client.ts';

// The shop integration as people see it: an administrator creates an integration key in Tienda
// and revokes it (the shop's next call answers 401); a leader with the app open sees the notice
// when the shop confirms an order of their code, and 'Expirado' once it is used up. The shop is
// this test, calling the shop API as a shop's server does. Desktop and 360 px phone.

test.describe.configure({ timeout: 180_000 });

const EVENT = { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026' };
/** A function's answer on the local stack, which shares a busy machine with other tests. */
const answered = { timeout: 60_000 };
const shopUrl = shopApiUrl(stack.functionsOrigin, stack.projectId);
const checkWith = (key: string) =>
  createShopClient({ baseUrl: shopUrl, key })('POST', '/v1/codes/check', { body: { code: 'VERANO01', eventId: EVENT.id, tickets: 1 } });

test('an administrator creates a key in Tienda, sees it once, and revokes it: the next call answers 401', async ({ page }) => {
  const label = `Tienda e2e ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await openAdminPage(page, 'Tienda');
  const section = page.getByRole('region', { name: 'Integración con la tienda' });
  await expect(section).toBeVisible();
  await section.getByRole('textbox', { name: 'Nombre de la clave (opcional)' }).fill(label);
  await section.getByRole('button', { name: 'Crear clave' }).click();

  const dialog = page.getByRole('dialog', { name: 'Clave de integración creada' });
  await expect(dialog).toBeVisible(answered);
  await expect(dialog).toContainText('no se volverá a mostrar');
  const key = await dialog.getByRole('textbox', { name: 'Clave de integración' }).inputValue();
  expect(key).toMatch(/^cdl_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Listo, ya la guardé' }).click();
  await expect(dialog).toBeHidden();
  // Only its last 4 characters stay on the page.
  const last4 = key.slice(-4);
  const entry = section.locator('tbody tr, .MuiCard-root').filter({ hasText: label });
  await expect(entry).toContainText(`…${last4}`, answered);
  await expect(entry).toContainText('Activa');
  await expect(page.getByText(key)).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  expect((await checkWith(key)).status).toBe(200);
  await page.reload();
  await expect(entry).toContainText('Activa', answered);
  await expect(entry).not.toContainText('Nunca');

  await entry.getByRole('button', { name: `Revocar la clave …${last4}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Revocar la clave?' });
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Se revocó la clave …${last4}.` })).toBeVisible(answered);
  await expect(entry).toContainText('Revocada el');
  await expect(entry.getByRole('button', { name: /Revocar/ })).toHaveCount(0);

  const refused = await checkWith(key);
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ error: { code: 'unauthorized' } });

  // Both are in Actividad.
  const activity = await openAdminPage(page, 'Actividad');
  await expect(activity).toContainText(`Revocó la clave de integración de la tienda …${last4} (${label}).`, answered);
  await expect(activity).toContainText(`Creó la clave de integración de la tienda …${last4} (${label}).`);
});

interface ShopLeader {
  account: DemoAccount;
  code: DemoCode;
}

/** A leader of the store with one code of 2 uses, as generateCodes leaves it (with its value key). */
async function createLeader(): Promise<ShopLeader> {
  const { auth, firestore } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  const account: DemoAccount = {
    uid: `tienda-${suffix}-${Date.now()}`,
    email: uniqueEmail('tienda'),
    displayName: 'Lía Tienda',
    firstName: 'Lía',
    lastName: 'Tienda',
    role: 'Leader',
    storeId: DEFAULT_STORE_ID,
    emailVerified: true,
    outcome: 'dashboard',
  };
  const code: DemoCode = {
    id: `${account.uid}-c1`,
    code: `TD${suffix}`,
    eventId: EVENT.id,
    ownerUid: account.uid,
    status: 'available',
    currentUses: 0,
    maxUses: 2,
    codeType: 'leader',
    trackingId: `${account.uid}-lote`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 0)),
  };
  await auth.createUser({ uid: account.uid, email: account.email, password: DEMO_PASSWORD, displayName: account.displayName, emailVerified: true });
  await firestore.doc(`users/${account.uid}`).set(userDocument(account, Timestamp.now()));
  await firestore.doc(`codes/${code.id}`).set(codeDocument(code, account, EVENT, Timestamp));
  await firestore.doc(`codeKeys/${code.code}`).set({ codeId: code.id, trackingId: code.trackingId, createdAt: Timestamp.now() });
  return { account, code };
}

async function removeLeader({ account, code }: ShopLeader): Promise<void> {
  const { auth, firestore } = await admin();
  await firestore.recursiveDelete(firestore.doc(`codes/${code.id}`));
  await firestore.doc(`users/${account.uid}`).delete();
  await auth.deleteUser(account.uid);
}

/** The shop sells one order with the code: a hold, then the confirmation. */
async function sell(code: string): Promise<void> {
  const shop = createShopClient({ baseUrl: shopUrl, key: DEMO_SHOP_KEY });
  const orderId = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const held = await shop('POST', '/v1/reservations', { body: { orderId, code: code.toLowerCase(), eventId: EVENT.id, tickets: 1 } });
  expect(held.status, held.text).toBe(201);
  const confirmed = await shop('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId }, body: { amount: 15000 } });
  expect(confirmed.status, confirmed.text).toBe(200);
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

let leader: ShopLeader | null = null;

test.afterEach(async ({ page }) => {
  if (!leader) return;
  await page.close();
  await removeLeader(leader);
  leader = null;
});

test("a leader with the app open sees the notice when the shop confirms an order of their code, and 'Expirado' once it is used up", async ({ page }) => {
  leader = await createLeader();
  const { code } = leader;
  await signIn(page, leader.account.email);
  await expectCodesLoaded(page);

  await sell(code.code);
  await expect(notice(page, `El código ${code.code} se usó: 1 entrada (1/2)`)).toBeVisible(answered);
  await validateCodes(page, code.code);
  await expect(codeEntry(resultSection(page, 'valid'), code.code)).toContainText('1/2', answered);

  await sell(code.code);
  await expect(notice(page, `El código ${code.code} se usó: 1 entrada (2/2) y expiró`)).toBeVisible(answered);
  await validateCodes(page, code.code);
  const invalid = codeEntry(resultSection(page, 'invalid'), code.code);
  await expect(invalid).toContainText('Expirado', answered);
  await expect(invalid).toContainText('2/2');
  await expectNoHorizontalScroll(page);
});
