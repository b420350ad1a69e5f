import { describe, expect, it } from 'vitest';
import { NOT_NAMES } from '../tests/support/fixtures/not-names';
import { PHONE_PATTERN } from './constants';
import { leaderFormSchema } from './leader-form';
import { isPersonName } from './person-name';
import { isWellFormedText, malformedTextPath } from './text-fields';

describe('a person name', () => {
  it.each([
    'Ana',
    'Laura Jiménez',
    'María José',
    "D'Angelo",
    'O’Connor',
    'Pérez-Soto',
    'Ma. José',
    'St. John',
    'Jose\u0301',
    'Zoë',
    '李小龍',
    'Nguyễn Thị',
    'Ølstad',
    'Ἀλέξανδρος',
    'Иван',
    'محمد',
    'ราชา',
  ])('accepts %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(NOT_NAMES)('refuses %s', (_label, name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('decides a long name quickly', () => {
    const started = performance.now();
    expect(isPersonName(`${'a'.repeat(100_000)}1`)).toBe(false);
    expect(isPersonName(`a${"'".repeat(100_000)}1`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('is what the leader form asks of first and last names, with a Spanish message naming the field', () => {
    const form = { firstName: 'Ana', lastName: 'Mora', email: 'ana@pruebas.cr', dateOfBirth: '1990-05-17', idNumber: '1', phone: '88881234' };
    expect(leaderFormSchema.safeParse(form).success).toBe(true);
    const refused = leaderFormSchema.safeParse({ ...form, firstName: 'Cuenta bloqueada: llame al 8888-0000' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['firstName'], message: 'El nombre solo admite letras, espacios, apóstrofos, guiones y puntos.' });
    expect(leaderFormSchema.safeParse({ ...form, lastName: '\u3164' }).error?.issues[0].path).toEqual(['lastName']);
  });
});

describe('well-formed text', () => {
  it('tells an unpaired surrogate from a pair', () => {
    expect(isWellFormedText('José 😀')).toBe(true);
    expect(isWellFormedText('A\uD800B')).toBe(false);
    expect(isWellFormedText('\uDC00')).toBe(false);
    expect(isWellFormedText('\uD83D')).toBe(false);
  });

  it('names the first malformed value or key in a request, at any depth', () => {
    expect(malformedTextPath({ firstName: 'Ana', codes: ['A', 'B'] })).toBeNull();
    expect(malformedTextPath({ firstName: 'A\uD800' })).toBe('firstName');
    expect(malformedTextPath({ codes: ['A', '\uDC00'] })).toBe('codes.1');
    expect(malformedTextPath({ a: { b: [{ c: '\uD800' }] } })).toBe('a.b.0.c');
    expect(malformedTextPath({ ['\uD800']: 1 })).toBe('\uFFFD');
    expect(malformedTextPath('\uD800')).toBe('');
    expect(malformedTextPath(null)).toBeNull();
    let deep: unknown = '\uD800';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(malformedTextPath(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });

  it('is the first check of the leader form fields, so the answer names the field', () => {
    const form = { firstName: 'Ana', lastName: 'Mora', email: 'ana@pruebas.cr', dateOfBirth: '1990-05-17', idNumber: '1', phone: '88881234' };
    for (const field of ['firstName', 'lastName', 'idNumber', 'email', 'phone']) {
      const issue = leaderFormSchema.safeParse({ ...form, [field]: 'A\uD800B' }).error?.issues[0];
      expect(issue?.path).toEqual([field]);
      expect(issue?.message).toMatch(/texto Unicode mal formado/);
    }
  });
});

describe('a phone counts its digits', () => {
  const phone = new RegExp(PHONE_PATTERN);
  it.each(['88881234', '8888123', '+506 8888 1234', '+506 8888-1234', '+506 (8888) 1234', '+'.concat('8'.repeat(20))])('accepts %j', (value) => {
    expect(phone.test(value)).toBe(true);
  });
  it.each(['8------', '8 - - - - - -', '8()()()()', '888812', '8'.repeat(21), '(506) 8888-1234', '++50688881234', '8888 1234 ', '8888   1234', 'llámame'])(
    'refuses %j',
    (value) => {
      expect(phone.test(value)).toBe(false);
    },
  );
});

describe('the leader form', () => {
  const filled = { firstName: 'Noelia', lastName: 'Brenes Solano', email: 'noelia@demo.cr', dateOfBirth: '1994-03-14', idType: 'national_id', idNumber: '1-1234-0567', phone: '8888 1234' };

  it.each(['firstName', 'lastName', 'email', 'dateOfBirth', 'idNumber', 'phone'] as const)('says "Campo obligatorio" under %s left empty', (field) => {
    const refused = leaderFormSchema.safeParse({ ...filled, [field]: '  ' });
    // The form shows the first issue of each field.
    const issue = refused.error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, 'Campo obligatorio']);
  });
});
