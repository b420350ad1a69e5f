import { describe, expect, it } from 'vitest';
import { CODE_GENERATION_DEFAULTS, codeGenerationFormSchema, generateCodesRequest } from '@/features/admin/utils/code-generation-form';

const filled = { ...CODE_GENERATION_DEFAULTS, leader: { id: 'demo-lider', name: 'Laura' }, event: { id: 'evt', name: 'Evento' }, maxUses: '1', maxTickets: '2' };
const issues = (values: object) => {
  const result = codeGenerationFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the code generation form', () => {
  it('starts with length 8, quantity 10 and leader codes, and needs a leader, an event and the maximums', () => {
    expect(CODE_GENERATION_DEFAULTS).toMatchObject({ length: '8', quantity: '10', codeType: 'leader' });
    expect(Object.keys(issues(CODE_GENERATION_DEFAULTS)).sort()).toEqual(['event', 'leader', 'maxTickets', 'maxUses']);
  });

  it('accepts a filled form and asks generateCodes with numbers and the request id', () => {
    const form = codeGenerationFormSchema.parse({ ...filled, prefix: 'rock' });
    expect(generateCodesRequest(form, 'solicitud-123')).toEqual({
      leaderId: 'demo-lider',
      eventId: 'evt',
      length: 8,
      maxUses: 1,
      maxTickets: 2,
      quantity: 10,
      prefix: 'ROCK',
      code_type: 'leader',
      requestId: 'solicitud-123',
    });
  });

  it('keeps length between 6 and 16 and quantity between 1 and 1000', () => {
    expect(issues({ ...filled, length: '5' })).toHaveProperty('length');
    expect(issues({ ...filled, length: '17' })).toHaveProperty('length');
    expect(issues({ ...filled, quantity: '0' })).toHaveProperty('quantity');
    expect(issues({ ...filled, quantity: '1001' })).toHaveProperty('quantity');
    expect(issues({ ...filled, quantity: '2.5' })).toHaveProperty('quantity');
    expect(issues({ ...filled, length: '16', quantity: '1000' })).toEqual({});
  });

  it('takes only letters and digits in the prefix, leaving room for 4 random characters', () => {
    expect(issues({ ...filled, prefix: 'ROCK 1' })).toHaveProperty('prefix');
    expect(issues({ ...filled, prefix: 'ÑANDÚ' })).toHaveProperty('prefix');
    expect(issues({ ...filled, prefix: 'ABCDE' })).toHaveProperty('prefix');
    expect(issues({ ...filled, prefix: 'ABCD' })).toEqual({});
  });

  it('needs a percent from 0 to 100 for a discount code only', () => {
    expect(issues({ ...filled, codeType: 'discount' })).toHaveProperty('percent');
    expect(issues({ ...filled, codeType: 'discount', percent: '101' })).toHaveProperty('percent');
    const form = codeGenerationFormSchema.parse({ ...filled, codeType: 'discount', percent: '15' });
    expect(generateCodesRequest(form, 'solicitud-123')).toMatchObject({ code_type: 'discount', percent: 15 });
    expect(generateCodesRequest(codeGenerationFormSchema.parse({ ...filled, percent: '15' }), 'x')).not.toHaveProperty('percent');
  });

  it("takes an optional 'Nombre del lote' of one line up to 60 characters, trimmed, and sends it only when given", () => {
    const named = codeGenerationFormSchema.parse({ ...filled, batchName: '  Preventa redes ' });
    expect(generateCodesRequest(named, 'x')).toMatchObject({ batchName: 'Preventa redes' });
    expect(generateCodesRequest(codeGenerationFormSchema.parse(filled), 'x')).not.toHaveProperty('batchName');
    expect(issues({ ...filled, batchName: 'x'.repeat(61) })).toEqual({ batchName: 'El nombre del lote admite hasta 60 caracteres.' });
    expect(Object.keys(issues({ ...filled, batchName: 'Preventa\nredes' }))).toEqual(['batchName']);
    expect(issues({ ...filled, batchName: 'x'.repeat(60) })).toEqual({});
  });
});
