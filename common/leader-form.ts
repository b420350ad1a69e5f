// The leader form of spec section 3, shared by the registration screen and the createLeader
// function (common/schemas.ts). Written with zod/mini: the app bundles it, and full zod would
// add about 10 KB gzip to the app's JavaScript (issue 7). Messages are Spanish and name the field.
import * as z from 'zod/mini';

export const ID_TYPES = ['national_id', 'passport', 'residence_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** A required, trimmed text of at most `max` characters. Also used by common/schemas.ts. */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: tooLong }));

/** A required, trimmed, valid e-mail; messages start with `label`. Also used by common/schemas.ts. */
export const emailField = (label: string) =>
  z.pipe(
    z.string({ error: `${label} es obligatorio.` }).check(z.trim(), z.minLength(1, { error: `${label} es obligatorio.` })),
    z.email({ error: `${label} no es válido.` }),
  );

function isRealPastDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1900 && date.getTime() < Date.now();
}

/** Leader form of spec section 3 (all fields required); the registration screen reuses it. */
export const leaderFormSchema = z.object({
  firstName: requiredText('El nombre es obligatorio.', 60, 'El nombre admite hasta 60 caracteres.'),
  lastName: requiredText('Los apellidos son obligatorios.', 80, 'Los apellidos admiten hasta 80 caracteres.'),
  email: emailField('El correo electrónico'),
  dateOfBirth: z.string({ error: 'La fecha de nacimiento es obligatoria.' }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD.' }),
    z.refine(isRealPastDate, { error: 'La fecha de nacimiento debe ser una fecha real en el pasado.' }),
  ),
  idType: z._default(z.enum(ID_TYPES, { error: 'El tipo de identificación no es válido.' }), 'national_id'),
  idNumber: requiredText('El número de identificación es obligatorio.', 30, 'El número de identificación admite hasta 30 caracteres.'),
  phone: z.string({ error: 'El teléfono es obligatorio.' }).check(
    z.trim(),
    z.minLength(1, { error: 'El teléfono es obligatorio.' }),
    z.regex(/^\+?[0-9][0-9 ()-]{6,19}$/, { error: 'El teléfono solo admite números, espacios, guiones y un + inicial (mínimo 7 dígitos).' }),
  ),
});
export type LeaderFormInput = z.input<typeof leaderFormSchema>;
export type LeaderForm = z.output<typeof leaderFormSchema>;
