import { describe, expect, it } from 'vitest';
import type { CodeChange as TrackedCodeChange } from '@/features/codes/api/available-codes';
import { codesThatLeft, codeUsageEvents, codeUsageNotice, createLeftCodesMemory, createNewsTracker, withWhatTheyBecame, type CodesDelivery } from '@/features/codes/utils/code-notices';
import { trackedCode } from '@tests/support/fixtures/tracked-code';
import type { TrackedCode } from '@/lib/codes/tracked-code';

const verano02 = trackedCode({ id: 'v2', code: 'VERANO02', currentUses: 2, maxUses: 5 });

function modified(previous: TrackedCode, after: Partial<TrackedCode>): TrackedCodeChange {
  return { type: 'modified', code: { ...previous, ...after }, previous };
}

const live: CodesDelivery = { changes: [], fromCache: false };
const fromCache: CodesDelivery = { changes: [], fromCache: true };
const delivery = (...changes: TrackedCodeChange[]): CodesDelivery => ({ changes, fromCache: false });

describe('codeUsageNotice', () => {
  it('announces one code whose uses rose with its new usage', () => {
    expect(codeUsageNotice(delivery(modified(verano02, { currentUses: 3 })))).toBe('El código VERANO02 se usó (3/5)');
  });

  it('announces one code that expired', () => {
    expect(codeUsageNotice(delivery(modified(verano02, { status: 'expired' })))).toBe('El código VERANO02 expiró');
  });

  it('announces a last use that also expired the code in one notice', () => {
    expect(codeUsageNotice(delivery(modified(verano02, { currentUses: 5, status: 'expired' })))).toBe(
      'El código VERANO02 se usó (5/5) y expiró',
    );
  });

  it("announces nothing when a code is only marked or unmarked as handed out (the leader's own note)", () => {
    expect(codeUsageNotice(delivery(modified(verano02, { handedOut: true })))).toBeNull();
    expect(codeUsageNotice(delivery(modified({ ...verano02, handedOut: true }, { handedOut: false })))).toBeNull();
    expect(codeUsageEvents([modified(verano02, { handedOut: true })])).toEqual([]);
  });

  it('groups several used codes of one delivery into one notice', () => {
    const changes = Array.from({ length: 12 }, (_, i) =>
      modified(trackedCode({ id: `c${i}`, code: `C${i}`, maxUses: 3 }), { currentUses: 1 }),
    );
    expect(codeUsageNotice(delivery(...changes))).toBe('12 códigos se usaron');
  });

  it('groups used and expired codes of one delivery into one notice', () => {
    const changes = [
      modified(trackedCode({ id: 'a', code: 'A1', maxUses: 3 }), { currentUses: 1 }),
      modified(trackedCode({ id: 'b', code: 'B1', maxUses: 3 }), { currentUses: 2 }),
      modified(trackedCode({ id: 'c', code: 'C1', maxUses: 1 }), { currentUses: 1, status: 'expired' }),
      modified(trackedCode({ id: 'd', code: 'D1', maxUses: 2 }), { status: 'expired' }),
    ];
    expect(codeUsageNotice(delivery(...changes))).toBe('3 códigos se usaron y 2 códigos expiraron');
  });

  it('uses the singular for one of several', () => {
    const changes = [
      modified(trackedCode({ id: 'a', code: 'A1', maxUses: 3 }), { currentUses: 1 }),
      modified(trackedCode({ id: 'd', code: 'D1', maxUses: 2 }), { status: 'expired' }),
    ];
    expect(codeUsageNotice(delivery(...changes))).toBe('1 código se usó y 1 código expiró');
  });

  it('says how many tickets the order that used the code had, from the rise of its tickets sold', () => {
    const sold = { ...verano02, ticketsSold: 3 };
    expect(codeUsageNotice(delivery(modified(sold, { currentUses: 3, ticketsSold: 5 })))).toBe('El código VERANO02 se usó: 2 entradas (3/5)');
    expect(codeUsageNotice(delivery(modified(sold, { currentUses: 3, ticketsSold: 4 })))).toBe('El código VERANO02 se usó: 1 entrada (3/5)');
    expect(codeUsageNotice(delivery(modified(sold, { currentUses: 5, ticketsSold: 5, status: 'expired' })))).toBe(
      'El código VERANO02 se usó: 2 entradas (5/5) y expiró',
    );
  });

  it('keeps the usage alone when the shop did not say the tickets', () => {
    expect(codeUsageNotice(delivery(modified({ ...verano02, ticketsSold: 3 }, { currentUses: 3, ticketsSold: 3 })))).toBe('El código VERANO02 se usó (3/5)');
  });

  it('announces a refund, the use given back, with the new usage', () => {
    const used = { ...verano02, currentUses: 3, ticketsSold: 4 };
    expect(codeUsageNotice(delivery(modified(used, { currentUses: 2, ticketsSold: 2 })))).toBe('El código VERANO02 fue reembolsado (2/5)');
    expect(codeUsageNotice(delivery(modified(used, { currentUses: 2 })))).toBe('El código VERANO02 fue reembolsado (2/5)');
  });

  it('groups refunds with the uses of the same delivery', () => {
    const changes = [
      modified(trackedCode({ id: 'a', code: 'A1', maxUses: 3 }), { currentUses: 1 }),
      modified(trackedCode({ id: 'b', code: 'B1', currentUses: 2, maxUses: 3 }), { currentUses: 1 }),
      modified(trackedCode({ id: 'c', code: 'C1', currentUses: 1, maxUses: 3 }), { currentUses: 0 }),
    ];
    expect(codeUsageNotice(delivery(...changes))).toBe('1 código se usó y 2 códigos fueron reembolsados');
  });

  it('announces nothing for new, removed or otherwise changed codes', () => {
    const changes: TrackedCodeChange[] = [
      { type: 'added', code: trackedCode({ id: 'n', code: 'NUEVO1', currentUses: 1 }), previous: null },
      { type: 'removed', code: verano02, previous: verano02 },
      modified(verano02, { eventName: 'Otro nombre' }),
      modified(verano02, { ticketsSold: 2 }),
    ];
    expect(codeUsageNotice(delivery(...changes))).toBeNull();
  });

  it('does not announce again a code that was already expired', () => {
    const expired = trackedCode({ code: 'VERANO03', status: 'expired', currentUses: 1, maxUses: 1 });
    expect(codeUsageNotice(delivery(modified(expired, { updatedAt: new Date() })))).toBeNull();
  });
});

