import { describe, expect, it } from 'vitest';
import { codeNoteInputSchema, formatNotePhone, noteNameKey, NOTE_NAME_MAX_LENGTH, whatsAppNumber } from './code-note';

describe("an 'Entregado a' note", () => {
  it('is searched by its name without accents, in lower case', () => {
    expect(noteNameKey('  María   Pérez ')).toBe('maria perez');
    expect(noteNameKey('ÑANDÚ')).toBe('nandu');
  });

  it('takes a Costa Rican number without its prefix as +506', () => {
    expect(whatsAppNumber('8888-1234')).toBe('50688881234');
    expect(whatsAppNumber('8888 1234')).toBe('50688881234');
    expect(whatsAppNumber('+506 8888-1234')).toBe('50688881234');
    expect(whatsAppNumber('506 8888 1234')).toBe('50688881234');
  });

  it('keeps a number with its country code as its digits', () => {
    expect(whatsAppNumber('+1 (415) 555-0100')).toBe('14155550100');
  });

  it('refuses what is not a phone', () => {
    for (const raw of ['', '1234', 'ocho', '+12', '8888-1234 ext 5', '0012345678901']) expect(whatsAppNumber(raw)).toBeNull();
  });

  it('shows a Costa Rican number as it is written there, any other with its +', () => {
    expect(formatNotePhone('50688881234')).toBe('8888-1234');
    expect(formatNotePhone('14155550100')).toBe('+14155550100');
  });

  it('stores the trimmed name, its key and the phone digits, or no phone', () => {
    expect(codeNoteInputSchema.parse({ name: ' María Pérez ', phone: '8888-1234' })).toEqual({ name: 'María Pérez', nameKey: 'maria perez', phone: '50688881234' });
    expect(codeNoteInputSchema.parse({ name: 'Juan', phone: ' ' })).toEqual({ name: 'Juan', nameKey: 'juan', phone: null });
  });

  it('refuses an empty or too long name, a name on two lines and a wrong phone, naming the field', () => {
    const issuesOf = (input: { name: string; phone: string }) => codeNoteInputSchema.safeParse(input).error?.issues.map((issue) => issue.path[0]) ?? [];
    expect(issuesOf({ name: '  ', phone: '' })).toEqual(['name']);
    expect(issuesOf({ name: 'a'.repeat(NOTE_NAME_MAX_LENGTH + 1), phone: '' })).toEqual(['name']);
    expect(issuesOf({ name: 'María\nPérez', phone: '' })).toEqual(['name']);
    expect(issuesOf({ name: 'María', phone: '12' })).toEqual(['phone']);
  });
});
