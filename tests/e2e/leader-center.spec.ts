import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from './support/fixtures.ts';
import {
  codeEntry,
  expectNoHorizontalScroll,
  grantClipboard,
  openDashboard,
  openCodesPage,
  readClipboard,
  resultSection,
  signInAsLeader,
  validateCodes,
  validateMeasuringLongestTask,
} from './support/codes-helpers.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { queriesWithStoredResumeToken } from './support/firestore-cache.ts';
import { FirestoreListenWatch } from './support/firestore-listen.ts';
import { admin } from './support/emulator.ts';
import { stack } from './support/stack.ts';
import { formatCount } from '../../common/number-format.ts';
import { withServerBurstLock } from './support/locks.ts';
import { openLeaderPages } from './support/store-settings.ts';

// The leader center with the demo data (docs/product.md, Demo data), as lider@demo.cr.
// Runs in the desktop (1280 px, tables) and phone (360 px, cards) projects. The seed sets the
// demo shop link template, so shared codes carry their links (leader-sharing.spec.ts covers
// the texts with and without it).

const MIXED_PASTE = 'VERANO01, VERANO02 VERANO03\nVERANO04 OTRO01 NOEXISTE1';
/** The demo shop's link that applies a code of Festival de Verano 2026. */
const verano = (code: string) => `${stack.demoShopUrl}/evento/evt-festival-verano-2026?codigo=${code}`;

// One signed-in page per worker: signing in costs many seconds on a loaded CI machine, and
// the shared page also proves that moving around the app keeps the one codes listener.
// Each test starts on the dashboard with an empty validator.
let context: BrowserContext;
let page: Page;
/** The page's Firestore Listen traffic, watched on the network from before the sign-in. */
let watch: FirestoreListenWatch;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  context = await browser.newContext();
  await grantClipboard(context, baseURL);
  page = await context.newPage();
  watch = await FirestoreListenWatch.attach(page);
  // Signing in may wait for a test that has the shop link template cleared.
  test.setTimeout(240_000);
  await openLeaderPages(page, () => signInAsLeader(page));
});

test.afterAll(async () => {
  await context?.close();
});

test.beforeEach(async () => {
  await openDashboard(page);
});

