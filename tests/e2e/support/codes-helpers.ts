import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectDashboardAfterSignIn, signIn } from './fixtures.ts';

// Helpers of the leader-center e2e tests (dashboard, batch codes, tracking page).

export const LEADER_EMAIL = 'lider@demo.cr';

/** Signs in as Laura Jiménez and waits until the dashboard has her events and her available codes. */
export async function signInAsLeader(page: Page): Promise<void> {
  await signIn(page, LEADER_EMAIL);
  await expectDashboardAfterSignIn(page);
  await expectCodesLoaded(page);
}

/** The dashboard lists the events and has the available codes (the loading status is gone). */
export async function expectCodesLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Códigos por lote' }).getByRole('button', { name: /^Descargar CSV de / }).first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Cargando códigos...', { exact: true })).toBeHidden({ timeout: 60_000 });
}

/** Lets the page use the async Clipboard API (read back in the tests). */
export async function grantClipboard(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], baseURL ? { origin: new URL(baseURL).origin } : undefined);
}

export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Types codes into the validator and runs it. */
export async function validateCodes(page: Page, input: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Códigos a validar' }).fill(input);
  await page.getByRole('button', { name: 'Validar' }).click();
}

/** The 'Códigos válidos' or 'Códigos no válidos' section (table on desktop, cards on phones). */
export function resultSection(page: Page, which: 'valid' | 'invalid'): Locator {
  return page.getByRole('region', { name: which === 'valid' ? /^Códigos válidos/ : /^Códigos no válidos/ });
}

/** The row (desktop) or card (phone) of a code inside a section. */
export function codeEntry(section: Locator, code: string): Locator {
  return section.locator('tbody tr, ul > li').filter({ has: section.page().getByText(code, { exact: true }) });
}

/** The page has no horizontal scroll (content fits the viewport width). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Goes to the tracking page through the top bar link (no reload: the listener stays). */
export async function openCodesPage(page: Page): Promise<Locator> {
  await page.getByRole('link', { name: 'Códigos', exact: true }).click();
  await expect(page).toHaveURL(/\/codigos$/);
  const region = page.getByRole('region', { name: /^Seguimiento de códigos/ });
  // As on the dashboard (expectCodesLoaded): with both workers on a 2-core machine, the demo
  // leader's first page was seen to take over 15 s after her 1,100+ codes had loaded.
  await expect(region).toBeVisible({ timeout: 60_000 });
  return region;
}

/**
 * Clicks Validar and waits for `resultText`; returns the longest main-thread task (ms) seen
 * meanwhile, as the measure of "the page does not freeze".
 */
export async function validateMeasuringLongestTask(page: Page, resultText: string): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        let longest = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: false });
        const validate = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Validar');
        const timer = setInterval(() => {
          const found = document.evaluate(`//*[text()='${text}']`, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null);
          if (!found.singleNodeValue) return;
          clearInterval(timer);
          // After the frame that paints the result, once the page is idle (the effects that follow
          // it have run), every long task of the validation is in the observer's records.
          requestAnimationFrame(() =>
            requestIdleCallback(() => {
              for (const entry of observer.takeRecords()) longest = Math.max(longest, entry.duration);
              observer.disconnect();
              resolve(longest);
            }),
          );
        }, 20);
        validate?.click();
      }),
    resultText,
  );
}

/** Back to the dashboard through the top bar link, with the validator emptied. */
export async function openDashboard(page: Page): Promise<void> {
  if (!/\/$/.test(new URL(page.url()).pathname)) {
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  }
  await expect(page.getByRole('region', { name: 'Códigos por lote' })).toBeVisible();
  const clear = page.getByRole('button', { name: 'Limpiar' });
  if (await clear.isEnabled()) await clear.click();
  await expect(page.getByRole('textbox', { name: 'Códigos a validar' })).toHaveValue('');
}
