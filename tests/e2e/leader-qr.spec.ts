import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { codeEntry, openCodesPage, openDashboard, resultSection, signInAsLeader, validateCodes } from './support/codes-helpers.ts';
import { expect, test, type BrowserContext, type Page } from './support/fixtures.ts';
import { openLeaderPages, openLeaderPagesWithoutShopTemplate } from './support/store-settings.ts';
import { stack } from './support/stack.ts';

// A code's QR for the door, as lider@demo.cr, with the demo shop link template the seed sets
// (the local demo shop's event page, {eventId} and {code}) and without it. Desktop and 360 px.
// Each QR is read back with a QR decoder, as another phone's camera would.

test.describe.configure({ timeout: 180_000 });

const link = (eventId: string, code: string) => `${stack.demoShopUrl}/evento/${eventId}?codigo=${code}`;
const VERANO = 'evt-festival-verano-2026';
const SINFONICO = 'evt-concierto-sinfonico';

type Pixels = { width: number; height: number; data: number[] };

/** Pixels of a drawable (the QR's canvas, or a decoded PNG), scaled to 300 px without smoothing: enough for a decoder. */
const SCALED = 300;

function decode({ width, height, data }: Pixels): string | null {
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

/** What the QR on the dialog's canvas says. */
async function decodeShownQr(page: Page): Promise<string | null> {
  const canvas = page.getByRole('dialog').getByRole('img', { name: /^Código QR de / });
  const pixels = await canvas.evaluate((element, size) => {
    const copy = document.createElement('canvas');
    copy.width = size;
    copy.height = size;
    const context = copy.getContext('2d')!;
    context.imageSmoothingEnabled = false;
    context.drawImage(element as HTMLCanvasElement, 0, 0, size, size);
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  }, SCALED);
  return decode(pixels);
}

/** What the QR of a PNG file says, decoded by the browser. */
async function decodePng(page: Page, png: Buffer): Promise<string | null> {
  const pixels = await page.evaluate(
    async ({ base64, size }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const copy = document.createElement('canvas');
      copy.width = size;
      copy.height = size;
      const context = copy.getContext('2d')!;
      context.imageSmoothingEnabled = false;
      context.drawImage(bitmap, 0, 0, size, size);
      return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
    },
    { base64: png.toString('base64'), size: SCALED },
  );
  return decode(pixels);
}

/** Opens a code's QR from its row's actions and waits until it is drawn. */
async function openQr(page: Page, entry: ReturnType<typeof codeEntry>, code: string) {
  await entry.getByRole('button', { name: `Mostrar código QR de ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Código QR' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Código QR de ${code}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Descargar PNG' })).toBeEnabled();
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  return dialog;
}

test.describe('with the demo shop link template', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    context = await browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    await openLeaderPages(page, () => signInAsLeader(page));
  });

  test.afterAll(async () => {
    await context?.close();
  });

  test.beforeEach(async () => {
    await openDashboard(page);
  });

  test("VERANO01's QR from the validator shows the shop link that applies it, large, and downloads as PNG", async ({ isMobile }) => {
    await validateCodes(page, 'VERANO01');
    const dialog = await openQr(page, codeEntry(resultSection(page, 'valid'), 'VERANO01'), 'VERANO01');
    expect(await decodeShownQr(page)).toBe(link(VERANO, 'VERANO01'));
    await expect(dialog.getByText('Escanéalo con la cámara de otro teléfono: abre la tienda con el código aplicado.')).toBeVisible();

    // As wide as the phone allows (360 px less the dialog's small margins); large on a desktop.
    const box = (await dialog.getByRole('img', { name: 'Código QR de VERANO01' }).boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
    expect(box.width).toBeGreaterThanOrEqual(isMobile ? 330 : 480);
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(page);

    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar PNG' }).click()]);
    expect(file.suggestedFilename()).toBe('codigo-qr-VERANO01.png');
    const png = await readFile((await file.path())!);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await decodePng(page, png)).toBe(link(VERANO, 'VERANO01'));

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test("a code that is not the leader's has no event: its QR is the code alone", async () => {
    await validateCodes(page, 'NOEXISTE1');
    await openQr(page, codeEntry(resultSection(page, 'invalid'), 'NOEXISTE1'), 'NOEXISTE1');
    expect(await decodeShownQr(page)).toBe('NOEXISTE1');
    await expect(page.getByText('Escanéalo con la cámara de otro teléfono para leer el código.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("the tracking page's row opens the QR of its code", async ({ isMobile }) => {
    const table = await openCodesPage(page);
    let entry = table.locator('tbody tr').filter({ has: page.getByText('DESC10', { exact: true }) });
    if (isMobile) {
      entry = table.locator('.MuiAccordion-root').filter({ has: page.getByText('DESC10', { exact: true }) });
      await entry.getByRole('button', { expanded: false }).first().click();
    }
    const dialog = await openQr(page, entry, 'DESC10');
    expect(await decodeShownQr(page)).toBe(link(SINFONICO, 'DESC10'));
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('without a shop link, the QR of VERANO01 is the code alone', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openLeaderPagesWithoutShopTemplate(async () => {
      await signInAsLeader(page);
      // The app read the store without the template: the WhatsApp text is the code alone.
      await validateCodes(page, 'VERANO01');
      await expect(page.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO01' }).first()).toHaveAttribute('href', 'https://wa.me/?text=VERANO01');
    });
    await openQr(page, codeEntry(resultSection(page, 'valid'), 'VERANO01'), 'VERANO01');
    expect(await decodeShownQr(page)).toBe('VERANO01');
  } finally {
    await context.close();
  }
});
