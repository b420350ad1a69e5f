import { describe, expect, it } from 'vitest';
import { orderContribution, subtractSales, summarizeOrders, ZERO_SALES } from './leader-sales';

describe('orderContribution', () => {
  it('counts a confirmed order with its tickets and amount', () => {
    expect(orderContribution({ status: 'confirmed', tickets: 2, amount: 15000 })).toEqual({ ...ZERO_SALES, orders: 1, tickets: 2, amount: 15000 });
  });

  it('counts a refunded order as a refund only', () => {
    expect(orderContribution({ status: 'released', releaseReason: 'refunded', tickets: 2, amount: 15000 })).toEqual({
      ...ZERO_SALES,
      refunds: 1,
      refundedTickets: 2,
      refundedAmount: 15000,
    });
  });

  it('counts nothing for a hold, a cancelled hold or one that ran out, and 0 for a missing amount', () => {
    expect(orderContribution({ status: 'reserved', tickets: 2 })).toEqual(ZERO_SALES);
    expect(orderContribution({ status: 'released', releaseReason: 'cancelled', tickets: 2 })).toEqual(ZERO_SALES);
    expect(orderContribution({ status: 'released', releaseReason: 'hold_expired', tickets: 2 })).toEqual(ZERO_SALES);
    expect(orderContribution({ status: 'confirmed', tickets: 1, amount: null }).amount).toBe(0);
  });

  it('the difference between a refund and a confirmation moves the order from sold to refunded', () => {
    const confirmed = orderContribution({ status: 'confirmed', tickets: 3, amount: 9000 });
    const refunded = orderContribution({ status: 'released', releaseReason: 'refunded', tickets: 3, amount: 9000 });
    expect(subtractSales(refunded, confirmed)).toEqual({ orders: -1, tickets: -3, amount: -9000, refunds: 1, refundedTickets: 3, refundedAmount: 9000 });
  });
});

describe('summarizeOrders', () => {
  it('sums the orders of a leader for the store and per event', () => {
    const { total, events } = summarizeOrders([
      { eventId: 'a', status: 'confirmed', tickets: 2, amount: 100 },
      { eventId: 'a', status: 'released', releaseReason: 'refunded', tickets: 1, amount: 50 },
      { eventId: 'b', status: 'confirmed', tickets: 1, amount: 70 },
      { eventId: 'b', status: 'reserved', tickets: 4 },
    ]);
    expect(total).toEqual({ orders: 2, tickets: 3, amount: 170, refunds: 1, refundedTickets: 1, refundedAmount: 50 });
    expect(events.a).toEqual({ orders: 1, tickets: 2, amount: 100, refunds: 1, refundedTickets: 1, refundedAmount: 50 });
    expect(events.b).toEqual({ ...ZERO_SALES, orders: 1, tickets: 1, amount: 70 });
  });
});
