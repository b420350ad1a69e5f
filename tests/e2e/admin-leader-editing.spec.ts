// A leader made with 'Nuevo líder' as an administrator follows them, on desktop and at 360 px:
// Líderes says their e-mail is unconfirmed, 'Reenviar invitación' puts a new invitation in the
// outbox, the code generation form says why codes can be prepared for them and prepares them,
// and 'Editar' on their page renames them, on their codes too. A refusal reads as a sentence for
// a person (no field id, no status code) and stays beside the form until it changes.
import { entryWith, openAdminPage, signInAsAdmin } from './support/admin.ts';
import { admin } from './support/emulator.ts';
import { expect, test, type Page } from './support/fixtures.ts';

test.describe.configure({ timeout: 240_000 });

const answered = { timeout: 45_000 };
/** What a message a person reads must never show: a request's field id or an HTTP status. */
const PROGRAM_WORDS = /leaderId|eventId|\buid\b|campo [a-z]+[A-Z]|\[\d{3}\]/;

async function invitationsTo(email: string): Promise<number> {
  const { firestore } = await admin();
  return (await firestore.collection('mail').where('to', 'array-contains', email).get()).docs.filter((mail) => mail.get('kind') === 'invitation').length;
}

async function namesOnCodes(email: string): Promise<string[]> {
  const { auth, firestore } = await admin();
  const { uid } = await auth.getUserByEmail(email);
  return (await firestore.collection('codes').where('leaderId.id', '==', uid).get()).docs.map((code) => code.get('leaderId.displayName') as string);
}

async function createLeader(page: Page, firstName: string, lastName: string, email: string) {
  const leaders = await openAdminPage(page, 'Líderes');
  await leaders.getByRole('button', { name: 'Nuevo líder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo líder' });
  await dialog.getByLabel('Nombre').fill(firstName);
  await dialog.getByLabel('Apellidos').fill(lastName);
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Teléfono').fill('8888 1234');
  await dialog.getByLabel('Fecha de nacimiento').fill('1991-07-02');
  await dialog.getByLabel('Número de identificación').fill('1-2222-0333');
  await dialog.getByRole('button', { name: 'Crear líder' }).click();
  await expect(dialog).toBeHidden(answered);
  return leaders;
}

test('a new leader is shown unconfirmed, re-invited, given codes before confirming, and renamed on their codes', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `sin-confirmar-${tag}@e2e.demo.cr`;
  const name = `Celia Mora Quirós`;
  await signInAsAdmin(page);
  const leaders = await createLeader(page, 'Celia', 'Mora Quirós', email);

  // Líderes: the leader, with the unconfirmed e-mail, and the invitation sent again.
  await leaders.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(email);
  const entry = entryWith(leaders, email);
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('Correo sin confirmar');
  expect(await invitationsTo(email)).toBe(1);
  await entry.getByRole('button', { name: `Reenviar invitación a ${name}` }).click();
  await expect(page.getByText(`Enviamos de nuevo la invitación a ${email}.`)).toBeVisible(answered);
  await expect.poll(() => invitationsTo(email)).toBe(2);

  // Generar códigos: the picker marks the leader and says why codes may be prepared; they are.
  const form = await openAdminPage(page, 'Generar códigos');
  await page.getByRole('combobox', { name: 'Líder' }).fill(email);
  const option = page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).first();
  await expect(option).toContainText('Correo sin confirmar');
  await option.click();
  await expect(form.getByText(/Este líder aún no confirmó su correo\. Puedes prepararle códigos/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Evento' }).fill('Noche');
  await page.getByRole('option', { name: 'Noche de Rock' }).first().click();
  await form.getByLabel('Cantidad').fill('3');
  await form.getByLabel('Usos máximos').fill('1');
  await form.getByLabel('Entradas máximas').fill('1');
  await form.getByRole('button', { name: 'Generar códigos' }).click();
  await expect(page.getByText('Se generaron 3 códigos')).toBeVisible(answered);
  await expect(page.getByText(`Para ${name} (${email})`)).toBeVisible();
  expect(await namesOnCodes(email)).toEqual([name, name, name]);

  // The leader's page: unconfirmed, and 'Editar' renames them; their codes follow.
  const list = await openAdminPage(page, 'Líderes');
  await list.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(email);
  await entryWith(list, email).getByRole('link', { name: `Ver los códigos de ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible(answered);
  await expect(page.getByText('Correo sin confirmar')).toBeVisible();
  await page.getByRole('button', { name: `Editar a ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar líder' });

  // A refusal: an address another account has. The words are for a person, and stay in the form.
  await dialog.getByLabel('Correo electrónico').fill('lider@demo.cr');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toHaveText('Ya existe otra cuenta con este correo.', answered);
  expect(await refusal.textContent()).not.toMatch(PROGRAM_WORDS);
  await page.waitForTimeout(6_000);
  await expect(refusal).toBeVisible();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await expect(refusal).toBeHidden();

  await dialog.getByLabel('Nombre').fill('Cecilia');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Se guardaron los cambios del líder.')).toBeVisible(answered);
  await expect(dialog).toBeHidden();
  const renamed = 'Cecilia Mora Quirós';
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible(answered);
  await expect(page.getByRole('table', { name: `Códigos de ${renamed}` }).or(page.getByRole('list', { name: `Códigos de ${renamed}` }))).toBeVisible(answered);
  await expect.poll(() => namesOnCodes(email)).toEqual([renamed, renamed, renamed]);

  // Actividad tells what was done, in Spanish.
  const activity = await openAdminPage(page, 'Actividad');
  await expect(activity.getByText(`Editó el nombre de ${renamed} (${email}).`)).toBeVisible(answered);
  await expect(activity.getByText(`Reenvió la invitación a ${name} (${email}).`)).toBeVisible();
});

test("the leader chooser shows only the suggestions for what is typed: an earlier text's go as soon as the text changes", async ({ page }) => {
  await signInAsAdmin(page);
  await openAdminPage(page, 'Generar códigos');
  const chooser = page.getByRole('combobox', { name: 'Líder' });
  await chooser.click();
  // The first leaders by name, for an empty field.
  await expect(page.getByRole('option').first()).toBeVisible(answered);
  await chooser.fill('nadie-con-este-correo@e2e.demo.cr');
  // Read at once, within the typing pause: no option of the empty field's list is left to tap.
  expect(await page.getByRole('option').count()).toBe(0);
  await expect(page.getByText('Ningún líder coincide.')).toBeVisible(answered);
});
