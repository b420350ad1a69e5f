import { describe, expect, it } from 'vitest';
import { formatCreatedDate, formatUsage } from '@/lib/codes/code-format';

describe('code formatting', () => {
  it('formats usage as current/max', () => {
    expect(formatUsage(2, 5)).toBe('2/5');
  });
  it('formats the created date as the es-CR medium date', () => {
    const date = new Date(2026, 0, 15, 10, 30);
    expect(formatCreatedDate(date)).toBe(new Intl.DateTimeFormat('es-CR', { dateStyle: 'medium' }).format(date));
    expect(formatCreatedDate(date)).toMatch(/15.*ene.*2026/);
  });
});
