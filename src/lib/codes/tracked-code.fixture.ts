// Test data builder for the unit tests of this feature (not imported by the app).
import type { TrackedCode } from '@/lib/codes/tracked-code';

export function trackedCode(overrides: Partial<TrackedCode> = {}): TrackedCode {
  return {
    id: overrides.code ? `doc-${overrides.code}` : 'doc-1',
    code: 'VERANO01',
    status: 'available',
    currentUses: 0,
    maxUses: 1,
    codeType: 'leader',
    percent: null,
    leaderId: 'uid-laura',
    leaderName: 'Laura Jiménez',
    eventId: 'event-verano',
    eventName: 'Festival de Verano 2026',
    trackingId: 'batch-1',
    createdAt: new Date('2026-01-15T12:00:00Z'),
    updatedAt: null,
    ...overrides,
  };
}

/** n bulk codes BULK000001.., spread over three events and ten batches, newest first. */
export function bulkCodes(count: number): TrackedCode[] {
  const events = [
    ['event-verano', 'Festival de Verano 2026'],
    ['event-sinfonico', 'Concierto Sinfónico'],
    ['event-rock', 'Noche de Rock'],
  ] as const;
  const start = Date.UTC(2026, 5, 1);
  return Array.from({ length: count }, (_, i) => {
    const [eventId, eventName] = events[i % 3];
    return trackedCode({
      id: `bulk-${i}`,
      code: `BULK${String(i).padStart(6, '0')}`,
      status: i % 7 === 0 ? 'expired' : 'available',
      currentUses: i % 4,
      maxUses: 5,
      eventId,
      eventName,
      trackingId: `batch-${i % 10}`,
      createdAt: new Date(start - i * 60_000),
    });
  });
}
