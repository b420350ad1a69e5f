// Forms of the two-step verification screen (zod/mini, like the other account forms).
import * as z from 'zod/mini';
import { toE164 } from '@/features/auth/utils/phone-number';
import { SMS_CODE_PATTERN } from '@/features/auth/utils/sms-code';
import { authTexts } from '@/features/auth/texts';
import { twoStepTexts } from '@/features/auth/two-step-texts';

const t = twoStepTexts;

/** The phone to enrol, as typed; toE164() gives the number Firebase gets. */
export const phoneFormSchema = z.object({
  phone: z.string().check(z.refine((value) => toE164(value) !== null, { error: t.invalidPhone })),
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

/** The 6-digit SMS code. */
export const smsCodeFormSchema = z.object({
  code: z.string().check(z.trim(), z.regex(SMS_CODE_PATTERN, { error: t.invalidCode })),
});
export type SmsCodeForm = z.infer<typeof smsCodeFormSchema>;

/** The current password, to confirm a recent sign-in. */
export const currentPasswordFormSchema = z.object({
  password: z.string().check(z.minLength(1, { error: authTexts.validation.required })),
});
export type CurrentPasswordForm = z.infer<typeof currentPasswordFormSchema>;
