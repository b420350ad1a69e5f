import { describe, expect, it } from 'vitest';
import { countedInSummary, summaryMatches } from './recount-summaries';

const at = (seconds: number, nanoseconds = 0) => ({ seconds, nanoseconds, toMillis: () => seconds * 1000 }) as never;

describe('countedInSummary', () => {
  it('holds a change committed at or before the time the summary was counted, to the nanosecond', () => {
    expect(countedInSummary(at(10, 5), at(10, 5))).toBe(true);
    expect(countedInSummary(at(10, 6), at(10, 5))).toBe(true);
    expect(countedInSummary(at(10, 4), at(10, 5))).toBe(false);
    expect(countedInSummary(undefined, at(10))).toBe(false);
    expect(countedInSummary(null, at(10))).toBe(false);
  });
});

describe('summaryMatches', () => {
  const figures = { count: 2, uses: 1, maxUses: 4, usedUp: 0, ticketsSold: 3 };
  it('compares the stored figures with the recount, events and batches with no code being absent', () => {
    const count = {
      summary: { total: 2, events: { e: { name: 'E', ...figures } } },
      batches: { b: { eventId: 'e', eventName: 'E', ...figures } },
      stored: {
        summary: { total: 2, events: { e: { name: 'Otro nombre', ...figures }, vacio: { name: '', count: 0, uses: 0, maxUses: 0, usedUp: 0, ticketsSold: 0 } } },
        batches: { b: { eventId: 'e', eventName: 'E', ...figures }, viejo: { eventId: 'e', eventName: 'E', count: 0, uses: 0, maxUses: 0, usedUp: 0, ticketsSold: 0 } },
      },
    };
    expect(summaryMatches(count)).toBe(true);
    expect(summaryMatches({ ...count, stored: { ...count.stored, summary: { ...count.stored.summary, total: 3 } } })).toBe(false);
    expect(summaryMatches({ ...count, stored: { ...count.stored, batches: { b: { eventId: 'e', eventName: 'E', ...figures, uses: 2 } } } })).toBe(false);
    expect(summaryMatches({ ...count, stored: { summary: null, batches: {} } })).toBe(false);
  });
});
