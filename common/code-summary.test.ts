import { describe, expect, it } from 'vitest';
import { changesOfWrite, codeContribution, combineSummaryChanges, isTrackedStatus, summarizeCodes } from './code-summary';

const verano = { id: 'ev-verano', name: 'Festival de Verano' };
const rock = { id: 'ev-rock', name: 'Noche de Rock' };
const laura = { id: 'laura' };
const code = (fields: Record<string, unknown> = {}) => ({
  code: 'VERANO01',
  status: 'available',
  currentUses: 0,
  maxUses: 1,
  leaderId: laura,
  eventId: verano,
  trackingId: 'lote-1',
  ...fields,
});

describe('codeContribution', () => {
  it('counts a tracked code with its uses, its maximum and whether it is used up', () => {
    expect(codeContribution(code({ currentUses: 2, maxUses: 5 }))).toEqual({
      leaderUid: 'laura',
      eventId: 'ev-verano',
      eventName: 'Festival de Verano',
      trackingId: 'lote-1',
      counts: { count: 1, uses: 2, maxUses: 5, usedUp: 0, ticketsSold: 0 },
    });
    expect(codeContribution(code({ status: 'expired', currentUses: 1, maxUses: 1 }))?.counts).toEqual({ count: 1, uses: 1, maxUses: 1, usedUp: 1, ticketsSold: 0 });
  });

  it('counts nothing for a deleted code, one without a leader or an event, or a missing document', () => {
    expect(codeContribution(code({ status: 'deleted' }))).toBeNull();
    expect(codeContribution(code({ leaderId: null }))).toBeNull();
    expect(codeContribution(code({ eventId: { name: 'x' } }))).toBeNull();
    expect(codeContribution(null)).toBeNull();
  });

  it('counts nothing for a document that is not a code the app can show (no value, an unknown status)', () => {
    expect(codeContribution(code({ code: undefined }))).toBeNull();
    expect(codeContribution(code({ code: '' }))).toBeNull();
    expect(codeContribution(code({ status: 'vendido' }))).toBeNull();
  });

  it('reads uses that are missing or not numbers as none', () => {
    expect(codeContribution(code({ currentUses: '3', maxUses: undefined }))?.counts).toEqual({ count: 1, uses: 0, maxUses: 0, usedUp: 1, ticketsSold: 0 });
  });
});

