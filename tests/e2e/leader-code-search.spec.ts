import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { expectNoHorizontalScroll, openCodesPage, signInAsLeader } from './support/codes-helpers.ts';
import { admin } from './support/emulator.ts';
import type { Locator } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './support/fixtures.ts';
import { withDemoCodeNoteLock } from './support/locks.ts';

/** A search's answer: the local emulator sometimes leaves a query's first answer waiting for ~17 s under the suite's load. */
const answered = { timeout: 60_000 };

// Finding a code on the tracking page, as lider@demo.cr (Laura): by the start of a code in any
// case and by the 'Entregado a' name without accents, on the server, in place of the paged list
// while something is typed. Desktop and 360 px.

test.describe.configure({ timeout: 180_000 });

const LAURA_UID = 'demo-lider';
const VERANO01_ID = 'demoCodeVerano01xxxx';
const VERANO_EVENT = 'evt-festival-verano-2026';

let context: BrowserContext;
let page: Page;

const searchField = () => page.getByRole('searchbox', { name: 'Buscar por código o por nombre' });
const results = () => page.getByRole('region', { name: 'Resultados de la búsqueda' });
/** A found code's row (desktop) or card (phone). */
const resultEntry = (code: string): Locator => results().locator('tbody tr, ul > li').filter({ has: page.getByText(code, { exact: true }) });

/** A found code's entry with its details and actions in view: a phone's card is opened first. */
async function openedEntry(code: string, isMobile: boolean): Promise<Locator> {
  const entry = resultEntry(code);
  if (isMobile) await entry.getByRole('button', { expanded: false }).first().click();
  return entry;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  context = await browser.newContext();
  page = await context.newPage();
  await signInAsLeader(page);
  await openCodesPage(page);
});

test.afterAll(async () => {
  await context?.close();
});

test.afterEach(async () => {
  await context.setOffline(false);
  await searchField().fill('');
});

test("'ve' finds her VERANO codes in place of the list, each with the list's actions, and clearing the field brings the list back", async ({ isMobile }) => {
  const list = page.getByRole('region', { name: /^Seguimiento de códigos/ });
  await searchField().fill('ve');
  await expect(results()).toBeVisible();
  await expect(list).toBeHidden();
  for (const code of ['VERANO01', 'VERANO02', 'VERANO03']) await expect(resultEntry(code)).toHaveCount(1, answered);
  // A deleted code is not tracked; another leader's code is never hers.
  await expect(resultEntry('VERANO04')).toHaveCount(0);
  await expect(results().getByRole('status').filter({ hasText: /^Se encontr/ })).toBeVisible();

  const entry = await openedEntry('VERANO01', isMobile);
  await expect(entry).toContainText('Disponible');
  await expect(entry).toContainText('0/1');
  await expect(entry.getByRole('button', { name: 'Copiar código VERANO01' })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Mostrar código QR de VERANO01' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await searchField().fill('');
  await expect(results()).toBeHidden();
  await expect(list).toBeVisible();
  await expect(list.getByText(/^1 a \d+ de .+ entradas$/).first()).toBeVisible();
});

test("'VERANO01' finds that code alone, and a search with no match says so", async () => {
  await searchField().fill('VERANO01');
  await expect(resultEntry('VERANO01')).toHaveCount(1, answered);
  await expect(resultEntry('VERANO02')).toHaveCount(0);
  await expect(results().getByRole('status').filter({ hasText: 'Se encontró 1 código.' })).toBeVisible(answered);

  await searchField().fill('otro01');
  await expect(results().getByText('Sin resultados para «otro01».')).toBeVisible(answered);
  await expectNoSeriousA11yViolations(page);
});

test("after a note 'María Pérez' on VERANO01, 'maría' and 'maria' find VERANO01 with its name", async ({ isMobile }) => {
  await withDemoCodeNoteLock(async () => {
    const { firestore } = await admin();
    const { FieldValue } = await import('firebase-admin/firestore');
    const note = firestore.collection('codeNotes').doc(LAURA_UID).collection('notes').doc(VERANO01_ID);
    await note.set({ code: 'VERANO01', eventId: VERANO_EVENT, name: 'María Pérez', nameKey: 'maria perez', phone: '50688881234', updatedAt: FieldValue.serverTimestamp() });
    try {
      for (const typed of ['maría', 'maria', 'MARÍA pér']) {
        await searchField().fill(typed);
        await expect(resultEntry('VERANO01')).toHaveCount(1, answered);
        await expect(resultEntry('VERANO02')).toHaveCount(0);
        await expect(await openedEntry('VERANO01', isMobile)).toContainText('María Pérez');
      }
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      // Her code found by its value shows the name too.
      await searchField().fill('verano01');
      await expect(resultEntry('VERANO01')).toHaveCount(1, answered);
      await expect(await openedEntry('VERANO01', isMobile)).toContainText('María Pérez');
    } finally {
      await note.delete();
    }
  });
});

test('offline, the search says that it needs a connection, and searches once the connection is back', async () => {
  await context.setOffline(true);
  await searchField().fill('verano0');
  await expect(results().getByText('Sin conexión: la búsqueda necesita conexión a internet. Intenta de nuevo cuando tengas conexión.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
  await expect(resultEntry('VERANO02')).toHaveCount(1, { timeout: 30_000 });
});
