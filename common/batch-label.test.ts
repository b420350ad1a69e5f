import { describe, expect, it } from 'vitest';
import { batchLabel } from './batch-label';
import { formatCount } from './number-format';

const MADE = Date.UTC(2026, 0, 15, 18, 0);

describe('batchLabel', () => {
  it('is the name the batch was given', () => {
    expect(batchLabel({ name: 'Preventa redes', eventName: 'Noche de Rock', createdAtMs: MADE, count: 50 })).toBe('Preventa redes');
  });

  it('is the event, the es-CR day and the size when the batch has no name', () => {
    expect(batchLabel({ name: null, eventName: 'Noche de Rock', createdAtMs: MADE, count: 1250 })).toBe(`Noche de Rock · 15 ene 2026 · ${formatCount(1250)} códigos`);
    expect(batchLabel({ eventName: 'Festival de Verano 2026', createdAtMs: MADE, count: 1 })).toBe('Festival de Verano 2026 · 15 ene 2026 · 1 código');
  });

  it('treats a blank name as no name', () => {
    expect(batchLabel({ name: '   ', eventName: 'Noche de Rock', createdAtMs: MADE, count: 2 })).toBe('Noche de Rock · 15 ene 2026 · 2 códigos');
  });

  it('writes the day in Costa Rica, whatever the clock of the machine', () => {
    // 03:00 UTC on 16 January is still 15 January in Costa Rica (UTC−6).
    expect(batchLabel({ eventName: 'Noche de Rock', createdAtMs: Date.UTC(2026, 0, 16, 3, 0), count: 2 })).toBe('Noche de Rock · 15 ene 2026 · 2 códigos');
  });

  it('leaves the day out while it is not known', () => {
    expect(batchLabel({ eventName: 'Noche de Rock', createdAtMs: null, count: 2 })).toBe('Noche de Rock · 2 códigos');
  });
});
