// What each leader sold, as an administrator follows it: the shop (this test, calling the shop API
// with the demo key as a shop's server does) sells with a leader's code of a new event and refunds
// one order; the administrator's leader page shows the orders ('Reembolsada' for the refund) and
// the event's tickets and amount, Líderes ranks the leader first for that event by tickets sold,
// and the event's settlement CSV is read back cell by cell. Desktop and 360 px phone.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Download } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createSearchableLeader, entryWith, openAdminPage, signInAsAdmin } from './support/admin.ts';
import { expectNoHorizontalScroll } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import { stack } from './support/stack.ts';
import { codeDocument } from '../../scripts/seed/seed.ts';
import { DEMO_SHOP_KEY, type DemoCode } from '../../scripts/seed/demo-data.ts';
import { createShopClient, shopApiUrl } from '../../scripts/shop/shop-client.ts';

test.describe.configure({ timeout: 240_000 });

const answered = { timeout: 60_000 };
const NBSP = '\u00a0';
const shop = createShopClient({ baseUrl: shopApiUrl(stack.functionsOrigin, stack.projectId), key: DEMO_SHOP_KEY });

async function csvRows(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('\r\n');
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

async function order(orderId: string, code: string, eventId: string, tickets: number, amount: number): Promise<void> {
  const held = await shop('POST', '/v1/reservations', { body: { orderId, code, eventId, tickets } });
  expect(held.status, held.text).toBe(201);
  const confirmed = await shop('POST', '/v1/reservations/{orderId}/confirm', { params: { orderId }, body: { amount } });
  expect(confirmed.status, confirmed.text).toBe(200);
}

test("the shop's orders show on the leader's page, Líderes ranks the leader by the sale, and the event's settlement is the sale", async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const event = { id: `evt-ventas-${run}`, name: `Ventas ${run}` };
  const put = await shop('PUT', '/v1/events/{eventId}', {
    params: { eventId: event.id },
    body: { name: event.name, startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString(), venue: 'Sala e2e' },
  });
  expect(put.status, put.text).toBe(201);
  const leader = await createSearchableLeader('ventas');
  const { firestore } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const code: DemoCode = {
    id: `${leader.uid}-venta`,
    code: `VT${run.slice(-6).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`,
    eventId: event.id,
    ownerUid: leader.uid,
    status: 'available',
    currentUses: 0,
    maxUses: 5,
    codeType: 'leader',
    trackingId: `${leader.uid}-lote`,
    createdAt: new Date(),
  };
  await firestore.doc(`codes/${code.id}`).set(codeDocument(code, leader.seed, event, Timestamp));
  await firestore.doc(`codeKeys/${code.code}`).set({ codeId: code.id, trackingId: code.trackingId, createdAt: Timestamp.now() });

  const [kept, refunded] = [`e2e-venta-${run}-1`, `e2e-venta-${run}-2`];
  await order(kept, code.code, event.id, 3, 45000);
  await order(refunded, code.code, event.id, 2, 30000);
  const released = await shop('POST', '/v1/reservations/{orderId}/release', { params: { orderId: refunded } });
  expect(released.status, released.text).toBe(200);

  await signInAsAdmin(page);
  await page.goto(`/administracion/lideres/${leader.uid}`);
  const orders = page.getByRole('region', { name: 'Pedidos de la tienda' });
  await expect(entryWith(orders, kept)).toContainText(`₡45${NBSP}000`, answered);
  await expect(entryWith(orders, kept)).toContainText('Confirmada');
  await expect(entryWith(orders, refunded)).toContainText('Reembolsada');
  await expect(entryWith(orders, refunded)).toContainText(`₡30${NBSP}000`);
  const usage = page.getByRole('region', { name: 'Uso por evento' });
  await expect(usage).toContainText(`Entradas vendidas: 3 · Monto: ₡45${NBSP}000 · 1 reembolso`, answered);
  await expectNoHorizontalScroll(page);

  const list = await openAdminPage(page, 'Líderes');
  await list.getByRole('combobox', { name: 'Ventas de' }).click();
  await page.getByRole('option', { name: event.name }).click();
  await list.getByRole('combobox', { name: 'Ordenar por' }).click();
  await page.getByRole('option', { name: 'Entradas vendidas' }).click();
  const first = list.locator('tbody tr, .MuiCard-root').first();
  await expect(first).toContainText(leader.name, answered);
  await expect(first).toContainText(`₡45${NBSP}000`);
  await expectNoHorizontalScroll(page);

  const [file] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: `Descargar la liquidación de ${event.name} (CSV)` }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^liquidacion-${event.id}-\\d{8}-\\d{6}\\.csv$`));
  expect(await csvRows(file)).toEqual([
    ['ID Líder', 'Nombre', 'Correo electrónico', 'Códigos', 'Usos', 'Entradas vendidas', 'Monto', 'Reembolsos', 'Entradas reembolsadas', 'Monto reembolsado'],
    [leader.uid, leader.name, leader.email, '1', '1', '3', `₡45${NBSP}000`, '1', '2', `₡30${NBSP}000`],
  ]);
});
