import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { codeEntry, openCodesPage, openDashboard, resultSection, signInAsLeader, validateCodes } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './support/fixtures.ts';
import { addCode, createLeaderWithCodes, randomCode, signInWithCodes } from './support/leaders.ts';
import { withDemoCodeNoteLock } from './support/locks.ts';
import { openLeaderPages } from './support/store-settings.ts';
import { stack } from './support/stack.ts';
import { CODE_NOTES, COLLECTIONS } from '../../common/collections.ts';
import { testCodeId } from '../support/accounts.ts';

// 'Entregado a': whom a leader gave a code to, noted from the tracking page's row (a card on a
// phone), from the validator's row and for several selected codes at once; with a phone, the
// code's WhatsApp opens that person's chat. Desktop and 360 px.

test.describe.configure({ timeout: 180_000 });

const LAURA = 'demo-lider';
const VERANO01_ID = 'demoCodeVerano01xxxx';
const VERANO = 'evt-festival-verano-2026';
const link = (eventId: string, code: string) => `${stack.demoShopUrl}/evento/${eventId}?codigo=${code}`;

/**
 * Runs `work` while no other test relies on VERANO01 having no note (its WhatsApp link, the codes
 * an event's share gives): the demo data is shared by the specs of both workers.
 */
function withVerano01NoteLock<T>(work: () => Promise<T>): Promise<T> {
  return withDemoCodeNoteLock(work);
}

async function noteOf(uid: string, codeId: string) {
  const { firestore } = await admin();
  return (await firestore.collection(COLLECTIONS.codeNotes).doc(uid).collection(CODE_NOTES).doc(codeId).get()).data();
}

async function removeNote(uid: string, codeId: string) {
  const { firestore } = await admin();
  await firestore.collection(COLLECTIONS.codeNotes).doc(uid).collection(CODE_NOTES).doc(codeId).delete();
}

/** The tracking page's row (desktop) or card (phone) of a code, with its actions in view. */
async function trackedEntry(page: Page, code: string, isMobile: boolean): Promise<Locator> {
  const table = page.getByRole('region', { name: /^Seguimiento de códigos/ });
  const entry = codeEntry(table, code);
  await expect(entry).toBeVisible();
  if (isMobile) {
    const summary = entry.getByRole('button', { expanded: false });
    if ((await summary.count()) > 0) await summary.first().click();
  }
  return entry;
}

