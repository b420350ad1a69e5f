// The code generation form as a person fills it in: numbers typed as text, the leader and the
// event chosen from lists. Its rules are the generateCodes function's (common/schemas.ts), from
// the same constants, with messages that speak of the form's own fields. zod/mini: the area's
// chunk stays small.
import * as z from 'zod/mini';
import { CODE_LENGTH, CODE_QUANTITY, CODE_TYPES, MIN_MAX_TICKETS, MIN_MAX_USES, MIN_RANDOM_CODE_CHARS } from '@common/constants';
import type { GenerateCodesInput } from '@common/schemas';
import { adminTexts } from '@/features/admin/texts';

const errors = adminTexts.generate.errors;

/** A whole number typed in a field, from `min` to `max`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.regex(/^\d{1,7}$/, { error: message })),
    z.transform((value) => Number(value)),
  ).check(z.refine((value) => value >= min && value <= max, { error: message }));

const option = (message: string) => z.nullable(z.object({ id: z.string(), name: z.string() })).check(z.refine((value) => value !== null, { error: message }));

export const codeGenerationFormSchema = z
  .object({
    leader: option(errors.leader),
    event: option(errors.event),
    length: wholeNumber(CODE_LENGTH.min, CODE_LENGTH.max, errors.length),
    maxUses: wholeNumber(MIN_MAX_USES, Number.MAX_SAFE_INTEGER, errors.maxUses),
    maxTickets: wholeNumber(MIN_MAX_TICKETS, Number.MAX_SAFE_INTEGER, errors.maxTickets),
    quantity: wholeNumber(CODE_QUANTITY.min, CODE_QUANTITY.max, errors.quantity),
    prefix: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]*$/, { error: errors.prefix })),
    codeType: z.enum(CODE_TYPES),
    percent: z.string().check(z.trim()),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.prefix.length > form.length - MIN_RANDOM_CODE_CHARS) {
        ctx.issues.push({ code: 'custom', path: ['prefix'], message: errors.prefixTooLong(Math.max(0, form.length - MIN_RANDOM_CODE_CHARS)), input: form.prefix });
      }
      if (form.codeType === 'discount') {
        const percent = Number(form.percent.replace(',', '.'));
        if (form.percent === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
          ctx.issues.push({ code: 'custom', path: ['percent'], message: errors.percent, input: form.percent });
        }
      }
    }),
  );

export type CodeGenerationFormValues = z.input<typeof codeGenerationFormSchema>;
export type CodeGenerationForm = z.output<typeof codeGenerationFormSchema>;

export const CODE_GENERATION_DEFAULTS: CodeGenerationFormValues = {
  leader: null,
  event: null,
  length: String(CODE_LENGTH.default),
  maxUses: '',
  maxTickets: '',
  quantity: String(CODE_QUANTITY.default),
  prefix: '',
  codeType: 'leader',
  percent: '',
};

/** What the form asks generateCodes for (the request id comes with the submission). */
export function generateCodesRequest(form: CodeGenerationForm, requestId: string): GenerateCodesInput {
  return {
    leaderId: form.leader!.id,
    eventId: form.event!.id,
    length: form.length,
    maxUses: form.maxUses,
    maxTickets: form.maxTickets,
    quantity: form.quantity,
    ...(form.prefix ? { prefix: form.prefix.toUpperCase() } : {}),
    code_type: form.codeType,
    ...(form.codeType === 'discount' ? { percent: Number(form.percent.replace(',', '.')) } : {}),
    requestId,
  };
}