describe('changesOfWrite', () => {
  it('a new code adds itself to its event and batch', () => {
    expect(changesOfWrite(null, code({ maxUses: 3 }))).toEqual([
      { leaderUid: 'laura', eventId: 'ev-verano', eventName: 'Festival de Verano', trackingId: 'lote-1', delta: { count: 1, uses: 0, maxUses: 3, usedUp: 0, ticketsSold: 0 } },
    ]);
  });

  it('a use adds one use, and the last use makes the code used up', () => {
    expect(changesOfWrite(code({ currentUses: 0, maxUses: 2 }), code({ currentUses: 1, maxUses: 2 }))[0].delta).toEqual({ count: 0, uses: 1, maxUses: 0, usedUp: 0, ticketsSold: 0 });
    expect(changesOfWrite(code({ currentUses: 1, maxUses: 2 }), code({ currentUses: 2, maxUses: 2 }))[0].delta).toEqual({ count: 0, uses: 1, maxUses: 0, usedUp: 1, ticketsSold: 0 });
  });

  it("a confirmed order's tickets add to the tickets sold, and a refund takes them off", () => {
    const sold = changesOfWrite(code({ currentUses: 0, maxUses: 5 }), code({ currentUses: 1, maxUses: 5, ticketsSold: 2 }));
    expect(sold[0].delta).toEqual({ count: 0, uses: 1, maxUses: 0, usedUp: 0, ticketsSold: 2 });
    const refunded = changesOfWrite(code({ currentUses: 1, maxUses: 5, ticketsSold: 2 }), code({ currentUses: 0, maxUses: 5, ticketsSold: 0 }));
    expect(refunded[0].delta).toEqual({ count: 0, uses: -1, maxUses: 0, usedUp: 0, ticketsSold: -2 });
  });

  it("marking a code as handed out (the leader's note) or unmarking it changes nothing the aggregates count", () => {
    expect(changesOfWrite(code({ currentUses: 1, maxUses: 4 }), code({ currentUses: 1, maxUses: 4, handedOut: true }))).toEqual([]);
    expect(changesOfWrite(code({ handedOut: true }), code({ handedOut: false }))).toEqual([]);
  });

  it('an expiry changes nothing the aggregates count, and a removal takes the code out', () => {
    expect(changesOfWrite(code(), code({ status: 'expired' }))).toEqual([]);
    expect(changesOfWrite(code({ currentUses: 1, maxUses: 4 }), code({ status: 'deleted', currentUses: 1, maxUses: 4 }))[0].delta).toEqual({
      count: -1,
      uses: -1,
      maxUses: -4,
      usedUp: 0,
      ticketsSold: 0,
    });
    expect(changesOfWrite(code(), null)[0].delta).toEqual({ count: -1, uses: 0, maxUses: -1, usedUp: 0, ticketsSold: 0 });
  });

  it('a code moved to another event or leader leaves the old aggregates and joins the new ones', () => {
    const moved = changesOfWrite(code(), code({ eventId: rock, leaderId: { id: 'diego' } }));
    expect(moved.map((change) => [change.leaderUid, change.eventId, change.delta.count])).toEqual([
      ['laura', 'ev-verano', -1],
      ['diego', 'ev-rock', 1],
    ]);
  });
});

describe('combineSummaryChanges', () => {
  it('sums the changes of the same leader, event and batch and drops those that cancel out', () => {
    const add = changesOfWrite(null, code());
    const remove = changesOfWrite(code(), null);
    expect(combineSummaryChanges([...add, ...add])[0].delta).toEqual({ count: 2, uses: 0, maxUses: 2, usedUp: 0, ticketsSold: 0 });
    expect(combineSummaryChanges([...add, ...remove])).toEqual([]);
  });
});

describe('summarizeCodes', () => {
  it('sums a leader’s tracked codes per event and per batch, and leaves out deleted codes and other leaders', () => {
    const { summary, batches } = summarizeCodes('laura', [
      code({ currentUses: 1, maxUses: 1 }),
      code({ status: 'expired', currentUses: 0, maxUses: 2, trackingId: 'lote-2' }),
      code({ eventId: rock, trackingId: 'lote-3' }),
      code({ status: 'deleted' }),
      code({ leaderId: { id: 'diego' } }),
    ]);
    expect(summary).toEqual({
      total: 3,
      events: {
        'ev-verano': { name: 'Festival de Verano', count: 2, uses: 1, maxUses: 3, usedUp: 1, ticketsSold: 0 },
        'ev-rock': { name: 'Noche de Rock', count: 1, uses: 0, maxUses: 1, usedUp: 0, ticketsSold: 0 },
      },
    });
    expect(batches).toEqual({
      'lote-1': { eventId: 'ev-verano', eventName: 'Festival de Verano', count: 1, uses: 1, maxUses: 1, usedUp: 1, ticketsSold: 0 },
      'lote-2': { eventId: 'ev-verano', eventName: 'Festival de Verano', count: 1, uses: 0, maxUses: 2, usedUp: 0, ticketsSold: 0 },
      'lote-3': { eventId: 'ev-rock', eventName: 'Noche de Rock', count: 1, uses: 0, maxUses: 1, usedUp: 0, ticketsSold: 0 },
    });
  });
});

describe('isTrackedStatus', () => {
  it('is true for available and expired only', () => {
    expect(['available', 'expired', 'deleted', 'otro', undefined].map(isTrackedStatus)).toEqual([true, true, false, false, false]);
  });
});
