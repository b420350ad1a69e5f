import { expect, test } from './support/fixtures.ts';
import { expectNoHorizontalScroll, openCodesPage, signInAsLeader } from './support/codes-helpers.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { TRACKED_CODE_STATUSES } from '../../common/constants.ts';
import { BULK_CODE_COUNT } from '../../scripts/seed/seed.ts';
import { bulkCodes, DEMO_EVENTS, NAMED_CODES, type DemoCode } from '../../scripts/seed/demo-data.ts';

// Usage at a glance for lider@demo.cr: each event of 'Códigos por lote' and each batch of the
// tracking page, with the figures expected from the demo data the seed writes. Desktop and
// 360 px phone.

test.describe.configure({ timeout: 180_000 });

/** lider@demo.cr's tracked codes as the seed writes them. */
const tracked = [...NAMED_CODES, ...bulkCodes({ ownerUid: 'demo-lider', count: BULK_CODE_COUNT })].filter(
  (code) => code.ownerUid === 'demo-lider' && (TRACKED_CODE_STATUSES as readonly string[]).includes(code.status),
);
const count = new Intl.NumberFormat('es-CR');

function expectedUsage(codes: readonly DemoCode[]) {
  const uses = codes.reduce((sum, code) => sum + code.currentUses, 0);
  const maxUses = codes.reduce((sum, code) => sum + code.maxUses, 0);
  const usedUp = codes.filter((code) => code.currentUses >= code.maxUses).length;
  return {
    uses: count.format(uses),
    maxUses: count.format(maxUses),
    percent: String(Math.round((uses / maxUses) * 100)),
    summary: `${count.format(uses)} de ${count.format(maxUses)} usos · ${count.format(usedUp)} de ${count.format(codes.length)} ${codes.length === 1 ? 'código agotado' : 'códigos agotados'}`,
  };
}

test('each batch row shows its event usage from the demo data, readable and accessible', async ({ page }) => {
  await signInAsLeader(page);
  const batch = page.getByRole('region', { name: 'Códigos por lote' });
  for (const event of DEMO_EVENTS) {
    const expected = expectedUsage(tracked.filter((code) => code.eventId === event.id));
    const row = batch.getByRole('row').filter({ hasText: event.name });
    const bar = row.getByRole('progressbar', { name: `Uso de ${event.name}: ${expected.uses} de ${expected.maxUses} usos` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', expected.percent);
    await expect(row).toContainText(expected.summary);
  }
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('each batch of the tracking page shows its usage in the group header', async ({ page }) => {
  await signInAsLeader(page);
  const table = await openCodesPage(page);
  // The two newest batches (first page): VERANO01-03 and DESC10.
  for (const [trackingId, day] of [['trackVeranoDemo00001', '10'], ['trackSinfonicoDemo01', '12']]) {
    const codes = tracked.filter((code) => code.trackingId === trackingId);
    const eventName = DEMO_EVENTS.find((event) => event.id === codes[0].eventId)!.name;
    const expected = expectedUsage(codes);
    // Unnamed demo batches are labelled by their event, day and size.
    const label = `${eventName} · ${day} nov\\.? 2026 · ${codes.length} ${codes.length === 1 ? 'código' : 'códigos'}`;
    const bar = table.getByRole('progressbar', { name: new RegExp(`^Uso de ${label}: ${expected.uses} de ${expected.maxUses} usos$`) });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', expected.percent);
    await expect(table.getByText(expected.summary).first()).toBeVisible();
  }
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
