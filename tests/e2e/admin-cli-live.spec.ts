import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, signIn } from './support/fixtures.ts';
import { codeEntry, openCodesPage, resultSection, validateCodes } from './support/codes-helpers.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

// lider2 owns only OTRO01, so the batch row of 'Noche de Rock' shows its count plainly.
test('codes generated with the admin CLI appear live on the leader dashboard, their batch under its name', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'lider2@demo.cr');
  const batch = page.getByRole('region', { name: 'Códigos por lote' });
  await expect(batch).toBeVisible({ timeout: 60_000 });

  // One batch per project (desktop, phone), each with its own name.
  const batchName = `Preventa redes ${testInfo.project.name}`;
  // The CLI reads the emulator addresses from the environment that `npm test` exports.
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/admin/cli.ts', 'generate-codes', '--leader', 'lider2@demo.cr', '--event', 'Noche de Rock', '--quantity', '3', '--prefix', 'LIVE', '--batch-name', batchName],
    { cwd: ROOT, env: process.env, timeout: 120_000 },
  );
  const generated = stdout.split('\n').map((line) => line.trim()).filter((line) => /^LIVE[A-Z0-9]+$/.test(line));
  expect(generated).toHaveLength(3);

  // No reload: the live listener brings them in, and the validator finds them valid.
  await validateCodes(page, generated.join('\n'));
  const valid = resultSection(page, 'valid');
  for (const code of generated) {
    await expect(codeEntry(valid, code)).toContainText('Disponible');
  }

  // The tracking page heads the batch with its name, and its event, day and size under it.
  const table = await openCodesPage(page);
  await expect(table.getByText(batchName, { exact: true })).toBeVisible();
  await expect(table.getByText(/^Noche de Rock · \d{1,2} \w+\.? \d{4} · 3 códigos$/).first()).toBeVisible();
  await expect(table.getByRole('progressbar', { name: new RegExp(`^Uso de ${batchName}: 0 de 3 usos$`) })).toBeVisible();
});
