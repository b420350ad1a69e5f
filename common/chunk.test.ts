import { describe, expect, it } from 'vitest';
import { chunk } from './chunk';

describe('chunk', () => {
  it('keeps the order and fills every group but the last', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives one group when the list fits, and none for an empty list', () => {
    expect(chunk(['a', 'b'], 30)).toEqual([['a', 'b']]);
    expect(chunk([], 30)).toEqual([]);
  });
});
