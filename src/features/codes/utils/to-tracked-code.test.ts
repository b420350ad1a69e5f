import { describe, expect, it } from 'vitest';
import { toTrackedCode } from '@/features/codes/utils/to-tracked-code';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe('toTrackedCode', () => {
  it('turns a codes document into a TrackedCode with Dates instead of Timestamps', () => {
    const code = toTrackedCode('doc1', {
      code: 'DESC10',
      status: 'available',
      currentUses: 0,
      maxUses: 3,
      code_type: 'discount',
      percent: 10,
      leaderId: { id: 'demo-lider', displayName: 'Laura Jiménez' },
      eventId: { id: 'evt-sinfonico', name: 'Concierto Sinfónico' },
      trackingId: 'track1',
      createdAt: timestamp('2026-11-12T16:30:00Z'),
      updatedAt: timestamp('2026-11-13T10:00:00Z'),
    });
    expect(code).toEqual({
      id: 'doc1',
      code: 'DESC10',
      status: 'available',
      currentUses: 0,
      maxUses: 3,
      codeType: 'discount',
      percent: 10,
      leaderId: 'demo-lider',
      leaderName: 'Laura Jiménez',
      eventId: 'evt-sinfonico',
      eventName: 'Concierto Sinfónico',
      trackingId: 'track1',
      createdAt: new Date('2026-11-12T16:30:00Z'),
      updatedAt: new Date('2026-11-13T10:00:00Z'),
    });
  });

  it('builds the leader name from first and last name when there is no display name', () => {
    expect(toTrackedCode('d', { leaderId: { id: 'u', firstName: 'Laura', lastName: 'Jiménez' } }).leaderName).toBe('Laura Jiménez');
  });

  it('falls back to Evento no encontrado and Leader no encontrado, and to the leader type', () => {
    const code = toTrackedCode('d', { code: 'X1', status: 'available' });
    expect(code.eventName).toBe('Evento no encontrado');
    expect(code.leaderName).toBe('Leader no encontrado');
    expect(code.codeType).toBe('leader');
    expect(code.percent).toBeNull();
    expect(code.updatedAt).toBeNull();
  });
});
