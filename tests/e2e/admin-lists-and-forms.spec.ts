// The administrators' area, as a store's administrator works through a day: the leader form's
// empty required fields, removing codes that are not the leader's, the CSV of Líderes and of
// Actividad (read back cell by cell), the shop link's placeholders, and MUI's own texts in Spanish.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { COLLECTIONS } from '../../common/collections.ts';
import { normalizeSearchText } from '../../common/leader-search.ts';
import { createRegistration, entryWith, openAdminPage, signInAsAdmin } from './support/admin.ts';
import { createTestAccount } from './support/auth-accounts.ts';
import { admin } from './support/emulator.ts';
import { expect, test, type Page } from './support/fixtures.ts';
import { createLeaderWithCodes, randomCode } from './support/leaders.ts';
import { writeUncountedCodes } from '../support/accounts.ts';
import { changingShopTemplate } from './support/store-settings.ts';
import type { Download } from '@playwright/test';

test.describe.configure({ timeout: 180_000 });

const answered = { timeout: 45_000 };
const NBSP = '\u00a0';

/** The rows of a downloaded CSV, after checking it starts with the UTF-8 BOM and ends lines with CRLF. */
async function csvRows(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('\r\n');
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

async function statusOf(code: string): Promise<string> {
  const { firestore } = await admin();
  return (await firestore.collection(COLLECTIONS.codes).where('code', '==', code).get()).docs[0].get('status') as string;
}

test("Nuevo líder says 'Campo obligatorio' under a required field left empty, and the message goes once it is filled", async ({ page }) => {
  await signInAsAdmin(page);
  const leaders = await openAdminPage(page, 'Líderes');
  await leaders.getByRole('button', { name: 'Nuevo líder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo líder' });
  await expect(dialog.getByText('Campo obligatorio')).toHaveCount(0);
  const [firstName, lastName] = [dialog.getByLabel('Nombre'), dialog.getByLabel('Apellidos')];
  await firstName.focus();
  await lastName.focus();
  await expect(dialog.getByText('Campo obligatorio', { exact: true })).toHaveCount(1);
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).not.toHaveAttribute('aria-invalid', 'true');
  // Filling Nombre leaves Apellidos, touched and empty: the message moves there.
  await firstName.fill('Noelia');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Campo obligatorio', { exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Crear líder' })).toBeDisabled();
});

test("removing only codes that are not the leader's asks nothing and says nothing was removed; a mixed list confirms only the leader's", async ({ page }) => {
  const [leader, other] = await Promise.all([createLeaderWithCodes('quitar-ajenos', 2), createLeaderWithCodes('otro-lider', 1)]);
  await signInAsAdmin(page);
  await page.goto(`/administracion/lideres/${leader.uid}`);
  // The codes list above the panel arrives after it: once it is there the panel no longer moves.
  await expect(page.getByText(leader.codes[0], { exact: true })).toBeVisible(answered);
  const removal = page.getByRole('region', { name: 'Eliminar códigos' });
  const paste = removal.getByRole('textbox', { name: 'Códigos a eliminar' });
  const remove = removal.getByRole('button', { name: 'Eliminar', exact: true });
  const confirm = page.getByRole('dialog', { name: '¿Eliminar códigos?' });

  await paste.fill(`${other.codes[0]}\nNOEXISTE99`);
  await remove.click();
  await expect(removal.getByText(`No son códigos vigentes de este líder: ${other.codes[0]}, NOEXISTE99.`)).toBeVisible(answered);
  await expect(remove).toBeEnabled();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/Se elimin/)).toHaveCount(0);
  expect(await statusOf(other.codes[0])).toBe('available');

  await paste.fill(`${other.codes[0]} ${leader.codes[0]}`);
  await remove.click();
  await expect(confirm).toContainText('Se eliminará 1 código de este líder.', answered);
  await expect(confirm).toContainText(`No son códigos vigentes de este líder: ${other.codes[0]}.`);
  await confirm.getByRole('button', { name: 'Eliminar 1 código' }).click();
  await expect(page.getByText('Se eliminó 1 código.')).toBeVisible(answered);
  await expect(removal.getByText(`No son códigos vigentes de este líder: ${other.codes[0]}.`)).toBeVisible();
  expect([await statusOf(leader.codes[0]), await statusOf(leader.codes[1]), await statusOf(other.codes[0])]).toEqual(['deleted', 'available', 'available']);
});

