import { describe, expect, it } from 'vitest';
import { maskPhoneNumber, phonePrefill, toE164 } from '@/features/auth/utils/phone-number';

describe('toE164', () => {
  it('takes a number without a country code as Costa Rican', () => {
    expect(toE164('8888 1234')).toBe('+50688881234');
    expect(toE164('8888-1234')).toBe('+50688881234');
    expect(toE164(' 88881234 ')).toBe('+50688881234');
  });

  it('keeps a country code typed with + or 00', () => {
    expect(toE164('+506 8888 1234')).toBe('+50688881234');
    expect(toE164('+1 (415) 555-0100')).toBe('+14155550100');
    expect(toE164('0052 55 1234 5678')).toBe('+525512345678');
  });

  it('refuses a Costa Rican number without exactly 8 digits', () => {
    expect(toE164('8888 123')).toBeNull();
    expect(toE164('+506 8888 12345')).toBeNull();
  });

  it('refuses letters, an empty field and numbers longer than E.164 allows', () => {
    expect(toE164('')).toBeNull();
    expect(toE164('8888 12a4')).toBeNull();
    expect(toE164('+')).toBeNull();
    expect(toE164('+1234567890123456')).toBeNull();
    expect(toE164('+0 555 1234')).toBeNull();
    expect(toE164('88+881234')).toBeNull();
  });
});

describe('phonePrefill', () => {
  it('offers the profile phone when it is one', () => {
    expect(phonePrefill('8888 1234')).toBe('8888 1234');
    expect(phonePrefill('+506 8888-1234')).toBe('+506 8888-1234');
  });

  it('leaves the field empty for a missing or unusable profile phone', () => {
    expect(phonePrefill(null)).toBe('');
    expect(phonePrefill(undefined)).toBe('');
    expect(phonePrefill('22 33')).toBe('');
  });
});

describe('maskPhoneNumber', () => {
  it('shows only the last 4 digits of a Costa Rican number, with its country code', () => {
    expect(maskPhoneNumber('+50688881234')).toBe('+506 •••• 1234');
  });

  it('hides the country code of other numbers too', () => {
    expect(maskPhoneNumber('+14155550100')).toBe('+••••••• 0100');
  });

  it('keeps a number Firebase already masked', () => {
    expect(maskPhoneNumber('+*******1234')).toBe('+*******1234');
  });
});
