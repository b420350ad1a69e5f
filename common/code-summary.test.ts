import { describe, expect, it } from 'vitest';
import { isTrackedStatus, summarizeCodes } from './code-summary';

const verano = { id: 'ev-verano', name: 'Festival de Verano' };
const rock = { id: 'ev-rock', name: 'Noche de Rock' };

describe('summarizeCodes', () => {
  it('counts available and expired codes per event and in all', () => {
    const summary = summarizeCodes([
      { status: 'available', eventId: verano },
      { status: 'expired', eventId: verano },
      { status: 'available', eventId: rock },
    ]);
    expect(summary).toEqual({
      total: 3,
      events: { 'ev-verano': { name: 'Festival de Verano', count: 2 }, 'ev-rock': { name: 'Noche de Rock', count: 1 } },
    });
  });

  it('leaves deleted codes out, and events left without codes', () => {
    expect(summarizeCodes([{ status: 'deleted', eventId: rock }])).toEqual({ total: 0, events: {} });
  });
});

describe('isTrackedStatus', () => {
  it('is true for available and expired only', () => {
    expect(['available', 'expired', 'deleted', 'otro', undefined].map(isTrackedStatus)).toEqual([true, true, false, false, false]);
  });
});