test.describe('code validator', () => {
  test('Validar and Limpiar stay disabled until something is typed', async () => {
    const input = page.getByRole('textbox', { name: 'Códigos a validar' });
    await expect(input).toHaveAttribute('placeholder', /separados por comas, espacios o saltos de línea/);
    await expect(page.getByRole('button', { name: 'Validar' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
    await input.fill('  \n ');
    await expect(page.getByRole('button', { name: 'Validar' })).toBeDisabled();
    await input.fill('VERANO01');
    await expect(page.getByRole('button', { name: 'Validar' })).toBeEnabled();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(input).toHaveValue('');
  });

  test('a mixed paste is sorted into valid and invalid codes with the section-4 labels', async () => {
    await validateCodes(page, MIXED_PASTE);

    const valid = resultSection(page, 'valid');
    await expect(valid.getByRole('heading')).toHaveText('Códigos válidos (2)');
    await expect(codeEntry(valid, 'VERANO01')).toContainText('Disponible');
    await expect(codeEntry(valid, 'VERANO01')).toContainText('0/1');
    await expect(codeEntry(valid, 'VERANO02')).toContainText('En uso');
    await expect(codeEntry(valid, 'VERANO02')).toContainText('2/5');

    const invalid = resultSection(page, 'invalid');
    await expect(invalid.getByRole('heading')).toHaveText('Códigos no válidos (4)');
    await expect(codeEntry(invalid, 'VERANO03')).toContainText('Expirado');
    await expect(codeEntry(invalid, 'VERANO03')).toContainText('1/1');
    // Deleted (VERANO04), another leader's (OTRO01) and unknown codes are not tracked:
    // empty status, whose label is 'No existe', and 0/0 use.
    for (const code of ['VERANO04', 'OTRO01', 'NOEXISTE1']) {
      await expect(codeEntry(invalid, code)).toContainText('No existe');
      await expect(codeEntry(invalid, code)).toContainText('0/0');
    }
    await expect(page.getByText('No se encontraron códigos disponibles.')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('codes match case-insensitively and a repeated code is shown once', async () => {
    await validateCodes(page, 'verano01 VERANO01,Verano01');
    const valid = resultSection(page, 'valid');
    await expect(valid.getByRole('heading')).toHaveText('Códigos válidos (1)');
    await expect(codeEntry(valid, 'VERANO01')).toHaveCount(1);
  });

  test('without valid codes the message No se encontraron códigos disponibles. appears', async () => {
    await validateCodes(page, 'NOEXISTE1 VERANO03');
    await expect(page.getByText('No se encontraron códigos disponibles.')).toBeVisible();
    await expect(resultSection(page, 'invalid').getByRole('heading')).toHaveText('Códigos no válidos (2)');
  });

  test('copying a code and a whole table confirms with the product texts', async () => {
    await validateCodes(page, MIXED_PASTE);
    const valid = resultSection(page, 'valid');

    await valid.getByRole('button', { name: 'Copiar código VERANO01' }).click();
    await expect(page.getByText('El código de acceso: VERANO01 ha sido copiado!')).toBeVisible();
    expect(await readClipboard(page)).toBe(`VERANO01 ${verano('VERANO01')}`);

    await valid.getByRole('button', { name: 'Copiar códigos' }).click();
    // Notifications queue: the second shows after the first one's 5 s.
    await expect(page.getByText('2 códigos de acceso han sido copiados!')).toBeVisible({ timeout: 12_000 });
    expect(await readClipboard(page)).toBe(`VERANO01 ${verano('VERANO01')}\nVERANO02 ${verano('VERANO02')}`);
  });

  test('share links open WhatsApp in a new tab with the URL-encoded codes', async () => {
    await validateCodes(page, MIXED_PASTE);
    const valid = resultSection(page, 'valid');
    const rowLink = valid.getByRole('link', { name: 'Compartir por WhatsApp el código VERANO02' });
    await expect(rowLink).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`VERANO02 ${verano('VERANO02')}`)}`);
    await expect(rowLink).toHaveAttribute('target', '_blank');
    await expect(rowLink).toHaveAttribute('rel', /noopener/);
    await expect(valid.getByRole('link', { name: /^Compartir por WhatsApp: Códigos válidos/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`VERANO01 ${verano('VERANO01')}\nVERANO02 ${verano('VERANO02')}`)}`,
    );
  });

  test('a long invalid list pages through 10 codes at a time', async () => {
    const codes = Array.from({ length: 25 }, (_, i) => `NADA${String(i + 1).padStart(2, '0')}`);
    await validateCodes(page, codes.join('\n'));
    const invalid = resultSection(page, 'invalid');
    await expect(invalid.getByText('1 a 10 de 25 entradas')).toBeVisible();
    await expect(codeEntry(invalid, 'NADA10')).toBeVisible();
    await expect(codeEntry(invalid, 'NADA11')).toHaveCount(0);
    await invalid.getByRole('button', { name: 'Página 3', exact: true }).click();
    await expect(invalid.getByText('21 a 25 de 25 entradas')).toBeVisible();
    await expect(codeEntry(invalid, 'NADA25')).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('pasting 10,000 codes validates without freezing the page', async () => {
    const input = Array.from({ length: 10_000 }, (_, i) => `MUCHOS${i}`).join(', ');
    await page.getByRole('textbox', { name: 'Códigos a validar' }).fill(input);
    // None of them is among the loaded codes: they are looked up on the server, 1,000 per call.
    const longestTask = await withServerBurstLock(async () => {
      const longest = await validateMeasuringLongestTask(page, '1 a 10 de 10\u00a0000 entradas');
      await expect(codeEntry(resultSection(page, 'invalid'), 'MUCHOS0')).toContainText('No existe');
      return longest;
    });
    // Generous for a loaded test run; a frozen page blocks for many seconds.
    expect(longestTask, 'longest main-thread task in ms').toBeLessThan(2000);
    await expect(page.getByRole('textbox', { name: 'Códigos a validar' })).toBeEditable();
  });
});

test.describe('batch codes', () => {
  test('one row per event, and the CSV download has the BOM, the header and the codes', async () => {
    const batch = page.getByRole('region', { name: 'Códigos por lote' });
    for (const event of ['Concierto Sinfónico', 'Festival de Verano 2026', 'Noche de Rock']) {
      await expect(batch.getByRole('row').filter({ hasText: event })).toHaveCount(1);
    }
    const download = batch.getByRole('button', { name: /^Descargar CSV de Festival de Verano 2026/ });
    const count = Number(await download.textContent());
    expect(count).toBeGreaterThanOrEqual(3);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^codigos-\d{8}-\d{6}\.csv$/);
    const bytes = readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID Evento,Evento,ID Líder,Líder,Código,Usado,Estado del código');
    expect(lines).toHaveLength(count + 1);
    expect(lines).toContain('evt-festival-verano-2026,Festival de Verano 2026,demo-lider,Laura Jiménez,VERANO01,0/1,Disponible');
    expect(lines).toContain('evt-festival-verano-2026,Festival de Verano 2026,demo-lider,Laura Jiménez,VERANO02,2/5,En uso');
    expect(lines).toContain('evt-festival-verano-2026,Festival de Verano 2026,demo-lider,Laura Jiménez,VERANO03,1/1,Expirado');
    expect(lines.join('\n')).not.toContain('VERANO04');
  });

  test("copying an event's codes gives the ones still to hand out, confirmed with their number; sharing gives one unless asked for more", async () => {
    const batch = page.getByRole('region', { name: 'Códigos por lote' });
    const [file] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: /^Descargar CSV de Noche de Rock/ }).click()]);
    // The CSV keeps every tracked code; those with status Disponible or En uso and a use left can still be handed out.
    const rows = readFileSync(await file.path()).toString('utf8').slice(1).trimEnd().split('\r\n').slice(1).map((line) => line.split(','));
    const handable = rows.filter(([, , , , , used, status]) => ['Disponible', 'En uso'].includes(status) && Number(used.split('/')[0]) < Number(used.split('/')[1])).map((row) => row[4]);
    expect(handable.length).toBeGreaterThan(0);
    expect(handable.length).toBeLessThan(rows.length);

    await batch.getByRole('button', { name: 'Copiar códigos de Noche de Rock' }).click();
    await expect(page.getByText(`${formatCount(handable.length)} códigos de acceso han sido copiados!`)).toBeVisible();
    // The store has a shop link template: each code on its own line, followed by its link.
    const codesOf = (text: string) => text.split('\n').map((line) => line.split(' ')[0]);
    expect(new Set(codesOf(await readClipboard(page)))).toEqual(new Set(handable));

    const whatsapp = batch.getByRole('link', { name: 'Compartir por WhatsApp los códigos de Noche de Rock' });
    const shared = async () => codesOf(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!);
    expect(await shared()).toHaveLength(1);
    await batch.getByRole('spinbutton', { name: 'Cantidad de códigos a compartir de Noche de Rock' }).fill('3');
    const three = await shared();
    expect(three).toHaveLength(3);
    for (const code of three) expect(handable).toContain(code);

    // Every code at once is more than one WhatsApp message takes: no link, and the way to send them instead.
    await batch.getByRole('spinbutton', { name: 'Cantidad de códigos a compartir de Noche de Rock' }).fill(String(handable.length));
    await expect(whatsapp).toHaveCount(0);
    await batch.getByRole('button', { name: 'Compartir por WhatsApp los códigos de Noche de Rock' }).click();
    await expect(page.getByText('Son demasiados códigos para un mensaje de WhatsApp. Cópialos o descarga el CSV.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('code tracking page', () => {
  test('a sign-in brings only the codes the leader can still hand out; Códigos reads one page, and going back reads nothing', async () => {
    await expect.poll(() => watch.inSync('codes'), { timeout: 60_000 }).toBe(true);
    const { firestore } = await admin();
    const codesOf = firestore.collection('codes').where('leaderId.id', '==', 'demo-lider');
    const available = (await codesOf.where('status', '==', 'available').count().get()).data().count;
    const tracked = (await codesOf.where('status', 'in', ['available', 'expired']).count().get()).data().count;
    // The first codes listener of the page is the one the sign-in opened.
    const [signInListener] = watch.queryTargets('codes');
    const atSignIn = new Set(watch.documents.filter((document) => document.targetIds.includes(signInListener.targetId)).map((document) => document.path));
    expect(atSignIn.size).toBeGreaterThan(900);
    expect(atSignIn.size).toBeLessThanOrEqual(available);
    expect(tracked).toBeGreaterThan(available);
    // An expired code is not one the leader hands out: it is read only when asked for.
    expect(atSignIn).not.toContain('codes/demoCodeVerano03xxxx');

    const before = watch.clock;
    const table = await openCodesPage(page);
    await expect(table.getByText('VERANO03', { exact: true })).toBeVisible();
    // The page is complete once its batches' figures have arrived (their listeners were opened).
    await expect(table.getByText(/^Festival de Verano 2026 · 10 nov\.? 2026 · 3 códigos$/)).toBeVisible();
    const pageListeners = watch.queryTargets('codes').filter((target) => target.addedAt > before);
    expect(pageListeners).toHaveLength(1);
    const pageDocuments = new Set(watch.documents.filter((document) => document.targetIds.includes(pageListeners[0].targetId)).map((document) => document.path));
    expect(pageDocuments.size).toBeLessThanOrEqual(10);

    // Back on the dashboard, nothing is listened to or read again: its codes and events are kept above both pages.
    // The SDK may still confirm on its own one document that left a query's results (a limbo
    // resolution: another test noting VERANO01 of the same demo leader meanwhile); such a check
    // opens no listener of the page and, for a note that is gone, reads nothing.
    const onCodesPage = watch.clock;
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Códigos por lote' })).toBeVisible();
    const readAgain = watch.targets.filter((target) => target.addedAt > onCodesPage && (target.query !== null || target.documentsSent > 0));
    expect(readAgain).toEqual([]);
  });

  test('codes are grouped by batch with es-CR dates, status and type labels', async ({ isMobile }) => {
    const table = await openCodesPage(page);
    await expect(table.getByText(/^Concierto Sinfónico · 12 nov\.? 2026 · 1 código$/)).toBeVisible();
    await expect(table.getByText(/^Festival de Verano 2026 · 10 nov\.? 2026 · 3 códigos$/)).toBeVisible();

    const expectations = [
      { code: 'DESC10', texts: ['Disponible', 'Descuento', '0/3', /12 nov\.? 2026/, 'Concierto Sinfónico'] },
      { code: 'VERANO02', texts: ['En uso', 'Líder', '2/5', /10 nov\.? 2026/, 'Festival de Verano 2026'] },
      { code: 'VERANO03', texts: ['Expirado', 'Líder', '1/1'] },
    ];
    for (const { code, texts } of expectations) {
      let entry = table.locator('tbody tr').filter({ has: page.getByText(code, { exact: true }) });
      if (isMobile) {
        entry = table.locator('.MuiAccordion-root').filter({ has: page.getByText(code, { exact: true }) });
        await entry.getByRole('button', { expanded: false }).first().click();
      }
      for (const text of texts) await expect(entry).toContainText(text);
    }
    await expect(table.getByText('VERANO04', { exact: true })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('a return visit shows the codes from the local cache, then resumes the listeners where they left off', async () => {
    await openCodesPage(page);
    // Everything the first visit listens to has arrived, and is cached with its resume token.
    await expect.poll(() => watch.inSync('codes'), { timeout: 60_000 }).toBe(true);
    await expect
      .poll(async () => {
        const stored = new Set(await queriesWithStoredResumeToken(page));
        return watch.activeQueryTargets('codes').every((listener) => listener.query !== null && stored.has(listener.query));
      }, { timeout: 30_000 })
      .toBe(true);
    const reload = watch.pageLoads + 1;
    // The reload cannot reach the Firestore Listen channel: whatever shows comes from the cache.
    const listenChannel = '**/google.firestore.v1.Firestore/Listen/channel**';
    await page.route(listenChannel, (route) => route.abort());
    try {
      await page.goto('/codigos');
      const table = page.getByRole('region', { name: /^Seguimiento de códigos/ });
      // The session, the summary and the page come back from IndexedDB (slow only on a loaded machine).
      await expect(table.getByText('DESC10', { exact: true })).toBeVisible({ timeout: 45_000 });
      // (The page left behind may still have received a resend of its results while it unloaded.)
      expect(watch.documentsSent('codes').filter((document) => document.pageLoad >= reload)).toEqual([]);
    } finally {
      await page.unroute(listenChannel);
    }
    // Back on the network, each codes listener asks the server to resume from its cached results
    // (a resume token), so production Firestore sends only what changed meanwhile.
    await expect.poll(() => watch.inSync('codes'), { timeout: 60_000 }).toBe(true);
    const codesListeners = watch.activeQueryTargets('codes');
    expect(codesListeners.length).toBeGreaterThan(0);
    expect(codesListeners.every((listener) => listener.pageLoad === reload && listener.resumed)).toBe(true);
  });

  test('pages through the 1,100+ tracked codes', async () => {
    const table = await openCodesPage(page);
    const summary = table.getByText(/^1 a 10 de [\d\u00a0]+ entradas$/);
    await expect(summary).toBeVisible();
    // Counts read in es-CR ('1 178', with a no-break space).
    const total = Number((await summary.textContent())!.match(/de ([\d\u00a0]+) entradas/)![1].replace(/\u00a0/g, ''));
    expect(total).toBeGreaterThanOrEqual(1100);

    await table.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(table.getByText(`11 a 20 de ${formatCount(total)} entradas`)).toBeVisible();
    const lastPage = Math.ceil(total / 10);
    await table.getByRole('button', { name: `Página ${lastPage}`, exact: true }).click();
    await expect(table.getByText(`${formatCount((lastPage - 1) * 10 + 1)} a ${formatCount(total)} de ${formatCount(total)} entradas`)).toBeVisible();
    // The last page is read from the end of the list: it holds the leader's oldest tracked code.
    const { firestore } = await admin();
    const oldest = await firestore
      .collection('codes')
      .where('leaderId.id', '==', 'demo-lider')
      .where('status', 'in', ['available', 'expired'])
      .orderBy('createdAt', 'asc')
      .orderBy('__name__', 'asc')
      .limit(1)
      .get();
    await expect(table.getByText(oldest.docs[0].get('code') as string, { exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'Página anterior' }).click();
    await expect(table.getByText(`${formatCount((lastPage - 2) * 10 + 1)} a ${formatCount((lastPage - 1) * 10)} de ${formatCount(total)} entradas`)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
