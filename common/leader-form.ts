// The leader form (docs/product.md, Validation rules), shared by the registration screen and the createLeader and
// registerLeader functions (common/schemas.ts). Written with zod/mini: the app bundles it, and
// full zod would add about 10 KB gzip to its JavaScript. Messages are Spanish and name the field,
// but for an empty required field: the form shows 'Campo obligatorio' under the field's label.
import * as z from 'zod/mini';
import { FIRST_NAME_MAX_LENGTH, LAST_NAME_MAX_LENGTH, PHONE_PATTERN, PHONE_RULE_MESSAGE } from './constants';
import { emailField, FIELD_MESSAGES, personNameField, requiredText, wellFormed } from './text-fields';

export const ID_TYPES = ['national_id', 'passport', 'residence_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

function isRealPastDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1900 && date.getTime() < Date.now();
}

/** What the leader form says of each field (the registration screen, 'Nuevo líder', and the functions that take it). */
export const LEADER_FORM_MESSAGES = {
  firstName: {
    name: 'el nombre',
    required: FIELD_MESSAGES.required,
    tooLong: `El nombre admite hasta ${FIRST_NAME_MAX_LENGTH} caracteres.`,
    notName: 'El nombre solo admite letras, espacios, apóstrofos, guiones y puntos.',
  },
  lastName: {
    name: 'los apellidos',
    required: FIELD_MESSAGES.required,
    tooLong: `Los apellidos admiten hasta ${LAST_NAME_MAX_LENGTH} caracteres.`,
    notName: 'Los apellidos solo admiten letras, espacios, apóstrofos, guiones y puntos.',
  },
  /** The label the e-mail's messages start with (common/text-fields.ts emailMessages). */
  email: 'El correo electrónico',
  dateOfBirth: {
    name: 'la fecha de nacimiento',
    required: FIELD_MESSAGES.required,
    format: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.',
    notReal: 'La fecha de nacimiento debe ser una fecha real en el pasado.',
  },
  idType: 'El tipo de identificación no es válido.',
  idNumber: {
    name: 'el número de identificación',
    required: FIELD_MESSAGES.required,
    tooLong: 'El número de identificación admite hasta 30 caracteres.',
  },
  phone: { name: 'el teléfono', required: FIELD_MESSAGES.required, format: PHONE_RULE_MESSAGE },
} as const;

const m = LEADER_FORM_MESSAGES;

/** A phone as typed in the leader form; users/{uid}.phoneNumber follows the same pattern in the rules. */
export const phoneField = z.string({ error: m.phone.required }).check(
  z.trim(),
  wellFormed(m.phone.name),
  z.minLength(1, { error: m.phone.required }),
  z.regex(new RegExp(PHONE_PATTERN), { error: m.phone.format }),
);

/** Leader form (all fields required); the registration screen reuses it. */
export const leaderFormSchema = z.object({
  firstName: personNameField(m.firstName.name, FIRST_NAME_MAX_LENGTH, m.firstName),
  lastName: personNameField(m.lastName.name, LAST_NAME_MAX_LENGTH, m.lastName),
  email: emailField(m.email, FIELD_MESSAGES.required),
  dateOfBirth: z.string({ error: m.dateOfBirth.required }).check(
    z.trim(),
    wellFormed(m.dateOfBirth.name),
    z.minLength(1, { error: m.dateOfBirth.required }),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateOfBirth.format }),
    z.refine(isRealPastDate, { error: m.dateOfBirth.notReal }),
  ),
  idType: z._default(z.enum(ID_TYPES, { error: m.idType }), 'national_id'),
  idNumber: requiredText(m.idNumber.name, 30, m.idNumber),
  phone: phoneField,
});
export type LeaderFormInput = z.input<typeof leaderFormSchema>;
export type LeaderForm = z.output<typeof leaderFormSchema>;

/**
 * Editing a leader (the leader's page): the name, the phone and the e-mail with the leader form's
 * own rules. The updateLeader function takes the same fields (common/schemas.ts).
 */
export const leaderEditSchema = z.object({
  firstName: leaderFormSchema.shape.firstName,
  lastName: leaderFormSchema.shape.lastName,
  phone: leaderFormSchema.shape.phone,
  email: leaderFormSchema.shape.email,
});
export type LeaderEditInput = z.input<typeof leaderEditSchema>;
export type LeaderEdit = z.output<typeof leaderEditSchema>;