/** Opens 'Entregado a' from the entry's action. */
async function openNoteDialog(page: Page, entry: Locator, code: string): Promise<Locator> {
  await entry.getByRole('button', { name: `Anotar a quién se entregó ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Entregado a: ${code}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillNote(dialog: Locator, name: string, phone: string) {
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Teléfono \(opcional\)/ }).fill(phone);
}

test('Laura notes María Pérez, 8888-1234 on VERANO01: the row shows it, WhatsApp opens her chat, and Laura clears it', async ({ page, isMobile }) => {
  await withVerano01NoteLock(async () => {
    try {
      await openLeaderPages(page, () => signInAsLeader(page));
      await openCodesPage(page);
      let entry = await trackedEntry(page, 'VERANO01', isMobile);
      const whatsapp = entry.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' });
      const text = encodeURIComponent(`VERANO01 ${link(VERANO, 'VERANO01')}`);
      await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${text}`);

      let dialog = await openNoteDialog(page, entry, 'VERANO01');
      await expect(dialog.getByText('Un número sin prefijo se toma como de Costa Rica (+506).')).toBeVisible();
      if (isMobile) await expectNoSeriousA11yViolations(page);

      // A note needs a name, and a phone that is a number.
      await fillNote(dialog, '   ', '12');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription('Campo obligatorio');
      await expect(dialog.getByRole('textbox', { name: /^Teléfono/ })).toHaveAccessibleDescription(
        'Escribe un teléfono de 8 dígitos (Costa Rica) o con su código de país, por ejemplo +1 415 555 0100.',
      );
      if (isMobile) await expectNoSeriousA11yViolations(page);

      await fillNote(dialog, '  María   Pérez ', '8888-1234');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await expect(entry).toContainText('María Pérez');
      await expect(entry).toContainText('8888-1234');
      await expect(whatsapp).toHaveAttribute('href', `https://wa.me/50688881234?text=${text}`);
      await expect.poll(async () => (await noteOf(LAURA, VERANO01_ID))?.phone, { timeout: 30_000 }).toBe('50688881234');
      expect(await noteOf(LAURA, VERANO01_ID)).toMatchObject({ code: 'VERANO01', eventId: VERANO, name: 'María Pérez', phone: '50688881234' });

      // The validator's row shows the same note and opens the same chat.
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await openDashboard(page);
      await validateCodes(page, 'VERANO01');
      const validated = codeEntry(resultSection(page, 'valid'), 'VERANO01');
      await expect(validated).toContainText('María Pérez');
      await expect(validated).toContainText('8888-1234');
      await expect(validated.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' })).toHaveAttribute('href', `https://wa.me/50688881234?text=${text}`);

      // She clears it from the validator: the chat picker again.
      dialog = await openNoteDialog(page, validated, 'VERANO01');
      await expect(dialog.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('María Pérez');
      await expect(dialog.getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('8888-1234');
      await dialog.getByRole('button', { name: 'Quitar' }).click();
      await expect(dialog).toBeHidden();
      await expect(validated).not.toContainText('María Pérez');
      await expect(validated.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' })).toHaveAttribute('href', `https://wa.me/?text=${text}`);
      await expect.poll(() => noteOf(LAURA, VERANO01_ID), { timeout: 30_000 }).toBeUndefined();
      await openDashboard(page);
      await openCodesPage(page);
      entry = await trackedEntry(page, 'VERANO01', isMobile);
      await expect(entry).not.toContainText('María Pérez');
    } finally {
      // The demo data is shared with the other specs: VERANO01 is left without a note.
      await removeNote(LAURA, VERANO01_ID);
    }
  });
});

test('a code added to her list while the tracking page is open keeps the codes she selected and, on a phone, the card she opened', async ({ page, isMobile }) => {
  const leader = await createLeaderWithCodes('lista-viva', 3);
  await signInWithCodes(page, leader);
  const table = await openCodesPage(page);
  const [selectedCode, openedCode] = leader.codes;
  await table.getByRole('checkbox', { name: `Seleccionar ${selectedCode}` }).check();
  const opened = await trackedEntry(page, openedCode, isMobile);
  const noteAction = opened.getByRole('button', { name: `Anotar a quién se entregó ${openedCode}` });
  await expect(noteAction).toBeVisible();

  // An administrator gives her one more code: the list's total changes and its page is read again.
  const added = randomCode('E2E');
  await addCode(leader, added);
  await expect(table.getByText(added, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('checkbox', { name: `Seleccionar ${selectedCode}` })).toBeChecked();
  await expect(table.getByRole('button', { name: 'Entregado a (1)' })).toBeEnabled();
  await expect(noteAction).toBeVisible();
});

test('a note made offline shows at once, is sent when the connection comes back and stays after a reload; several codes are noted and cleared at once', async ({
  page,
  context,
  isMobile,
}) => {
  const leader = await createLeaderWithCodes('entregas', 3);
  const [first, second, third] = leader.codes;
  await signInWithCodes(page, leader);
  await openCodesPage(page);
  let entry = await trackedEntry(page, first, isMobile);

  await context.setOffline(true);
  const dialog = await openNoteDialog(page, entry, first);
  await fillNote(dialog, 'José Mora', '+1 415 555 0100');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  // The dialog does not wait for the server: the note shows from the device at once.
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText('José Mora');
  await expect(entry).toContainText('+14155550100');
  await expect(entry).toContainText('Se guardará al volver la conexión');
  await expect(entry.getByRole('link', { name: `Compartir por WhatsApp el código ${first}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/14155550100\?text=/);

  await context.setOffline(false);
  await expect(entry).not.toContainText('Se guardará al volver la conexión', { timeout: 30_000 });
  await expect.poll(async () => (await noteOf(leader.uid, testCodeId(leader, first)))?.name, { timeout: 30_000 }).toBe('José Mora');
  await page.reload();
  await expect(page).toHaveURL(/\/codigos$/);
  entry = await trackedEntry(page, first, isMobile);
  await expect(entry).toContainText('José Mora');

  // Two codes at once, selected by their checkboxes.
  const table = page.getByRole('region', { name: /^Seguimiento de códigos/ });
  const bulk = table.getByRole('button', { name: /^Entregado a \(\d+\)$/ });
  await expect(bulk).toHaveText('Entregado a (0)');
  await expect(bulk).toBeDisabled();
  await table.getByRole('checkbox', { name: `Seleccionar ${second}` }).check();
  await table.getByRole('checkbox', { name: `Seleccionar ${third}` }).check();
  await bulk.click();
  const many = page.getByRole('dialog', { name: 'Entregado a: 2 códigos' });
  await expect(many).toBeVisible();
  await fillNote(many, 'Ana Rojas', '');
  await many.getByRole('button', { name: 'Guardar' }).click();
  await expect(many).toBeHidden();
  for (const code of [second, third]) {
    await expect(codeEntry(table, code)).toContainText('Ana Rojas');
  }
  await expect(bulk).toHaveText('Entregado a (0)');
  await expect.poll(async () => (await noteOf(leader.uid, testCodeId(leader, third)))?.phone, { timeout: 30_000 }).toBeNull();

  // And cleared at once.
  await table.getByRole('checkbox', { name: `Seleccionar ${second}` }).check();
  await table.getByRole('checkbox', { name: `Seleccionar ${third}` }).check();
  await bulk.click();
  await many.getByRole('button', { name: 'Quitar' }).click();
  await expect(many).toBeHidden();
  for (const code of [second, third]) {
    await expect(codeEntry(table, code)).not.toContainText('Ana Rojas');
  }
  await expect(codeEntry(table, first)).toContainText('José Mora');
});
