import { describe, expect, it } from 'vitest';
import { ticketsSoldOf } from '@/lib/codes/code-summary';

describe('ticketsSoldOf', () => {
  it('reads the tickets sold of a summary entry, and 0 where the summary does not say or says nonsense', () => {
    expect(ticketsSoldOf({ ticketsSold: 7, uses: 3 })).toBe(7);
    expect(ticketsSoldOf({ uses: 3 })).toBe(0);
    expect(ticketsSoldOf(undefined)).toBe(0);
    expect(ticketsSoldOf({ ticketsSold: -2 })).toBe(0);
    expect(ticketsSoldOf({ ticketsSold: '4' })).toBe(0);
  });
});
