import { describe, expect, it } from 'vitest';
import { splitCodes } from './code-value';

describe('splitCodes', () => {
  it('splits on commas, spaces, tabs and line breaks', () => {
    expect(splitCodes('VERANO01, VERANO02 VERANO03\nVERANO04\tOTRO01\r\nNOEXISTE1')).toEqual([
      'VERANO01',
      'VERANO02',
      'VERANO03',
      'VERANO04',
      'OTRO01',
      'NOEXISTE1',
    ]);
  });
  it('drops empty pieces from repeated separators and surrounding blanks', () => {
    expect(splitCodes(' ,, A,,B \n\n ,')).toEqual(['A', 'B']);
    expect(splitCodes('   \n , ')).toEqual([]);
  });
  it('keeps only the first occurrence of a repeated code, in input order', () => {
    expect(splitCodes('B A B C A')).toEqual(['B', 'A', 'C']);
  });
});
