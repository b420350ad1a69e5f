// Client form schemas of the account screens (docs/product.md, Validation rules). The leader
// fields reuse the shared leaderFormSchema, so the registration form and the functions agree.
// zod/mini, like leaderFormSchema: full zod would add about 10 KB gzip to what a leader's phone downloads.
import { leaderFormSchema } from '@common/leader-form';
import { newPasswordSchema as newPassword } from '@common/password';
import * as z from 'zod/mini';
import { authTexts } from '@/features/auth/texts';
import { texts } from '@/lib/texts';

const v = authTexts.validation;

const emailSchema = z.email({ error: v.invalidEmail });

/** New password: 8–64 characters with an uppercase, a lowercase, a digit and a special character (common/password.ts, shared with registerLeader). */
export const newPasswordSchema = newPassword({ required: v.required, length: v.passwordLength, composition: v.passwordComposition });

/** password + confirmPassword, shared by the password form and registration. */
const passwordFields = {
  password: newPasswordSchema,
  confirmPassword: z.string().check(z.minLength(1, { error: v.required })),
};
const confirmationMatches = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;
/** A mismatch is reported on confirmPassword. */
const noMatch = { path: ['confirmPassword'], error: texts.errors.passwordsNoMatch };

/** Password form (password, confirmPassword). */
export const passwordFormSchema = z.object(passwordFields).check(z.refine(confirmationMatches, noMatch));
export type PasswordForm = z.infer<typeof passwordFormSchema>;

/** Reset request form: a required, valid e-mail. */
export const resetRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, { error: v.required })), emailSchema),
});
export type ResetRequestForm = z.infer<typeof resetRequestSchema>;

/** Registration: the leader form plus password and confirmation. */
export const registrationSchema = z.extend(leaderFormSchema, passwordFields).check(z.refine(confirmationMatches, noMatch));
export type RegistrationFormInput = z.input<typeof registrationSchema>;
export type RegistrationForm = z.output<typeof registrationSchema>;
