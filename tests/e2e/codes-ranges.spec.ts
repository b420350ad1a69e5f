import { expect, test, type Browser } from './support/fixtures.ts';
import { TRACKED_CODE_STATUSES } from '../../common/constants.ts';
import { bulkCodes, NAMED_CODES } from '../../scripts/seed/demo-data.ts';
import { BULK_CODE_COUNT } from '../../scripts/seed/seed.ts';
import { listenerStats, openCodesPage, resultSection, signInAsLeader, validateCodes } from './support/codes-helpers.ts';

// Large code sets load in document-id ranges (src/features/codes/api/codes-service.ts). The
// demo leader's ~1,250 codes fit one range; remembering three ranges for her (what a leader
// with ~10,000 codes gets) makes the app load the same codes through three listeners.

const DEMO_LEADER_UID = 'demo-lider';

/** The demo leader's newest tracked code, from the seed's own data: the tracking page starts with it. */
function newestSeededCode(): string {
  const seeded = [...NAMED_CODES, ...bulkCodes({ ownerUid: DEMO_LEADER_UID, count: BULK_CODE_COUNT })];
  const tracked = seeded.filter((code) => code.ownerUid === DEMO_LEADER_UID && TRACKED_CODE_STATUSES.includes(code.status));
  tracked.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  return tracked[0].code;
}

test.describe.configure({ timeout: 180_000 });

interface CodesPageView {
  summary: string;
  /** Everything the first page of the tracking table shows: batches, codes, dates, labels. */
  firstPage: string;
  deliveries: number;
}

async function viewCodesPage(browser: Browser, rangeCount: number | null): Promise<CodesPageView> {
  const context = await browser.newContext();
  try {
    if (rangeCount !== null) {
      await context.addInitScript(
        ([uid, count]) => localStorage.setItem(`centro-lideres:code-ranges:${uid}`, String(count)),
        [DEMO_LEADER_UID, rangeCount] as const,
      );
    }
    const page = await context.newPage();
    await signInAsLeader(page);
    await expect.poll(async () => (await listenerStats(page))?.fromCache, { timeout: 60_000 }).toBe(false);
    await validateCodes(page, 'VERANO01 DESC10 VERANO04');
    await expect(resultSection(page, 'valid')).toContainText('VERANO01');
    await expect(resultSection(page, 'valid')).toContainText('DESC10');
    await expect(resultSection(page, 'invalid')).toContainText('VERANO04');
    const region = await openCodesPage(page);
    const summary = region.getByText(/^1 a 10 de \d+ entradas$/);
    await expect(summary).toBeVisible();
    return {
      summary: (await summary.textContent()) ?? '',
      firstPage: await region.innerText(),
      deliveries: (await listenerStats(page))?.snapshots ?? 0,
    };
  } finally {
    await context.close();
  }
}

test('codes loaded in three id ranges are the same codes, in the same order, as with one listener', async ({ browser }) => {
  const single = await viewCodesPage(browser, null);
  const split = await viewCodesPage(browser, 3);
  expect(split.summary).toBe(single.summary);
  expect(split.firstPage).toBe(single.firstPage);
  // Both newest first (the ranges come in document-id order and are merged by date).
  expect(split.firstPage).toContain(newestSeededCode());
  // Each range listener delivers at least once.
  expect(split.deliveries).toBeGreaterThanOrEqual(3);
});
