// The rules of a code generation (docs/product.md, Validation rules), written once for the
// generation form of the administrators' area, the generateCodes function and the admin CLI.
// zod/mini: the app bundles it. The rules are the same everywhere; the words are each caller's:
// the form names its labels ('La longitud …'), the function its fields ('El campo length …').
// The prefix may contain look-alike characters (O, 0, I, 1, L): it is a word an administrator
// chooses (ROCK, VERANO) and reads as a word; only the random part, which nobody can guess,
// avoids them.
import * as z from 'zod/mini';
import { CODE_LENGTH, CODE_QUANTITY, CODE_TYPES, MIN_MAX_TICKETS, MIN_MAX_USES, MIN_RANDOM_CODE_CHARS, type CodeType } from './constants';
import { BATCH_NAME_MAX_LENGTH } from './batch-label';
import { documentIdField, optionalText, wellFormed } from './text-fields';

/** What a broken rule says, in the words of the form or of the function. */
export interface CodeGenerationMessages {
  length: string;
  maxUses: string;
  maxTickets: string;
  quantity: string;
  /** The prefix is not text (a request can send anything; a form field is always text). */
  prefixNotText?: string;
  /** The prefix as the malformed-text check names it ('el prefijo'). */
  prefixName: string;
  prefix: string;
  /** The prefix leaves fewer than MIN_RANDOM_CODE_CHARS random characters: `max` is the longest it may be. */
  prefixTooLong(max: number, length: number): string;
  /** Not one of CODE_TYPES (a request can send anything; the form's radio cannot). */
  codeType?: string;
  percent: string;
  /** A discount code without a percent. */
  percentRequired: string;
  /** The batch's name as the text checks name it ('el nombre del lote'). */
  batchNameName: string;
  /** The batch's name is longer than BATCH_NAME_MAX_LENGTH. */
  batchNameTooLong: string;
  /** The batch's name is not text (a request can send anything). */
  batchNameNotText?: string;
}

/** Letters and digits only (the prefix is upper-cased when the codes are made). */
export const CODE_PREFIX_PATTERN = /^[A-Za-z0-9]*$/;

const whole = (message: string, min: number, max?: number) =>
  z.int({ error: message }).check(z.gte(min, { error: message }), ...(max === undefined ? [] : [z.lte(max, { error: message })]));

/** Each field of a generation, with its own rule. */
export function codeGenerationFields(messages: CodeGenerationMessages) {
  return {
    length: whole(messages.length, CODE_LENGTH.min, CODE_LENGTH.max),
    maxUses: whole(messages.maxUses, MIN_MAX_USES),
    maxTickets: whole(messages.maxTickets, MIN_MAX_TICKETS),
    quantity: whole(messages.quantity, CODE_QUANTITY.min, CODE_QUANTITY.max),
    prefix: z.string({ error: messages.prefixNotText ?? messages.prefix }).check(wellFormed(messages.prefixName), z.regex(CODE_PREFIX_PATTERN, { error: messages.prefix })),
    codeType: z.enum(CODE_TYPES, messages.codeType ? { error: messages.codeType } : undefined),
    percent: z.number({ error: messages.percent }).check(z.gte(0, { error: messages.percent }), z.lte(100, { error: messages.percent })),
    // Optional: '' (or left out) is a batch without a name, labelled by batchLabel's fallback.
    batchName: optionalText(messages.batchNameName, BATCH_NAME_MAX_LENGTH, {
      notText: messages.batchNameNotText ?? messages.batchNameTooLong,
      tooLong: messages.batchNameTooLong,
    }),
  };
}

/** The longest prefix a code of `length` characters takes: MIN_RANDOM_CODE_CHARS must stay random. */
export function maxPrefixLength(length: number): number {
  return Math.max(0, length - MIN_RANDOM_CODE_CHARS);
}

/** The rules across fields: a discount code has a percent, and the prefix leaves room for the random part. */
export function codeGenerationIssues(
  generation: { length: number; prefix?: string; codeType: CodeType; percent?: number | null },
  messages: CodeGenerationMessages,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (generation.codeType === 'discount' && (generation.percent === undefined || generation.percent === null)) {
    issues.push({ path: 'percent', message: messages.percentRequired });
  }
  const prefixLength = generation.prefix?.length ?? 0;
  if (prefixLength > maxPrefixLength(generation.length)) {
    issues.push({ path: 'prefix', message: messages.prefixTooLong(maxPrefixLength(generation.length), generation.length) });
  }
  return issues;
}

/** The generateCodes function's words: each message names the field of the request. */
export const GENERATE_CODES_MESSAGES: CodeGenerationMessages = {
  length: `El campo length debe ser un número entero entre ${CODE_LENGTH.min} y ${CODE_LENGTH.max}.`,
  maxUses: `El campo maxUses debe ser un número entero mayor o igual a ${MIN_MAX_USES}.`,
  maxTickets: `El campo maxTickets debe ser un número entero mayor o igual a ${MIN_MAX_TICKETS}.`,
  quantity: `El campo quantity debe ser un número entero entre ${CODE_QUANTITY.min} y ${CODE_QUANTITY.max}.`,
  prefixNotText: 'El campo prefix debe ser texto.',
  prefixName: 'el campo prefix',
  prefix: 'El campo prefix solo admite letras y números (sin espacios ni acentos).',
  prefixTooLong: (max, length) => `El campo prefix admite hasta ${max} caracteres con length ${length} (el prefijo cuenta en la longitud).`,
  codeType: 'El campo code_type debe ser leader o discount.',
  percent: 'El campo percent debe ser un número entre 0 y 100.',
  percentRequired: 'El campo percent es obligatorio para códigos de descuento.',
  batchNameName: 'el campo batchName',
  batchNameTooLong: `El campo batchName admite hasta ${BATCH_NAME_MAX_LENGTH} caracteres.`,
  batchNameNotText: 'El campo batchName debe ser texto.',
};

/**
 * A client's id for one generateCodes request: a retry with the same id returns the first
 * answer instead of creating a second batch. Letters, digits, '-' and '_' (a UUID fits).
 */
export const requestIdField = z
  .string({ error: 'El campo requestId debe ser texto.' })
  .check(wellFormed('el campo requestId'), z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'El campo requestId debe tener de 8 a 100 letras, números, "-" o "_".' }));

const fields = codeGenerationFields(GENERATE_CODES_MESSAGES);

/** Input of the generateCodes callable (and of `npm run admin -- generate-codes`). */
export const generateCodesInputSchema = z
  .object({
    leaderId: documentIdField('leaderId'),
    eventId: documentIdField('eventId'),
    length: z._default(fields.length, CODE_LENGTH.default),
    maxUses: fields.maxUses,
    maxTickets: fields.maxTickets,
    quantity: z._default(fields.quantity, CODE_QUANTITY.default),
    prefix: z.optional(fields.prefix),
    code_type: fields.codeType,
    percent: z.optional(fields.percent),
    batchName: z.optional(fields.batchName),
    requestId: z.optional(requestIdField),
  })
  .check(
    z.superRefine((input, ctx) => {
      for (const { path, message } of codeGenerationIssues({ ...input, codeType: input.code_type }, GENERATE_CODES_MESSAGES)) {
        ctx.issues.push({ code: 'custom', path: [path], message, input });
      }
    }),
  );
export type GenerateCodesInput = z.input<typeof generateCodesInputSchema>;
export type GenerateCodesParsed = z.output<typeof generateCodesInputSchema>;