test('Líderes downloads every leader of the current search, all pages, with their figures, cell by cell', async ({ page }, testInfo) => {
  // Eleven leaders share a search one page (10) does not hold; one has codes.
  const tag = `Exporta ${testInfo.project.name === 'phone' ? 'Movil' : 'Escritorio'}${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 5)}`;
  const plain = await Promise.all(
    Array.from({ length: 10 }, (_, i) => createTestAccount({ prefix: `exporta-${i}`, verified: true, name: `${tag} ${String.fromCharCode(66 + i)}`, phoneNumber: `8800 00${10 + i}` })),
  );
  const withCodes = await createTestAccount({ prefix: 'exporta-codigos', verified: true, name: `${tag} A` });
  const handles = await admin();
  await writeUncountedCodes(handles, withCodes, { id: `e2e-event-${withCodes.uid}`, name: 'Evento exporta' }, ['E2EEXP', 'E2EEXQ', 'E2EEXR'].map((prefix) => ({ code: randomCode(prefix) })));
  // The summarizeCodeWrite trigger counts codes written straight to Firestore.
  await expect.poll(async () => (await handles.firestore.doc(`codeSummaries/${withCodes.uid}`).get()).get('total'), { timeout: 60_000 }).toBe(3);

  // The indexUserProfile trigger keeps the search fields of each new account.
  const key = normalizeSearchText(tag);
  await expect.poll(async () => (await handles.firestore.collection(COLLECTIONS.users).where('searchPrefixes', 'array-contains', key).count().get()).data().count, { timeout: 60_000 }).toBe(11);

  await signInAsAdmin(page);
  const leaders = await openAdminPage(page, 'Líderes');
  await leaders.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(tag);
  await expect(leaders.getByText('1 a 10 de 11 entradas')).toBeVisible(answered);
  const [file] = await Promise.all([page.waitForEvent('download'), leaders.getByRole('button', { name: `Descargar CSV de los líderes que coinciden con «${tag}»` }).click()]);
  expect(file.suggestedFilename()).toMatch(/^lideres-\d{8}-\d{6}\.csv$/);
  const rows = await csvRows(file);
  expect(rows[0]).toEqual(['ID Líder', 'Nombre', 'Correo electrónico', 'Teléfono', 'Acceso', 'Códigos', 'Usos', 'Usos máximos', 'Códigos agotados']);
  const expected = [
    [withCodes.uid, `${tag} A`, withCodes.email, 'Sin teléfono', 'Activo', '3', '0', expect.stringMatching(/^\d+$/), '0'],
    ...plain.map((account, i) => [account.uid, `${tag} ${String.fromCharCode(66 + i)}`, account.email, `8800 00${10 + i}`, 'Activo', '0', '0', '0', '0']),
  ];
  expect(rows.slice(1)).toEqual(expected);
});

