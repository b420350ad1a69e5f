import { describe, expect, it } from 'vitest';
import { compareEventNames, groupByTrackingId } from '@/features/codes/utils/group-codes';
import { trackedCode } from '@tests/support/fixtures/tracked-code';

const codes = [
  trackedCode({ code: 'R2', trackingId: 't-rock', eventId: 'rock', eventName: 'Noche de Rock', createdAt: new Date('2026-03-01') }),
  trackedCode({ code: 'V1', trackingId: 't-ver', eventId: 'ver', eventName: 'Festival de Verano 2026', createdAt: new Date('2026-02-01') }),
  trackedCode({ code: 'R1', trackingId: 't-rock', eventId: 'rock', eventName: 'Noche de Rock', createdAt: new Date('2026-01-20') }),
  trackedCode({ code: 'C1', trackingId: 't-con', eventId: 'con', eventName: 'Concierto Sinfónico', createdAt: new Date('2026-01-10') }),
  trackedCode({ code: 'V2', trackingId: 't-ver2', eventId: 'ver', eventName: 'Festival de Verano 2026', createdAt: new Date('2026-01-01') }),
];

describe('groupByTrackingId', () => {
  it('groups codes by batch, newest batch first, keeping the codes in order', () => {
    expect(groupByTrackingId(codes).map((g) => [g.trackingId, g.eventName, g.codes.map((c) => c.code)])).toEqual([
      ['t-rock', 'Noche de Rock', ['R2', 'R1']],
      ['t-ver', 'Festival de Verano 2026', ['V1']],
      ['t-con', 'Concierto Sinfónico', ['C1']],
      ['t-ver2', 'Festival de Verano 2026', ['V2']],
    ]);
  });
});

describe('compareEventNames', () => {
  it('orders events by name as Spanish readers expect, ignoring accents and case, numbers by value', () => {
    const events = ['noche de rock', 'Évora 10', 'Concierto Sinfónico', 'Évora 9', 'Festival de Verano 2026'].map((eventName, i) => ({
      eventId: `e${i}`,
      eventName,
    }));
    expect([...events].sort(compareEventNames).map((event) => event.eventName)).toEqual([
      'Concierto Sinfónico',
      'Évora 9',
      'Évora 10',
      'Festival de Verano 2026',
      'noche de rock',
    ]);
  });

  it('keeps events of the same name in event-id order', () => {
    const same = [
      { eventId: 'b', eventName: 'Rock' },
      { eventId: 'a', eventName: 'Rock' },
    ];
    expect([...same].sort(compareEventNames).map((event) => event.eventId)).toEqual(['a', 'b']);
  });
});
