// The new-password rule (docs/product.md, Validation rules), shared by the app's password forms and the
// registerLeader function, so a password the form accepts is one the server accepts.
import * as z from 'zod/mini';
import { RESET_PASSWORD_LENGTH } from './constants';
import { isSingleLineText, wellFormed } from './text-fields';

/** The special characters the password rule accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '#?!@$%^&*-';
// Inside a character class this order keeps every one literal ('^' not first, '-' last).
const SPECIAL_CHARACTER = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS}]`);

/** An uppercase letter, a lowercase letter, a digit and one of the special characters. */
export function hasPasswordComposition(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && SPECIAL_CHARACTER.test(value);
}

export interface NewPasswordMessages {
  required: string;
  length: string;
  composition: string;
}

/** New password: 8–64 characters, one line, with an uppercase, a lowercase, a digit and a special character. */
export const newPasswordSchema = (messages: NewPasswordMessages) =>
  z.string({ error: messages.required }).check(
    wellFormed('la contraseña'),
    z.minLength(1, { error: messages.required }),
    z.minLength(RESET_PASSWORD_LENGTH.min, { error: messages.length }),
    z.maxLength(RESET_PASSWORD_LENGTH.max, { error: messages.length }),
    z.refine((value) => hasPasswordComposition(value) && isSingleLineText(value), { error: messages.composition }),
  );