test('Actividad filters the entries by a range of days on the server, and downloads that range, cell by cell', async ({ page }, testInfo) => {
  // Days of their own, far in the past, per project: nothing else of the log falls in them.
  const month = testInfo.project.name === 'phone' ? '04' : '03';
  const { firestore } = await admin();
  const { Timestamp } = await import('firebase-admin/firestore');
  const log = firestore.collection(COLLECTIONS.activity);
  const old = await log.where('at', '>=', Timestamp.fromDate(new Date(`2019-${month}-01T00:00:00-06:00`))).where('at', '<', Timestamp.fromDate(new Date(`2019-${month}-28T00:00:00-06:00`))).get();
  await Promise.all(old.docs.map((doc) => doc.ref.delete()));
  const actor = { uid: 'uid-e2e-admin', email: 'auditora@e2e.demo.cr', name: 'Auditora E2E' };
  const subject = { uid: 'uid-e2e-lider', email: 'lider-e2e@e2e.demo.cr', name: 'Líder E2E' };
  const entries = [
    { at: `2019-${month}-10T08:15:00-06:00`, kind: 'access-revoked', details: {} },
    { at: `2019-${month}-12T23:50:00-06:00`, kind: 'codes-removed', details: { count: 2, codes: ['E2EAAA11', '=E2EBBB22'] } },
    { at: `2019-${month}-13T00:10:00-06:00`, kind: 'access-restored', details: {} },
  ];
  await Promise.all(entries.map((entry) => log.add({ kind: entry.kind, at: Timestamp.fromDate(new Date(entry.at)), actor, subject, details: entry.details })));

  await signInAsAdmin(page);
  const activity = await openAdminPage(page, 'Actividad');
  await activity.getByLabel('Desde').fill(`2019-${month}-10`);
  await activity.getByLabel('Hasta').fill(`2019-${month}-12`);
  const items = activity.getByRole('list', { name: 'Registro de actividad' }).locator('li');
  await expect(items).toHaveCount(2, answered);
  await expect(items.nth(0)).toContainText('Eliminó 2 códigos de Líder E2E (lider-e2e@e2e.demo.cr).');
  await expect(items.nth(1)).toContainText('Revocó el acceso de Líder E2E (lider-e2e@e2e.demo.cr).');

  const [file] = await Promise.all([page.waitForEvent('download'), activity.getByRole('button', { name: 'Descargar CSV de la actividad filtrada' }).click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^actividad-2019${month}10-2019${month}12-\\d{8}-\\d{6}\\.csv$`));
  const when = (at: string) => page.evaluate((iso) => new Intl.DateTimeFormat('es-CR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), at);
  expect(await csvRows(file)).toEqual([
    ['Fecha', 'Tipo', 'Administrador', 'Acción', 'Códigos'],
    [await when(entries[1].at), 'Códigos eliminados', 'Auditora E2E (auditora@e2e.demo.cr)', 'Eliminó 2 códigos de Líder E2E (lider-e2e@e2e.demo.cr).', 'E2EAAA11, =E2EBBB22'],
    [await when(entries[0].at), 'Acceso revocado', 'Auditora E2E (auditora@e2e.demo.cr)', 'Revocó el acceso de Líder E2E (lider-e2e@e2e.demo.cr).', ''],
  ]);

  await activity.getByLabel('Desde').fill(`2019-${month}-14`);
  await expect(activity.getByText('La fecha «Desde» debe ser anterior o igual a «Hasta».')).toBeVisible();
  await expect(items).toHaveCount(2);
  await activity.getByRole('button', { name: 'Quitar fechas' }).click();
  await expect(items.first()).not.toContainText('Líder E2E', answered);
});

test('Tienda refuses a placeholder other than {code} and {eventId}, and lists the allowed ones', async ({ page }) => {
  await signInAsAdmin(page);
  await changingShopTemplate(async () => {
    const store = await openAdminPage(page, 'Tienda');
    const field = store.getByRole('textbox', { name: 'Plantilla del enlace' });
    await field.fill('https://tienda.example/evento/{eventId}?codigo={code}&ref={otro}');
    await expect(store.getByText('El enlace de la tienda solo admite los marcadores {code} y {eventId}; quita o corrige cualquier otro texto entre llaves.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(store.getByText('Sin enlace: se comparte solo el código.')).toBeVisible();
    await expect(store.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});

test("MUI's own controls speak Spanish, and Generar códigos writes numbers as Actividad does", async ({ page }) => {
  await signInAsAdmin(page);
  const form = await openAdminPage(page, 'Generar códigos');
  await expect(form.getByRole('button', { name: 'Abrir' }).first()).toBeVisible();
  await expect(form.getByRole('button', { name: /^(Open|Clear|Close)$/ })).toHaveCount(0);
  await form.getByLabel('Cantidad').fill('1001');
  await form.getByLabel('Cantidad').blur();
  await expect(form.getByText(`La cantidad debe ser un número entero entre 1 y 1${NBSP}000.`)).toBeVisible();
});

/**
 * Solicitudes shows grey placeholders, not 'Sin nombre' or an empty e-mail, until Auth answers. A
 * request whose account is gone (other tests delete theirs) reads 'Sin nombre' for real once Auth
 * has answered, so the rows saying it while Auth is asked are at most those.
 */
async function noNameRows(page: Page): Promise<number> {
  await expect(page.getByText('Consultando…', { exact: true })).toHaveCount(0);
  return page.getByText('Sin nombre').count();
}

test("Autorizar shows its progress on the button while the call runs, and Solicitudes never shows 'Sin nombre' as data", async ({ page }) => {
  const registration = await createRegistration('progreso', { verified: true });
  await signInAsAdmin(page);
  const whileAsking = await noNameRows(page);
  // By its e-mail: the same test at the other screen size lists a registration of the same name.
  const entry = entryWith(page.locator('main section').first(), registration.email);
  const authorize = entry.getByRole('button', { name: `Autorizar a ${registration.name}` });
  await expect(authorize).toBeVisible(answered);
  expect(whileAsking).toBeLessThanOrEqual(await noNameRows(page));
  // The call is held until the busy state has been seen: a quick answer would end it first.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/authorizeUser', async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  try {
    await authorize.click();
    await expect(authorize).toHaveAttribute('aria-busy', 'true');
  } finally {
    release();
  }
  await expect(page.getByText(`${registration.name} ya puede ingresar como líder.`)).toBeVisible(answered);
});
