import { describe, expect, it } from 'vitest';
import { formatCount } from './number-format';

describe('formatCount', () => {
  it('writes a count in es-CR: thousands apart with a no-break space from 1 000 on', () => {
    expect([0, 7, 999, 1000, 12_500, 1_000_000].map(formatCount)).toEqual(['0', '7', '999', '1\u00a0000', '12\u00a0500', '1\u00a0000\u00a0000']);
  });
});
