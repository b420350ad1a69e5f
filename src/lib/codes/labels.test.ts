import { describe, expect, it } from 'vitest';
import { codeStatusLabel, codeTypeLabel, eventNameLabel, leaderNameLabel, statusShown } from '@/lib/codes/labels';

describe('codeStatusLabel', () => {
  it('labels an available code without uses as Disponible', () => {
    expect(codeStatusLabel('available', 0)).toBe('Disponible');
  });
  it('labels an available code with uses as En uso', () => {
    expect(codeStatusLabel('available', 2)).toBe('En uso');
    expect(statusShown('available', 2)).toBe('inUse');
  });
  it('labels expired and deleted codes', () => {
    expect(codeStatusLabel('expired', 1)).toBe('Expirado');
    expect(codeStatusLabel('deleted', 0)).toBe('Eliminado');
  });
  it('labels a code that is not tracked (no status) as No existe', () => {
    expect(codeStatusLabel(null, 0)).toBe('No existe');
    expect(statusShown(null, 3)).toBe('missing');
  });
});

describe('codeTypeLabel', () => {
  it('labels leader codes as Líder and discount codes as Descuento', () => {
    expect(codeTypeLabel('leader')).toBe('Líder');
    expect(codeTypeLabel('discount')).toBe('Descuento');
  });
});

describe('names', () => {
  it('shows the stored names, and Evento no encontrado or Leader no encontrado when a code has none', () => {
    expect(eventNameLabel('Noche de Rock')).toBe('Noche de Rock');
    expect(eventNameLabel(null)).toBe('Evento no encontrado');
    expect(leaderNameLabel('Laura Jiménez')).toBe('Laura Jiménez');
    expect(leaderNameLabel(null)).toBe('Leader no encontrado');
  });
});
