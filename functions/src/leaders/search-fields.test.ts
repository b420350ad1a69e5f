import { describe, expect, it } from 'vitest';
import { leaderSearchFields } from '../../../common/leader-search';
import { holdsSearchFields, searchFieldsOf } from './search-fields';

const profile = { role: 'Leader', displayName: 'Laura Jiménez', firstName: 'Laura', lastName: 'Jiménez', email: 'lider@demo.cr' };
const indexed = { ...profile, ...searchFieldsOf(profile) };

describe('the search fields the functions keep on users/{uid}', () => {
  it('are the common search fields of the name and the e-mail', () => {
    expect(searchFieldsOf(profile)).toEqual(leaderSearchFields(profile));
  });

  it('leave nothing to rewrite once written, whatever else changes', () => {
    expect(holdsSearchFields(indexed, searchFieldsOf(indexed))).toBe(true);
    const otherChange = { ...indexed, phoneNumber: '+506 8888 0000', permissions: { read: false } };
    expect(holdsSearchFields(otherChange, searchFieldsOf(otherChange))).toBe(true);
  });

  it('need rewriting after a change of name or e-mail, or when missing or altered', () => {
    for (const changed of [
      { ...indexed, displayName: 'Laura Villalobos' },
      { ...indexed, email: 'otra@demo.cr' },
      profile,
      { ...indexed, searchPrefixes: [...indexed.searchPrefixes].reverse() },
      { ...indexed, sortName: 'otra' },
    ]) {
      expect(holdsSearchFields(changed, searchFieldsOf(changed)), JSON.stringify(changed).slice(0, 80)).toBe(false);
    }
  });

  it('stay small for a huge name written before the name rules existed', () => {
    const fields = searchFieldsOf({ displayName: 'a '.repeat(400_000), email: `${'b'.repeat(5_000)}@demo.cr` });
    expect(JSON.stringify(fields).length).toBeLessThan(20_000);
  });
});
