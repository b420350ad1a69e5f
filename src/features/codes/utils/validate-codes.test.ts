import { describe, expect, it } from 'vitest';
import { codeStatusLabel } from '@/lib/codes/labels';
import { splitCodes } from '@common/code-value';
import { bulkCodes, trackedCode } from '@tests/support/fixtures/tracked-code';
import { indexTrackedCodes, keysToLookUp, normalizeCode, validateCodes } from '@/features/codes/utils/validate-codes';
import type { LookupOutcome } from '@/features/codes/api/look-up-codes';

const demoIndex = indexTrackedCodes([
  trackedCode({ code: 'VERANO01', currentUses: 0, maxUses: 1 }),
  trackedCode({ code: 'VERANO02', currentUses: 2, maxUses: 5 }),
  trackedCode({ code: 'VERANO03', status: 'expired', currentUses: 1, maxUses: 1 }),
  trackedCode({ code: 'DESC10', codeType: 'discount', percent: 10, maxUses: 3 }),
]);

describe('validateCodes', () => {
  it('puts tracked available codes in the valid list with their status and usage', () => {
    const { valid } = validateCodes(['VERANO01', 'VERANO02'], demoIndex);
    expect(valid.map((c) => [c.code, c.status, c.currentUses, c.maxUses])).toEqual([
      ['VERANO01', 'available', 0, 1],
      ['VERANO02', 'available', 2, 5],
    ]);
  });

  it('puts tracked expired codes in the invalid list with their real status', () => {
    const { valid, invalid } = validateCodes(['VERANO03'], demoIndex);
    expect(valid).toEqual([]);
    expect(invalid).toMatchObject([{ code: 'VERANO03', status: 'expired', currentUses: 1, maxUses: 1 }]);
  });

  it('gives unknown codes no status (the label No existe) and 0/0 use', () => {
    const { invalid } = validateCodes(['VERANO04', 'OTRO01', 'NOEXISTE1'], demoIndex);
    expect(invalid).toEqual(
      ['VERANO04', 'OTRO01', 'NOEXISTE1'].map((code) => ({
        code,
        status: null,
        currentUses: 0,
        maxUses: 0,
        tracked: null,
      })),
    );
  });

  it('matches codes case-insensitively after trimming and shows each code once', () => {
    const { valid, invalid } = validateCodes(['verano01', ' Verano01 ', 'VERANO01', 'noexiste1', 'NOEXISTE1'], demoIndex);
    expect(valid.map((c) => c.code)).toEqual(['VERANO01']);
    expect(invalid.map((c) => c.code)).toEqual(['NOEXISTE1']);
    expect(normalizeCode('  desc10 ')).toBe('DESC10');
  });

  it('sorts the demo mixed paste into the expected tables', () => {
    const { valid, invalid } = validateCodes(splitCodes('VERANO01, VERANO02 VERANO03\nVERANO04 OTRO01 NOEXISTE1'), demoIndex);
    expect(valid.map((c) => `${c.code} ${codeStatusLabel(c.status, c.currentUses)} ${c.currentUses}/${c.maxUses}`)).toEqual([
      'VERANO01 Disponible 0/1',
      'VERANO02 En uso 2/5',
    ]);
    expect(invalid.map((c) => `${c.code} ${codeStatusLabel(c.status, c.currentUses)} ${c.currentUses}/${c.maxUses}`)).toEqual([
      'VERANO03 Expirado 1/1',
      'VERANO04 No existe 0/0',
      'OTRO01 No existe 0/0',
      'NOEXISTE1 No existe 0/0',
    ]);
  });

  it('prefers an available copy when the same code is tracked twice', () => {
    const index = indexTrackedCodes([
      trackedCode({ id: 'a', code: 'DUP1', status: 'expired' }),
      trackedCode({ id: 'b', code: 'DUP1', status: 'available' }),
    ]);
    expect(validateCodes(['DUP1'], index).valid.map((c) => c.tracked?.id)).toEqual(['b']);
  });

  it('validates 1,000 pasted codes against 20,000 tracked codes in well under 10 ms', () => {
    const codes = bulkCodes(20_000);
    const index = indexTrackedCodes(codes);
    const pasted = [...codes.slice(0, 900).map((c) => c.code.toLowerCase()), ...Array.from({ length: 100 }, (_, i) => `X${i}`)];
    validateCodes(pasted, index); // warm-up (JIT)
    // The median of several runs: one run on a machine busy with other work says little.
    const samples = Array.from({ length: 7 }, () => {
      const started = performance.now();
      const result = validateCodes(pasted, index);
      expect(result.valid.length + result.invalid.length).toBe(1000);
      return performance.now() - started;
    }).sort((a, b) => a - b);
    expect(samples[3]).toBeLessThan(10);
  });

  it('asks the server only about the pieces the loaded codes do not answer, each once', () => {
    expect(keysToLookUp(['VERANO01', 'viejo1', 'VIEJO1', 'otro01', ''], demoIndex)).toEqual(['VIEJO1', 'OTRO01']);
  });

  it('shows an expired code of a past event as the server has it, and a code the server does not know as No existe', () => {
    const lookups = new Map<string, LookupOutcome>([
      ['VIEJO1', { kind: 'tracked', code: trackedCode({ code: 'VIEJO1', status: 'expired', currentUses: 3, maxUses: 4 }) }],
      ['OTRO01', { kind: 'notTracked' }],
    ]);
    const { valid, invalid, unchecked } = validateCodes(['VERANO01', 'viejo1', 'OTRO01'], demoIndex, lookups);
    expect(valid.map((c) => c.code)).toEqual(['VERANO01']);
    expect(invalid.map((c) => `${c.code} ${codeStatusLabel(c.status, c.currentUses)} ${c.currentUses}/${c.maxUses}`)).toEqual([
      'VIEJO1 Expirado 3/4',
      'OTRO01 No existe 0/0',
    ]);
    expect(unchecked).toBe(0);
  });

  it('validates an available code the server found before the listener had it', () => {
    const lookups = new Map<string, LookupOutcome>([['NUEVO1', { kind: 'tracked', code: trackedCode({ code: 'NUEVO1' }) }]]);
    expect(validateCodes(['NUEVO1'], demoIndex, lookups).valid.map((c) => c.code)).toEqual(['NUEVO1']);
  });

  it('never calls a code it could not look up No existe: without a connection it is Sin verificar, and counted', () => {
    const lookups = new Map<string, LookupOutcome>([['VIEJO1', { kind: 'unreachable' }]]);
    const { invalid, unchecked } = validateCodes(['VERANO01', 'VIEJO1'], demoIndex, lookups);
    expect(invalid.map((c) => `${c.code} ${codeStatusLabel(c.status, c.currentUses)}`)).toEqual(['VIEJO1 Sin verificar']);
    expect(unchecked).toBe(1);
  });
});
