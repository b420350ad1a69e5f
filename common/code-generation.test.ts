import { describe, expect, it } from 'vitest';
import { firstIssue } from './schemas';
import { generateCodesInputSchema } from './code-generation';

const request = { leaderId: 'demo-lider', eventId: 'evt', maxUses: 1, maxTickets: 1, code_type: 'leader' };
const refusal = (input: object) => {
  const result = generateCodesInputSchema.safeParse({ ...request, ...input });
  return result.success ? null : firstIssue(result.error);
};

describe('generateCodes input (the rules the form and the CLI share)', () => {
  it('takes length 8 and quantity 10 when they are left out', () => {
    expect(generateCodesInputSchema.parse(request)).toMatchObject({ length: 8, quantity: 10 });
  });

  it('names the field of every broken rule, in Spanish', () => {
    expect(refusal({ length: 5 })).toEqual({ field: 'length', message: 'El campo length debe ser un número entero entre 6 y 16.' });
    expect(refusal({ quantity: 1001 })).toEqual({ field: 'quantity', message: 'El campo quantity debe ser un número entero entre 1 y 1000.' });
    expect(refusal({ maxUses: 0 })).toEqual({ field: 'maxUses', message: 'El campo maxUses debe ser un número entero mayor o igual a 1.' });
    expect(refusal({ maxTickets: 1.5 })).toEqual({ field: 'maxTickets', message: 'El campo maxTickets debe ser un número entero mayor o igual a 1.' });
    expect(refusal({ prefix: 'ROCK 1' })).toEqual({ field: 'prefix', message: 'El campo prefix solo admite letras y números (sin espacios ni acentos).' });
    expect(refusal({ code_type: 'vip' })).toEqual({ field: 'code_type', message: 'El campo code_type debe ser leader o discount.' });
    expect(refusal({ code_type: 'discount', percent: 101 })).toEqual({ field: 'percent', message: 'El campo percent debe ser un número entre 0 y 100.' });
    expect(refusal({ requestId: 'corto' })).toEqual({ field: 'requestId', message: 'El campo requestId debe tener de 8 a 100 letras, números, "-" o "_".' });
  });

  it('needs a percent for a discount code, and leaves 4 random characters after the prefix', () => {
    expect(refusal({ code_type: 'discount' })).toEqual({ field: 'percent', message: 'El campo percent es obligatorio para códigos de descuento.' });
    expect(refusal({ length: 8, prefix: 'ABCDE' })).toEqual({
      field: 'prefix',
      message: 'El campo prefix admite hasta 4 caracteres con length 8 (el prefijo cuenta en la longitud).',
    });
    expect(refusal({ length: 8, prefix: 'ABCD', code_type: 'discount', percent: 0 })).toBeNull();
  });
});
