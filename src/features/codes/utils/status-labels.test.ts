import { describe, expect, it } from 'vitest';
import { codeStatusLabel, codeTypeLabel } from '@/features/codes/utils/status-labels';

describe('codeStatusLabel', () => {
  it('labels an available code without uses as Disponible', () => {
    expect(codeStatusLabel('available', 0)).toBe('Disponible');
  });
  it('labels an available code with uses as En uso', () => {
    expect(codeStatusLabel('available', 2)).toBe('En uso');
  });
  it('labels expired and deleted codes', () => {
    expect(codeStatusLabel('expired', 1)).toBe('Expirado');
    expect(codeStatusLabel('deleted', 0)).toBe('Eliminado');
  });
  it('labels any other status, including the empty status of an unknown code, as No existe', () => {
    expect(codeStatusLabel('', 0)).toBe('No existe');
    expect(codeStatusLabel(undefined, 0)).toBe('No existe');
    expect(codeStatusLabel('paused', 3)).toBe('No existe');
  });
});

describe('codeTypeLabel', () => {
  it('labels leader codes as Líder and discount codes as Descuento', () => {
    expect(codeTypeLabel('leader')).toBe('Líder');
    expect(codeTypeLabel('discount')).toBe('Descuento');
  });
  it('falls back to Líder for a missing or unknown type', () => {
    expect(codeTypeLabel(undefined)).toBe('Líder');
    expect(codeTypeLabel('vip')).toBe('Líder');
  });
});
