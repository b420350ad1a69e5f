import { describe, expect, it } from 'vitest';
import { dataAge } from '@/features/codes/utils/data-age';

const now = new Date('2026-11-23T18:00:00-06:00');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('dataAge', () => {
  it('calls data confirmed less than a minute ago "este minuto"', () => {
    expect(dataAge(ago(0), now)).toBe('este minuto');
    expect(dataAge(ago(59_000), now)).toBe('este minuto');
  });

  it('counts whole minutes under an hour', () => {
    expect(dataAge(ago(60_000), now)).toBe('hace 1 minuto');
    expect(dataAge(ago(12 * 60_000 + 30_000), now)).toBe('hace 12 minutos');
    expect(dataAge(ago(59 * 60_000), now)).toBe('hace 59 minutos');
  });

  it('counts whole hours under a day', () => {
    expect(dataAge(ago(60 * 60_000), now)).toBe('hace 1 hora');
    expect(dataAge(ago(3 * 60 * 60_000 + 59 * 60_000), now)).toBe('hace 3 horas');
  });

  it('counts days beyond that, in everyday words for the first two', () => {
    expect(dataAge(ago(24 * 60 * 60_000), now)).toBe('ayer');
    expect(dataAge(ago(2 * 24 * 60 * 60_000), now)).toBe('anteayer');
    expect(dataAge(ago(5 * 24 * 60 * 60_000), now)).toBe('hace 5 días');
  });

  it('treats a sync time in the future (a changed clock) as now', () => {
    expect(dataAge(new Date(now.getTime() + 10 * 60_000), now)).toBe('este minuto');
  });
});
