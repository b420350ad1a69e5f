import { expect, test, type BrowserContext, type Page } from './support/fixtures.ts';
import {
  codeEntry,
  grantClipboard,
  openCodesPage,
  openDashboard,
  readClipboard,
  resultSection,
  signInAsLeader,
  validateCodes,
} from './support/codes-helpers.ts';
import { openLeaderPages, openLeaderPagesWithoutShopTemplate } from './support/store-settings.ts';
import { stack } from './support/stack.ts';

// Sharing codes as lider@demo.cr, with the demo shop link template the seed sets on the store
// (the demo shop's event page: {demo shop}/evento/{eventId}?codigo={code}) and without it. Desktop and 360 px phone.

test.describe.configure({ timeout: 180_000 });

const PASTE = 'VERANO01 VERANO02 VERANO03 NOEXISTE1';
const link = (eventId: string, code: string) => `${stack.demoShopUrl}/evento/${eventId}?codigo=${code}`;
const VERANO = 'evt-festival-verano-2026';
const SINFONICO = 'evt-concierto-sinfonico';

/** The text a WhatsApp link prefills. */
async function whatsappText(anchor: ReturnType<Page['getByRole']>): Promise<string | null> {
  const href = await anchor.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  return new URL(href!).searchParams.get('text');
}

/** The tracking page's row (desktop) or expanded card (phone) of a code. */
async function trackedEntry(page: Page, code: string, isMobile: boolean) {
  const table = await openCodesPage(page);
  if (!isMobile) return table.locator('tbody tr').filter({ has: page.getByText(code, { exact: true }) });
  const card = table.locator('.MuiAccordion-root').filter({ has: page.getByText(code, { exact: true }) });
  await card.getByRole('button', { expanded: false }).first().click();
  return card;
}

async function signedInPage(browser: { newContext(): Promise<BrowserContext> }, baseURL: string | undefined) {
  const context = await browser.newContext();
  await grantClipboard(context, baseURL);
  const page = await context.newPage();
  return { context, page };
}

test.describe('with the demo shop link template', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    ({ context, page } = await signedInPage(browser, baseURL));
    await openLeaderPages(page, () => signInAsLeader(page));
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test.beforeEach(async () => {
    await openDashboard(page);
  });

  test('validator copies and WhatsApp links carry each code followed by its link, one per line', async () => {
    await validateCodes(page, PASTE);
    const valid = resultSection(page, 'valid');
    await expect(valid.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO02' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`VERANO02 ${link(VERANO, 'VERANO02')}`)}`,
    );
    expect(await whatsappText(valid.getByRole('link', { name: /^Compartir por WhatsApp: Códigos válidos/ }))).toBe(
      `VERANO01 ${link(VERANO, 'VERANO01')}\nVERANO02 ${link(VERANO, 'VERANO02')}`,
    );

    await valid.getByRole('button', { name: 'Copiar código VERANO01' }).click();
    await expect(page.getByText('El código de acceso: VERANO01 ha sido copiado!')).toBeVisible();
    expect(await readClipboard(page)).toBe(`VERANO01 ${link(VERANO, 'VERANO01')}`);

    // A code that is not the leader's has no event, so it goes without a link.
    const invalid = resultSection(page, 'invalid');
    await invalid.getByRole('button', { name: 'Copiar códigos' }).click();
    await expect(page.getByText('2 códigos de acceso han sido copiados!')).toBeVisible({ timeout: 12_000 });
    expect(await readClipboard(page)).toBe(`VERANO03 ${link(VERANO, 'VERANO03')}\nNOEXISTE1`);
    await expect(codeEntry(invalid, 'NOEXISTE1')).toContainText('No existe');
  });

  test('a batch row copies the codes still to hand out, and shares as many as asked for, each with its link', async () => {
    const batch = page.getByRole('region', { name: 'Códigos por lote' });
    await batch.getByRole('button', { name: 'Copiar códigos de Concierto Sinfónico' }).click();
    await expect(page.getByText(/códigos de acceso han sido copiados!$/)).toBeVisible({ timeout: 12_000 });
    const lines = (await readClipboard(page)).split('\n');
    expect(lines).toContain(`DESC10 ${link(SINFONICO, 'DESC10')}`);
    for (const line of lines) {
      const [code, url] = line.split(' ');
      expect(url).toBe(link(SINFONICO, code));
    }
    const whatsapp = batch.getByRole('link', { name: 'Compartir por WhatsApp los códigos de Concierto Sinfónico' });
    expect(await whatsappText(whatsapp)).toBe(lines[0]);
    await batch.getByRole('spinbutton', { name: 'Cantidad de códigos a compartir de Concierto Sinfónico' }).fill('2');
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(lines.slice(0, 2).join('\n'))}`);
  });

  test('the tracking page copies and shares a code with its link', async ({ isMobile }) => {
    const entry = await trackedEntry(page, 'DESC10', isMobile);
    await expect(entry.getByRole('link', { name: 'Compartir por WhatsApp el código DESC10' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`DESC10 ${link(SINFONICO, 'DESC10')}`)}`,
    );
    await entry.getByRole('button', { name: 'Copiar código DESC10' }).click();
    await expect(page.getByText('El código de acceso: DESC10 ha sido copiado!')).toBeVisible({ timeout: 12_000 });
    expect(await readClipboard(page)).toBe(`DESC10 ${link(SINFONICO, 'DESC10')}`);
  });

  test("without the Web Share API there is no 'Compartir' action, only WhatsApp", async ({ isMobile }) => {
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await validateCodes(page, PASTE);
    const valid = resultSection(page, 'valid');
    await expect(valid.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Compartir( el|:| los)/ })).toHaveCount(0);
    const entry = await trackedEntry(page, 'DESC10', isMobile);
    await expect(entry.getByRole('link', { name: 'Compartir por WhatsApp el código DESC10' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Compartir( el|:| los)/ })).toHaveCount(0);
  });
});

