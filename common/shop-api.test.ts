import { describe, expect, it } from 'vitest';
import { createReservationRequestSchema, eventDocId, putEventRequestSchema, SHOP_REASONS, shopIssue } from './shop-api';

describe('the shop API contract', () => {
  it('names the reasons of the contract, and no other', () => {
    expect(SHOP_REASONS).toEqual(['not_found', 'wrong_event', 'expired', 'deleted', 'used_up', 'too_many_tickets', 'event_ended', 'order_conflict', 'hold_expired']);
  });

  it("takes every orderId of letters, digits and '._:-' up to 128, and names the field of anything else", () => {
    const hold = (orderId: unknown) => createReservationRequestSchema.safeParse({ orderId, code: 'ABC', eventId: 'e', tickets: 1 });
    for (const orderId of ['.', '..', '__x__', 'a:b.c-d_e', 'x'.repeat(128)]) expect(hold(orderId).success, orderId).toBe(true);
    for (const orderId of ['', 'a/b', 'a b', 'ñ', 'x'.repeat(129), 7, '\ud800']) {
      const result = hold(orderId);
      expect(result.success).toBe(false);
      expect(shopIssue(result.error!).field).toBe('orderId');
    }
  });

  it('defaults holdSeconds to 900, trims the code, and wants an event that ends after it starts', () => {
    expect(createReservationRequestSchema.parse({ orderId: 'a', code: ' verano01 ', eventId: 'e', tickets: 1 })).toMatchObject({ code: 'verano01', holdSeconds: 900 });
    const event = putEventRequestSchema.safeParse({ name: 'X', startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' });
    expect(shopIssue(event.error!)).toMatchObject({ field: 'endsAt' });
    expect(shopIssue(createReservationRequestSchema.safeParse([]).error!).field).toBe('body');
  });

  it("gives the eventIds Firestore reserves a document of their own, outside the eventId alphabet", () => {
    expect(eventDocId('evt-festival-verano-2026')).toBe('evt-festival-verano-2026');
    expect(eventDocId('__x__')).toBe('~__x__');
    expect(eventDocId('____')).toBe('~____');
    expect(eventDocId('___')).toBe('___');
    expect(eventDocId('_x_')).toBe('_x_');
  });
});
