// The soak of the shop API at the size of `npm test` (the bench runs 10,000 operations over 200
// codes: scripts/shop/soak.ts). Random holds, confirmations, releases and refunds, duplicate
// deliveries, lost answers retried, holds that run out, a repair and a sweep in the middle; then
// every code's uses, orders and summaries are checked. It must find no violation.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countLeaderSummaries, recountLeaderSummaries, summaryMatches } from '../../../functions/src/codes/recount-summaries';
import { runShopMaintenance } from '../../../functions/src/shop/maintenance';
import { runSoak, soakSettled, type SoakCode } from '../../../scripts/shop/soak';
import { closeAdminApp, db, runId } from './helpers';
import { codeDoc, newCodes, shop, shopFixture, type ShopFixture } from './shop-helpers';

const OPERATIONS = 600;
const CODES_PER_KIND = 2;

let fixture: ShopFixture;
const codes: SoakCode[] = [];

beforeAll(async () => {
  fixture = await shopFixture('soak');
  for (const maxUses of [1, 2, 3, 5, 8]) {
    for (const maxTickets of [1, 3]) {
      for (const code of await newCodes(fixture, { quantity: CODES_PER_KIND, maxUses, maxTickets })) codes.push({ code, codeId: (await codeDoc(code)).id, maxUses, maxTickets });
    }
  }
});
afterAll(closeAdminApp);

describe('the shop API under a soak of random operations', { timeout: 600_000 }, () => {
  it(`finds no violation after ${OPERATIONS} operations over ${CODES_PER_KIND * 10} codes, with a repair and a sweep in the middle`, async () => {
    const kit = { db, FieldValue, Timestamp };
    const report = await runSoak({
      client: shop,
      db,
      codes,
      eventId: fixture.eventId,
      leaderUid: fixture.leader.uid,
      operations: OPERATIONS,
      concurrency: 8,
      repair: () => recountLeaderSummaries(kit, fixture.leader.uid),
      sweep: () => runShopMaintenance(kit, Date.now()),
      runId,
    });
    expect(report.violations).toEqual([]);
    expect(Object.keys(report.statuses).filter((status) => Number(status) >= 500)).toEqual([]);
    // Every kind of trouble happened at least once.
    for (const kind of ['hold delivered twice at once', 'hold answer lost', 'retry after a lost answer', 'confirm', 'refund', 'release']) {
      expect(report.operations[kind], kind).toBeGreaterThan(0);
    }
    const settled = await soakSettled({ db, codes }, async () => summaryMatches(await countLeaderSummaries(kit, fixture.leader.uid)));
    expect(settled).toEqual([]);
  });
});
