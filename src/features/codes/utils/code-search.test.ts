import { describe, expect, it } from 'vitest';
import { codeSearchStart, inOrderOf, mergeFoundCodes } from '@/features/codes/utils/code-search';

const code = (id: string) => ({ id });

describe('codeSearchStart', () => {
  it('looks for the start of a code as it is stored: trimmed and upper case', () => {
    expect(codeSearchStart(' ve ')).toBe('VE');
    expect(codeSearchStart('verano01')).toBe('VERANO01');
    expect(codeSearchStart('VERANO01')).toBe('VERANO01');
  });

  it('has nothing to look for in an empty or blank search', () => {
    expect(codeSearchStart('')).toBeNull();
    expect(codeSearchStart('  \t ')).toBeNull();
  });
});

describe('mergeFoundCodes', () => {
  it('lists the codes found by value first, then those found by name', () => {
    expect(mergeFoundCodes([code('a'), code('b')], [code('c')]).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('lists a code found both ways once, where its value put it', () => {
    expect(mergeFoundCodes([code('a'), code('b')], [code('b'), code('c'), code('a')]).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('is empty when neither query found anything', () => {
    expect(mergeFoundCodes([], [])).toEqual([]);
  });
});

describe('inOrderOf', () => {
  it('puts the codes in the order of the names that found them, leaving out ids not found', () => {
    expect(inOrderOf(['z', 'x', 'gone', 'y'], [code('x'), code('y'), code('z')]).map((c) => c.id)).toEqual(['z', 'x', 'y']);
  });
});
