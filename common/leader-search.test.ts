import { describe, expect, it } from 'vitest';
import { leaderSearchFields, normalizeSearchText, searchKey, SEARCH_PREFIX_MAX_LENGTH } from './leader-search';

describe('finding a leader by name or e-mail', () => {
  const fields = leaderSearchFields({ displayName: 'Laura Jiménez Solís', email: 'Lider@Demo.cr' });

  it('finds the leader by the name from the start of any of its words, or by the start of the e-mail, ignoring accents and case', () => {
    for (const search of ['Lau', 'laura jim', 'JIMENEZ', 'jiménez so', 'sol', 'lider@', 'lider@demo.cr']) {
      expect(fields.searchPrefixes, search).toContain(searchKey(search));
    }
  });

  it('does not find the leader by the middle of a word', () => {
    expect(fields.searchPrefixes).not.toContain(searchKey('aura'));
    expect(fields.searchPrefixes).not.toContain(searchKey('demo.cr'));
  });

  it('sorts by the name without accents, and by the e-mail when there is no name', () => {
    expect(fields.sortName).toBe('laura jimenez solis');
    expect(leaderSearchFields({ firstName: 'Ana', lastName: 'Mora' }).sortName).toBe('ana mora');
    expect(leaderSearchFields({ email: 'sin.nombre@demo.cr' }).sortName).toBe('sin.nombre@demo.cr');
  });

  it('keeps prefixes short, so a long search matches on its beginning', () => {
    const long = leaderSearchFields({ email: `${'a'.repeat(60)}@demo.cr` });
    expect(Math.max(...long.searchPrefixes.map((prefix) => prefix.length))).toBe(SEARCH_PREFIX_MAX_LENGTH);
    expect(long.searchPrefixes).toContain(searchKey('a'.repeat(45)));
  });

  it('normalizes spaces and marks in a search', () => {
    expect(normalizeSearchText('  Ana   María ')).toBe('ana maria');
    expect(searchKey('   ')).toBe('');
  });
});