test.describe('with the Web Share API', () => {
  test("'Compartir' opens the share sheet with the same text as WhatsApp", async ({ browser, baseURL, isMobile }) => {
    const { context, page } = await signedInPage(browser, baseURL);
    try {
      // The browser's share sheet, recorded instead of shown.
      await context.addInitScript(() => {
        const calls: ShareData[] = [];
        Object.assign(window, { sharedWithSheet: calls });
        Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => typeof data.text === 'string', configurable: true });
        Object.defineProperty(navigator, 'share', {
          value: async (data: ShareData) => {
            calls.push(data);
          },
          configurable: true,
        });
      });
      const shared = () => page.evaluate(() => (window as unknown as { sharedWithSheet: ShareData[] }).sharedWithSheet);
      await openLeaderPages(page, () => signInAsLeader(page));

      await validateCodes(page, PASTE);
      const valid = resultSection(page, 'valid');
      await valid.getByRole('button', { name: 'Compartir el código VERANO02' }).click();
      await valid.getByRole('button', { name: 'Compartir: Códigos válidos' }).click();
      await expect.poll(shared).toEqual([
        { text: `VERANO02 ${link(VERANO, 'VERANO02')}` },
        { text: `VERANO01 ${link(VERANO, 'VERANO01')}\nVERANO02 ${link(VERANO, 'VERANO02')}` },
      ]);
      await expect(valid.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO02' })).toBeVisible();

      const batch = page.getByRole('region', { name: 'Códigos por lote' });
      await batch.getByRole('button', { name: 'Compartir los códigos de Concierto Sinfónico' }).click();
      await expect.poll(async () => (await shared()).length).toBe(3);
      const whatsapp = await whatsappText(batch.getByRole('link', { name: 'Compartir por WhatsApp los códigos de Concierto Sinfónico' }));
      expect((await shared())[2]).toEqual({ text: whatsapp });

      const entry = await trackedEntry(page, 'DESC10', isMobile);
      await entry.getByRole('button', { name: 'Compartir el código DESC10' }).click();
      await expect.poll(async () => (await shared())[3]).toEqual({ text: `DESC10 ${link(SINFONICO, 'DESC10')}` });
      // Sharing said nothing: no error notice.
      await expect(page.getByText(/No se pudo abrir el menú para compartir/)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('without a shop link template', () => {
  test('copies and WhatsApp links are the product texts: the code, or the codes comma-joined', async ({ browser, baseURL }) => {
    const { context, page } = await signedInPage(browser, baseURL);
    try {
      // Every text is read while the template is still removed: the app reads the store once per
      // visit, and on a busy machine that read may answer after the sign-in has shown the codes.
      await openLeaderPagesWithoutShopTemplate(async () => {
        await signInAsLeader(page);
        await validateCodes(page, PASTE);
        const valid = resultSection(page, 'valid');
        await expect(valid.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO02' })).toHaveAttribute(
          'href',
          'https://wa.me/?text=VERANO02',
        );
        await expect(valid.getByRole('link', { name: /^Compartir por WhatsApp: Códigos válidos/ })).toHaveAttribute(
          'href',
          'https://wa.me/?text=VERANO01%2CVERANO02',
        );
        await valid.getByRole('button', { name: 'Copiar código VERANO01' }).click();
        await expect(page.getByText('El código de acceso: VERANO01 ha sido copiado!')).toBeVisible();
        expect(await readClipboard(page)).toBe('VERANO01');
        await valid.getByRole('button', { name: 'Copiar códigos' }).click();
        await expect(page.getByText('2 códigos de acceso han sido copiados!')).toBeVisible({ timeout: 12_000 });
        expect(await readClipboard(page)).toBe('VERANO01,VERANO02');

        const batch = page.getByRole('region', { name: 'Códigos por lote' });
        const count = Number(await batch.getByRole('button', { name: /^Descargar CSV de Concierto Sinfónico/ }).textContent());
        // The event has expired codes: a copy gives only those still to hand out, comma-joined.
        await batch.getByRole('button', { name: 'Copiar códigos de Concierto Sinfónico' }).click();
        await expect(page.getByText(/códigos de acceso han sido copiados!$/)).toBeVisible({ timeout: 12_000 });
        const copied = (await readClipboard(page)).split(',');
        expect(copied).toContain('DESC10');
        expect(copied.length).toBeLessThan(count);
        const shared = await whatsappText(batch.getByRole('link', { name: 'Compartir por WhatsApp los códigos de Concierto Sinfónico' }));
        expect(shared).toBe(copied[0]);
        expect(shared).not.toContain('https://');
      });
    } finally {
      await context.close();
    }
  });
});
