// A leader whose history has piled up: expired codes of past events beside the codes of an event
// still on. Their sign-in brings only what they can still hand out; the rest is read when asked
// for, with the same outcomes as ever. The history is written straight to Firestore with its
// summaries, as an import would. Desktop and 360 px phone.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { codeEntry, openCodesPage, resultSection, validateCodes } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import { createLeaderWithHistory, signInWithCodes } from './support/leaders.ts';
import { withServerBurstLock } from './support/locks.ts';

test.describe.configure({ timeout: 180_000 });

test("a leader validates codes of past events, downloads a past event's CSV and reaches the oldest page of their history", async ({ page }) => {
  // Each code written straight to Firestore is a trigger event for the functions (with nothing
  // to add: the codes come counted): the burst is over once the summary counts all 60.
  const leader = await withServerBurstLock(async () => {
    const created = await createLeaderWithHistory('historia', { past: [30, 25], current: 5 });
    const { firestore } = await admin();
    await expect.poll(async () => (await firestore.doc(`codeSummaries/${created.uid}`).get()).get('total'), { timeout: 90_000 }).toBe(60);
    return created;
  });
  const [oldest, older] = leader.pastEvents;
  const current = leader.currentEvent;
  await signInWithCodes(page, leader);

  // Every event with codes is listed with its count, the past ones too.
  const batch = page.getByRole('region', { name: 'Códigos por lote' });
  for (const event of [oldest, older, current]) {
    await expect(batch.getByRole('button', { name: `Descargar CSV de ${event.name}, ${event.codes.length} códigos` })).toBeVisible({ timeout: 30_000 });
  }
  await expect(batch.getByRole('progressbar', { name: `Uso de ${oldest.name}: 30 de 60 usos` })).toBeVisible();

  // Expired codes of the oldest event show as they are; unknown codes do not exist.
  await validateCodes(page, `${oldest.codes[0]} ${older.codes.at(-1)} ${current.codes[0]} NOEXISTE9`);
  await expect(codeEntry(resultSection(page, 'valid'), current.codes[0])).toContainText('Disponible');
  const invalid = resultSection(page, 'invalid');
  for (const code of [oldest.codes[0], older.codes.at(-1)!]) {
    await expect(codeEntry(invalid, code)).toContainText('Expirado');
    await expect(codeEntry(invalid, code)).toContainText('1/2');
  }
  await expect(codeEntry(invalid, 'NOEXISTE9')).toContainText('No existe');
  await expect(codeEntry(invalid, 'NOEXISTE9')).toContainText('0/0');

  // The CSV of a past event: its codes load on demand, the file has every one of them.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    batch.getByRole('button', { name: `Descargar CSV de ${oldest.name}, 30 códigos` }).click(),
  ]);
  const lines = readFileSync(await file.path(), 'utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('ID Evento,Evento,ID Líder,Líder,Código,Usado,Estado del código');
  expect(lines).toHaveLength(31);
  for (const code of oldest.codes) expect(lines).toContain(`${oldest.id},${oldest.name},${leader.uid},Prueba E2E,${code},1/2,Expirado`);

  // The tracking table, newest first: its last page holds the oldest code.
  const table = await openCodesPage(page);
  await expect(table.getByText('1 a 10 de 60 entradas')).toBeVisible();
  await expect(table.getByText(current.codes.at(-1)!, { exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Página 6', exact: true }).click();
  await expect(table.getByText('51 a 60 de 60 entradas')).toBeVisible();
  await expect(table.getByText(oldest.codes[0], { exact: true })).toBeVisible();
  await table.getByRole('button', { name: 'Página anterior' }).click();
  await expect(table.getByText('41 a 50 de 60 entradas')).toBeVisible();
  await expect(table.getByText(oldest.codes[10], { exact: true })).toBeVisible();
});
