import { describe, expect, it } from 'vitest';
import { currentPasswordFormSchema, phoneFormSchema, smsCodeFormSchema } from '@/features/auth/utils/two-step-schemas';
import { authTexts } from '@/features/auth/texts';
import { twoStepTexts } from '@/features/auth/two-step-texts';
import { NEW_PASSWORD } from '@tests/support/fixtures/passwords';

describe('two-step verification forms', () => {
  it('accept a Costa Rican number as typed and refuse one that cannot be a phone', () => {
    expect(phoneFormSchema.safeParse({ phone: '8888 1234' }).success).toBe(true);
    expect(phoneFormSchema.safeParse({ phone: '+1 415 555 0100' }).success).toBe(true);
    const refused = phoneFormSchema.safeParse({ phone: '8888' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(twoStepTexts.invalidPhone);
  });

  it('accept a 6-digit SMS code, spaces around it aside', () => {
    expect(smsCodeFormSchema.safeParse({ code: ' 123456 ' }).data).toEqual({ code: '123456' });
    expect(smsCodeFormSchema.safeParse({ code: '12345' }).error?.issues[0].message).toBe(twoStepTexts.invalidCode);
    expect(smsCodeFormSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });

  it('require the current password', () => {
    expect(currentPasswordFormSchema.safeParse({ password: '' }).error?.issues[0].message).toBe(authTexts.validation.required);
    expect(currentPasswordFormSchema.safeParse({ password: NEW_PASSWORD }).success).toBe(true);
  });
});
