// Client form schemas of the account screens (spec section 5). The leader fields reuse the
// shared leaderFormSchema, so the registration form and the functions agree.
import { RESET_PASSWORD_LENGTH } from '@common/constants';
import { leaderFormSchema } from '@common/schemas';
import { z } from 'zod';
import { texts } from '@/lib/texts';

const v = texts.validation;

/** The special characters the password rule accepts (spec section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';

const emailSchema = z.email({ error: v.invalidEmail });

/** New password: 8–64 characters with an uppercase, a lowercase, a digit and a special character. */
export const newPasswordSchema = z
  .string()
  .min(1, { error: v.required })
  .min(RESET_PASSWORD_LENGTH.min, { error: v.passwordLength })
  .max(RESET_PASSWORD_LENGTH.max, { error: v.passwordLength })
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[#?!@$%^&*-]/.test(value), {
    error: v.passwordComposition,
  });

/** Password form (password, confirmPassword); a mismatch is reported on confirmPassword. */
export const passwordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: v.required }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: texts.errors.passwordsNoMatch,
  });
export type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Reset request form: a required, valid e-mail. */
export const resetRequestSchema = z.object({
  email: z.string().trim().min(1, { error: v.required }).pipe(emailSchema),
});
export type ResetRequestForm = z.infer<typeof resetRequestSchema>;

/** Registration: the leader form of section 3 plus password and confirmation. */
export const registrationSchema = leaderFormSchema
  .extend({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: v.required }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: texts.errors.passwordsNoMatch,
  });
export type RegistrationFormInput = z.input<typeof registrationSchema>;
export type RegistrationForm = z.output<typeof registrationSchema>;
