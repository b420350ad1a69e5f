import { describe, expect, it } from 'vitest';
import { codeStanding, maxTicketsOf, projectCodeUses, shopCapacity, statusWhenEventReopens, usesLeft, type StandingQuestion } from './code-standing';

const code = (fields: Record<string, unknown> = {}) => ({
  status: 'available',
  storeId: 'tienda',
  currentUses: 0,
  maxUses: 3,
  maxTickets: 2,
  eventId: { id: 'evento' },
  ...fields,
});
const ask = (changes: Partial<StandingQuestion> = {}): StandingQuestion => ({
  code: code(),
  storeId: 'tienda',
  eventId: 'evento',
  tickets: 1,
  eventEndsAtMs: 2_000,
  nowMs: 1_000,
  takenUses: 0,
  ...changes,
});

describe('codeStanding', () => {
  it('takes a use of an available code of this store and event, within its tickets and uses', () => {
    expect(codeStanding(ask())).toBeNull();
    expect(codeStanding(ask({ tickets: 2, takenUses: 2 }))).toBeNull();
  });

  it('gives each reason in the contract, the code first, then the order', () => {
    expect(codeStanding(ask({ code: null }))).toBe('not_found');
    expect(codeStanding(ask({ code: code({ storeId: 'otra' }) }))).toBe('not_found');
    expect(codeStanding(ask({ code: code({ storeId: undefined }) }))).toBe('not_found');
    expect(codeStanding(ask({ code: code({ status: 'deleted' }), eventId: 'otro' }))).toBe('deleted');
    expect(codeStanding(ask({ eventId: 'otro' }))).toBe('wrong_event');
    expect(codeStanding(ask({ nowMs: 2_000 }))).toBe('event_ended');
    expect(codeStanding(ask({ code: code({ status: 'expired', currentUses: 1 }) }))).toBe('expired');
    expect(codeStanding(ask({ tickets: 3 }))).toBe('too_many_tickets');
    expect(codeStanding(ask({ takenUses: 3 }))).toBe('used_up');
  });

  it("lets the uses decide for a code expired because it was used up (a refund gives it back at once)", () => {
    expect(codeStanding(ask({ code: code({ status: 'expired', expiredReason: 'used_up', currentUses: 3, shopUses: 3 }), takenUses: 2 }))).toBeNull();
    expect(codeStanding(ask({ code: code({ status: 'expired', currentUses: 3 }), takenUses: 0 }))).toBe('used_up');
  });

  it("answers a code expired by its event's end as the event says now (an end moved later)", () => {
    expect(codeStanding(ask({ code: code({ status: 'expired', expiredReason: 'event_ended' }) }))).toBeNull();
    expect(codeStanding(ask({ code: code({ status: 'expired', expiredReason: 'event_ended' }), nowMs: 3_000 }))).toBe('event_ended');
  });

  it('counts the uses a code had before the shop against its maximum, and allows one ticket where none is set', () => {
    expect(shopCapacity(code({ currentUses: 2 }))).toBe(1);
    expect(shopCapacity(code({ currentUses: 3, shopUses: 1 }))).toBe(1);
    expect(usesLeft(code({ currentUses: 2 }), 1)).toBe(0);
    expect(maxTicketsOf({})).toBe(1);
    expect(codeStanding(ask({ code: code({ currentUses: 2 }), takenUses: 1 }))).toBe('used_up');
  });
});

describe('projectCodeUses', () => {
  it("makes an available code 'expired' (used up) when its uses reach the maximum", () => {
    expect(projectCodeUses(code(), 2, false, 3)).toEqual({ currentUses: 2, shopUses: 2, ticketsSold: 3, status: 'available', expiredReason: null });
    expect(projectCodeUses(code(), 3, false, 4)).toEqual({ currentUses: 3, shopUses: 3, ticketsSold: 4, status: 'expired', expiredReason: 'used_up' });
  });

  it("makes a used-up code 'available' again on a refund, unless its event has ended", () => {
    const usedUp = code({ status: 'expired', expiredReason: 'used_up', currentUses: 3, shopUses: 3 });
    expect(projectCodeUses(usedUp, 2, false)).toMatchObject({ currentUses: 2, status: 'available', expiredReason: null });
    expect(projectCodeUses(usedUp, 2, true)).toMatchObject({ currentUses: 2, status: 'expired', expiredReason: 'event_ended' });
  });

  it('keeps the baseline of uses from before the shop, a removed code removed and a code expired by hand expired', () => {
    expect(projectCodeUses(code({ currentUses: 2, shopUses: 0 }), 1, false)).toMatchObject({ currentUses: 3, shopUses: 1, status: 'expired' });
    expect(projectCodeUses(code({ status: 'deleted' }), 3, false)).toMatchObject({ currentUses: 3, status: 'deleted' });
    expect(projectCodeUses(code({ status: 'expired', expiredReason: 'event_ended', currentUses: 1, shopUses: 1 }), 0, false)).toMatchObject({ status: 'expired', expiredReason: 'event_ended' });
    expect(projectCodeUses(code({ status: 'expired', currentUses: 1 }), 0, false)).toMatchObject({ currentUses: 1, status: 'expired', expiredReason: null });
  });

  it('gives back a code expired by its event when the event is moved later, unless it is used up', () => {
    expect(statusWhenEventReopens(code({ currentUses: 1 }))).toEqual({ status: 'available', expiredReason: null });
    expect(statusWhenEventReopens(code({ currentUses: 3 }))).toEqual({ status: 'expired', expiredReason: 'used_up' });
  });
});
