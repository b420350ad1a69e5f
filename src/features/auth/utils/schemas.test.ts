import { describe, expect, it } from 'vitest';
import { passwordFormSchema, registrationSchema, resetRequestSchema } from '@/features/auth/utils/schemas';
import { createSignInSchema } from '@/features/auth/utils/sign-in-schema';
import { texts } from '@/lib/texts';
import { NEW_PASSWORD } from '@tests/support/fixtures/passwords';

describe('sign-in schema', () => {
  const withDomain = createSignInSchema('demo.cr');
  const withoutDomain = createSignInSchema('');

  it('accepts an e-mail and a password', () => {
    expect(withDomain.safeParse({ identifier: 'lider@demo.cr', password: 'x' }).success).toBe(true);
  });

  it('accepts a bare username when a domain is configured', () => {
    expect(withDomain.safeParse({ identifier: 'lider', password: 'x' }).success).toBe(true);
  });

  it('refuses a bare username when no domain is configured', () => {
    expect(withoutDomain.safeParse({ identifier: 'lider', password: 'x' }).success).toBe(false);
  });

  it('requires the identifier and the password', () => {
    expect(withDomain.safeParse({ identifier: '', password: 'x' }).success).toBe(false);
    expect(withDomain.safeParse({ identifier: 'lider@demo.cr', password: '' }).success).toBe(false);
  });

  it('refuses a malformed e-mail', () => {
    expect(withDomain.safeParse({ identifier: 'lider@', password: 'x' }).success).toBe(false);
  });
});

describe('password form schema', () => {
  const valid = NEW_PASSWORD;

  it('accepts a password with upper, lower, digit and special character that matches its confirmation', () => {
    expect(passwordFormSchema.safeParse({ password: valid, confirmPassword: valid }).success).toBe(true);
  });

  it.each([
    ['shorter than 8 characters', 'Ab1#xyz'],
    ['longer than 64 characters', `Ab1#${'x'.repeat(61)}`],
    ['without an uppercase letter', 'lideres#2026'],
    ['without a lowercase letter', 'LIDERES#2026'],
    ['without a digit', 'Lideres#abcd'],
    ['without a special character from #?!@$%^&*-', 'Lideres_2026'],
  ])('refuses a password %s', (_case, password) => {
    expect(passwordFormSchema.safeParse({ password, confirmPassword: password }).success).toBe(false);
  });

  it.each([...'#?!@$%^&*-'])('accepts %s as the special character', (special) => {
    const password = `Lideres${special}2026`;
    expect(passwordFormSchema.safeParse({ password, confirmPassword: password }).success).toBe(true);
  });

  it('accepts exactly 64 characters', () => {
    const password = `Ab1#${'x'.repeat(60)}`;
    expect(passwordFormSchema.safeParse({ password, confirmPassword: password }).success).toBe(true);
  });

  it('reports a mismatch on confirmPassword with the catalogue text', () => {
    const result = passwordFormSchema.safeParse({ password: valid, confirmPassword: 'Lideres#2027' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: texts.errors.passwordsNoMatch });
  });
});

describe('reset request schema', () => {
  it('requires a valid e-mail', () => {
    expect(resetRequestSchema.safeParse({ email: 'lider@demo.cr' }).success).toBe(true);
    expect(resetRequestSchema.safeParse({ email: '' }).success).toBe(false);
    expect(resetRequestSchema.safeParse({ email: 'lider' }).success).toBe(false);
  });
});

describe('registration schema', () => {
  const form = {
    firstName: 'Ana',
    lastName: 'Mora Solís',
    email: 'ana@demo.cr',
    dateOfBirth: '1990-05-17',
    idNumber: '1-2345-6789',
    phone: '+506 8888 1234',
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  };

  it('accepts a complete form and defaults idType to national_id', () => {
    const result = registrationSchema.safeParse(form);
    expect(result.success).toBe(true);
    expect(result.data?.idType).toBe('national_id');
  });

  it.each(['firstName', 'lastName', 'email', 'dateOfBirth', 'idNumber', 'phone'] as const)('requires %s', (field) => {
    expect(registrationSchema.safeParse({ ...form, [field]: '' }).success).toBe(false);
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(registrationSchema.safeParse({ ...form, confirmPassword: 'Otra#2026x' }).success).toBe(false);
  });
});
