// The code generation form as a person fills it in: numbers typed as text, the leader and the
// event chosen from lists. Its rules are the generateCodes function's (common/code-generation.ts),
// worded for the form's own fields; the typed text is read as numbers once, here.
import * as z from 'zod/mini';
import { codeGenerationFields, codeGenerationIssues, type CodeGenerationMessages, type GenerateCodesInput } from '@common/code-generation';
import { CODE_LENGTH, CODE_QUANTITY, CODE_TYPES } from '@common/constants';
import { adminTexts } from '@/features/admin/texts';

const errors = adminTexts.generate.errors;

const FORM_MESSAGES: CodeGenerationMessages = {
  length: errors.length,
  maxUses: errors.maxUses,
  maxTickets: errors.maxTickets,
  quantity: errors.quantity,
  prefixName: 'el prefijo',
  prefix: errors.prefix,
  prefixTooLong: (max) => errors.prefixTooLong(max),
  percent: errors.percent,
  percentRequired: errors.percent,
  batchNameName: 'el nombre del lote',
  batchNameTooLong: errors.batchName,
};
const fields = codeGenerationFields(FORM_MESSAGES);

/** A whole number typed in a field (up to 7 digits), then the field's rule. */
const typedWholeNumber = (rule: (typeof fields)['length'], message: string) =>
  z.pipe(z.pipe(z.string({ error: message }).check(z.trim(), z.regex(/^\d{1,7}$/, { error: message })), z.transform(Number)), rule);

/** The percent as typed: a decimal comma counts as a point; null when empty. */
function typedPercent(value: string): number | null {
  return value === '' ? null : Number(value.replace(',', '.'));
}

const option = (message: string) => z.nullable(z.object({ id: z.string(), name: z.string(), unconfirmed: z.optional(z.boolean()) })).check(z.refine((value) => value !== null, { error: message }));

export const codeGenerationFormSchema = z.pipe(
  z
    .object({
      leader: option(errors.leader),
      event: option(errors.event),
      length: typedWholeNumber(fields.length, errors.length),
      maxUses: typedWholeNumber(fields.maxUses, errors.maxUses),
      maxTickets: typedWholeNumber(fields.maxTickets, errors.maxTickets),
      quantity: typedWholeNumber(fields.quantity, errors.quantity),
      prefix: z.pipe(z.string().check(z.trim()), fields.prefix),
      batchName: fields.batchName,
      codeType: z.enum(CODE_TYPES),
      // Read only for a discount code: a percent typed before choosing 'Líder' is left alone.
      percent: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((form, ctx) => {
        const percent = form.codeType === 'discount' ? typedPercent(form.percent) : null;
        const issues = codeGenerationIssues({ ...form, percent }, FORM_MESSAGES);
        if (percent !== null && !fields.percent.safeParse(percent).success) issues.push({ path: 'percent', message: errors.percent });
        for (const { path, message } of issues) ctx.issues.push({ code: 'custom', path: [path], message, input: form });
      }),
    ),
  z.transform((form) => ({ ...form, percent: form.codeType === 'discount' ? typedPercent(form.percent) : null })),
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
  batchName: '',
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
    ...(form.batchName ? { batchName: form.batchName } : {}),
    code_type: form.codeType,
    ...(form.percent !== null ? { percent: form.percent } : {}),
    requestId,
  };
}
