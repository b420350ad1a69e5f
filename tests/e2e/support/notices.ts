import type { Page } from '@playwright/test';

/**
 * From the next page load on, records the text of every notice (snackbar) the page shows, even
 * one already gone when the test looks. Notices show one after the other in the order they were
 * raised, so when one is on screen, every notice raised before it is in the record. Returns the
 * reader of the record.
 */
export async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const seen = new WeakSet<Element>();
    Object.assign(window, { shownNotices: shown });
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.MuiSnackbar-root [role="status"], .MuiSnackbar-root [role="alert"]')) {
        if (seen.has(notice) || !notice.textContent) continue;
        seen.add(notice);
        shown.push(notice.textContent.trim());
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices);
}
