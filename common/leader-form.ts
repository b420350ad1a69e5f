// The leader form (docs/product.md, Validation rules), shared by the registration screen and the createLeader and
// registerLeader functions (common/schemas.ts). Written with zod/mini: the app bundles it, and
// full zod would add about 10 KB gzip to its JavaScript. Messages are Spanish and name the field.
import * as z from 'zod/mini';
import { FIRST_NAME_MAX_LENGTH, LAST_NAME_MAX_LENGTH, PHONE_PATTERN, PHONE_RULE_MESSAGE } from './constants';
import { emailField, personNameField, requiredText, wellFormed } from './text-fields';

export const ID_TYPES = ['national_id', 'passport', 'residence_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

function isRealPastDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1900 && date.getTime() < Date.now();
}

/** A phone as typed in the leader form; users/{uid}.phoneNumber follows the same pattern in the rules. */
export const phoneField = z.string({ error: 'El teléfono es obligatorio.' }).check(
  z.trim(),
  wellFormed('el teléfono'),
  z.minLength(1, { error: 'El teléfono es obligatorio.' }),
  z.regex(new RegExp(PHONE_PATTERN), { error: PHONE_RULE_MESSAGE }),
);

/** Leader form (all fields required); the registration screen reuses it. */
export const leaderFormSchema = z.object({
  firstName: personNameField('el nombre', FIRST_NAME_MAX_LENGTH, {
    required: 'El nombre es obligatorio.',
    tooLong: `El nombre admite hasta ${FIRST_NAME_MAX_LENGTH} caracteres.`,
    notName: 'El nombre solo admite letras, espacios, apóstrofos, guiones y puntos.',
  }),
  lastName: personNameField('los apellidos', LAST_NAME_MAX_LENGTH, {
    required: 'Los apellidos son obligatorios.',
    tooLong: `Los apellidos admiten hasta ${LAST_NAME_MAX_LENGTH} caracteres.`,
    notName: 'Los apellidos solo admiten letras, espacios, apóstrofos, guiones y puntos.',
  }),
  email: emailField('El correo electrónico'),
  dateOfBirth: z.string({ error: 'La fecha de nacimiento es obligatoria.' }).check(
    wellFormed('la fecha de nacimiento'),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.' }),
    z.refine(isRealPastDate, { error: 'La fecha de nacimiento debe ser una fecha real en el pasado.' }),
  ),
  idType: z._default(z.enum(ID_TYPES, { error: 'El tipo de identificación no es válido.' }), 'national_id'),
  idNumber: requiredText('el número de identificación', 30, {
    required: 'El número de identificación es obligatorio.',
    tooLong: 'El número de identificación admite hasta 30 caracteres.',
  }),
  phone: phoneField,
});
export type LeaderFormInput = z.input<typeof leaderFormSchema>;
export type LeaderForm = z.output<typeof leaderFormSchema>;
