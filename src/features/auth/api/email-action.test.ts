import { describe, expect, it } from 'vitest';
import { emailActionErrorMessage } from '@/features/auth/api/email-action';
import { authTexts } from '@/features/auth/texts';

describe('emailActionErrorMessage', () => {
  it('explains a rate limit (429) in Spanish', () => {
    expect(emailActionErrorMessage(429)).toBe(authTexts.resetRequest.tooManyRequests);
  });

  it('gives the generic failure text for any other status', () => {
    expect(emailActionErrorMessage(500)).toBe(authTexts.resetRequest.failed);
    expect(emailActionErrorMessage(400)).toBe(authTexts.resetRequest.failed);
  });
});
