import { describe, expect, it } from 'vitest';
import { toSignInEmail } from '@/features/auth/utils/sign-in-identifier';

describe('toSignInEmail', () => {
  it('appends the username domain to a bare username', () => {
    expect(toSignInEmail('lider', 'demo.cr')).toBe('lider@demo.cr');
  });

  it('keeps a full e-mail as typed, without spaces around it', () => {
    expect(toSignInEmail('  lider2@demo.cr ', 'demo.cr')).toBe('lider2@demo.cr');
  });

  it('accepts a domain written with a leading @', () => {
    expect(toSignInEmail('lider', '@demo.cr')).toBe('lider@demo.cr');
  });

  it('leaves a bare username unchanged when no domain is configured', () => {
    expect(toSignInEmail('lider', '')).toBe('lider');
  });

  it('leaves an empty identifier empty', () => {
    expect(toSignInEmail('   ', 'demo.cr')).toBe('');
  });
});
