// Zod schemas of the Cloud Functions' inputs, shared with the admin CLI (the app's leader form: leader-form.ts).
// Messages are Spanish and name the field, so a 400 / invalid-argument answer explains itself.
import { z } from 'zod';
import {
  CODE_LENGTH,
  CODE_QUANTITY,
  CODE_TYPES,
  DEFAULT_STORE_ID,
  MIN_MAX_TICKETS,
  MIN_MAX_USES,
} from './constants';
import { emailField, leaderFormSchema, requiredText } from './leader-form';

/** Letters and digits shown in generated codes: no look-alikes (0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/**
 * The prefix counts towards `length` (the code a person types is exactly `length` characters),
 * so at least this many random characters must remain after it.
 */
export const MIN_RANDOM_CODE_CHARS = 4;
/** Most codes one removeCodes call accepts (matches the largest generated batch). */
export const MAX_CODES_PER_REMOVAL = CODE_QUANTITY.max;

export const EMAIL_ACTION_MODES = ['resetPassword', 'verifyEmail'] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];
// The leader form lives in leader-form.ts (zod/mini, bundled by the app); re-exported for the functions.
export { ID_TYPES, leaderFormSchema, type IdType, type LeaderForm, type LeaderFormInput } from './leader-form';

/** Body of POST sendEmailActionCustom (spec section 7). */
export const emailActionRequestSchema = z.object({
  email: emailField('El campo email'),
  mode: z.enum(EMAIL_ACTION_MODES, { error: 'El campo mode debe ser resetPassword o verifyEmail.' }),
  redirect: z
    .string({ error: 'El campo redirect es obligatorio.' })
    .pipe(z.url({ protocol: /^https?$/, error: 'El campo redirect debe ser una URL http(s) válida.' })),
  storeId: requiredText('El campo storeId es obligatorio.', 100, 'El campo storeId es demasiado largo.'),
  subject: requiredText('El campo subject es obligatorio.', 150, 'El campo subject admite hasta 150 caracteres.').check(
    z.regex(/^[^\r\n]*$/, { error: 'El campo subject no puede contener saltos de línea.' }),
  ),
  // The reset screen only knows the e-mail, so the greeting name may be empty.
  name: z.string({ error: 'El campo name debe ser texto.' }).trim().max(100, { error: 'El campo name admite hasta 100 caracteres.' }),
});
export type EmailActionRequest = z.infer<typeof emailActionRequestSchema>;

const intInRange = (field: string, min: number, max?: number) => {
  const range = max === undefined ? `mayor o igual a ${min}` : `entre ${min} y ${max}`;
  const message = `El campo ${field} debe ser un número entero ${range}.`;
  const base = z.int({ error: message }).min(min, { error: message });
  return max === undefined ? base : base.max(max, { error: message });
};

/** Input of the generateCodes callable: the code generation form of spec section 3. */
export const generateCodesInputSchema = z
  .object({
    leaderId: requiredText('El campo leaderId es obligatorio.', 128, 'El campo leaderId es demasiado largo.'),
    eventId: requiredText('El campo eventId es obligatorio.', 128, 'El campo eventId es demasiado largo.'),
    length: intInRange('length', CODE_LENGTH.min, CODE_LENGTH.max).default(CODE_LENGTH.default),
    maxUses: intInRange('maxUses', MIN_MAX_USES),
    maxTickets: intInRange('maxTickets', MIN_MAX_TICKETS),
    quantity: intInRange('quantity', CODE_QUANTITY.min, CODE_QUANTITY.max).default(CODE_QUANTITY.default),
    prefix: z
      .string({ error: 'El campo prefix debe ser texto.' })
      .regex(/^[A-Za-z0-9]*$/, { error: 'El campo prefix solo admite letras y números (sin espacios ni acentos).' })
      .optional(),
    code_type: z.enum(CODE_TYPES, { error: 'El campo code_type debe ser leader o discount.' }),
    percent: z
      .number({ error: 'El campo percent debe ser un número entre 0 y 100.' })
      .min(0, { error: 'El campo percent debe ser un número entre 0 y 100.' })
      .max(100, { error: 'El campo percent debe ser un número entre 0 y 100.' })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.code_type === 'discount' && input.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'El campo percent es obligatorio para códigos de descuento.' });
    }
    const prefixLength = input.prefix?.length ?? 0;
    if (prefixLength > input.length - MIN_RANDOM_CODE_CHARS) {
      ctx.addIssue({
        code: 'custom',
        path: ['prefix'],
        message: `El campo prefix admite hasta ${input.length - MIN_RANDOM_CODE_CHARS} caracteres con length ${input.length} (el prefijo cuenta en la longitud).`,
      });
    }
  });
export type GenerateCodesInput = z.input<typeof generateCodesInputSchema>;
export type GenerateCodesParsed = z.output<typeof generateCodesInputSchema>;

const storeIdField = z
  .string({ error: 'El campo storeId debe ser texto.' })
  .trim()
  .min(1, { error: 'El campo storeId no puede estar vacío.' })
  .default(DEFAULT_STORE_ID);

/** Input of the createLeader callable: the leader form plus the store (default: the configured one). */
export const createLeaderInputSchema = z.object({ ...leaderFormSchema.shape, storeId: storeIdField });
export type CreateLeaderInput = z.input<typeof createLeaderInputSchema>;

/** Input of the authorizeUser callable: exactly one of email or uid. */
export const authorizeUserInputSchema = z
  .object({
    email: z.optional(emailField('El campo email')),
    uid: z.string({ error: 'El campo uid debe ser texto.' }).trim().min(1, { error: 'El campo uid no puede estar vacío.' }).max(128).optional(),
    storeId: storeIdField,
  })
  .refine((input) => (input.email === undefined) !== (input.uid === undefined), {
    path: ['email'],
    error: 'Indica exactamente uno de los campos email o uid.',
  });
export type AuthorizeUserInput = z.input<typeof authorizeUserInputSchema>;

/** Input of the removeCodes callable: code values (not document ids), of any leader. */
export const removeCodesInputSchema = z.object({
  codes: z
    .array(
      z.string({ error: 'Cada elemento de codes debe ser texto.' }).trim().min(1, { error: 'El campo codes no admite códigos vacíos.' }).max(40, {
        error: 'Cada código de codes admite hasta 40 caracteres.',
      }),
      { error: 'El campo codes debe ser una lista de códigos.' },
    )
    .min(1, { error: 'El campo codes debe tener al menos un código.' })
    .max(MAX_CODES_PER_REMOVAL, { error: `El campo codes admite hasta ${MAX_CODES_PER_REMOVAL} códigos por llamada.` }),
});
export type RemoveCodesInput = z.input<typeof removeCodesInputSchema>;

/** First issue of a failed parse as {field, message}; field is the dotted path ('' for the root). */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue ? issue.path.map(String).join('.') : '', message: issue?.message ?? 'Entrada inválida.' };
}

/**
 * mail/{id}: the outbox, in the format of the Firebase "Trigger Email" extension
 * (it sends `to` / `message` and writes `delivery`). `kind` and `link` are ours: they let a
 * person (or a test) running locally open the outbox and follow the link.
 */
export interface OutboxMailDoc {
  to: string[];
  message: { subject: string; html: string; text: string };
  kind: 'resetPassword' | 'verifyEmail' | 'invitation';
  link: string;
  storeId: string;
  createdAt: unknown;
}