describe('codeUsageEvents', () => {
  it('tells the use and the expiry of each code apart', () => {
    expect(codeUsageEvents([modified(verano02, { currentUses: 3 }), modified(verano02, { status: 'expired' })])).toEqual([
      { code: 'VERANO02', currentUses: 3, maxUses: 5, used: true, refunded: false, expired: false, tickets: null },
      { code: 'VERANO02', currentUses: 2, maxUses: 5, used: false, refunded: false, expired: true, tickets: null },
    ]);
  });
});

describe('codes that leave the available codes', () => {
  const left: TrackedCodeChange = { type: 'removed', code: verano02, previous: verano02 };

  it('are the codes a delivery removed', () => {
    expect(codesThatLeft(delivery(left, modified(verano02, { currentUses: 3 })))).toEqual([verano02]);
  });

  it('announce an expiry, with the last use, once the server says the code expired', () => {
    const expired = { ...verano02, status: 'expired' as const, currentUses: 5 };
    expect(codeUsageNotice(withWhatTheyBecame(delivery(left), new Map([[verano02.id, expired]])))).toBe('El código VERANO02 se usó (5/5) y expiró');
  });

  it('announce nothing when the code was deleted or is gone', () => {
    expect(codeUsageNotice(withWhatTheyBecame(delivery(left), new Map([[verano02.id, null]])))).toBeNull();
    expect(codeUsageNotice(withWhatTheyBecame(delivery(left), new Map()))).toBeNull();
  });
});

describe('createNewsTracker', () => {
  it('counts nothing as news until the listener is first in sync with the server: the codes at sign-in, or what changed while away', () => {
    const news = createNewsTracker();
    expect(news.isNews(fromCache)).toBe(false);
    expect(news.isNews(live)).toBe(false);
    expect(news.isNews(live)).toBe(true);
  });

  it('counts a delivery marked as from the cache as news once in sync: the SDK marks it so while it looks up a code that left', () => {
    const news = createNewsTracker();
    news.isNews(live);
    expect(news.isNews(fromCache)).toBe(true);
    expect(news.isNews(live)).toBe(true);
  });

  it('counts the catch-up after the browser lost its connection as no news', () => {
    const news = createNewsTracker();
    news.isNews(live);
    news.connectionLost();
    expect(news.isNews(fromCache)).toBe(false);
    expect(news.isNews(live)).toBe(false);
    expect(news.isNews(live)).toBe(true);
  });
});

describe('createLeftCodesMemory', () => {
  const verano01 = trackedCode({ id: 'v1', code: 'VERANO01', currentUses: 0, maxUses: 1 });
  const usedUp = { ...verano01, currentUses: 1, status: 'expired' as const, ticketsSold: 2 };
  const removed: TrackedCodeChange = { type: 'removed', code: verano01, previous: verano01 };

  it('tells a used-up code that a refund brings back into the available codes as refunded, not as a new code', () => {
    const memory = createLeftCodesMemory();
    const left = withWhatTheyBecame(delivery(removed), new Map([[verano01.id, usedUp]]));
    expect(codeUsageNotice(left)).toBe('El código VERANO01 se usó: 2 entradas (1/1) y expiró');
    memory.remember(left);

    const back = delivery({ type: 'added', code: { ...verano01, ticketsSold: 0 }, previous: null });
    expect(codeUsageNotice(memory.withReturns(back))).toBe('El código VERANO01 fue reembolsado (0/1)');
    // Once: a later addition of the same code is a new code again.
    expect(codeUsageNotice(memory.withReturns(back))).toBeNull();
  });

  it('leaves new codes new', () => {
    const memory = createLeftCodesMemory();
    const added = delivery({ type: 'added', code: trackedCode({ id: 'n', code: 'NUEVO1' }), previous: null });
    expect(memory.withReturns(added)).toEqual(added);
  });
});
