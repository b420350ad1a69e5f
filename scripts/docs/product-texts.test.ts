import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../common/number-format';
import { currentTextsSection, flattenTexts, PRODUCT_DOC, renderTextsSection } from './product-texts';

describe('docs/product.md', () => {
  it('lists every user-facing text exactly as the texts modules hold it (npm run docs rewrites the list)', async () => {
    expect(currentTextsSection(readFileSync(PRODUCT_DOC, 'utf8'))).toBe(await renderTextsSection());
  });
});

describe('flattenTexts', () => {
  it('gives each text its dotted key, and shows the values a text takes by their names', () => {
    expect(
      flattenTexts({
        copied: (code: string) => `El código de acceso: ${code} ha sido copiado!`,
        errors: { wrongPassword: 'Contraseña incorrecta.' },
        columns: ['ID Evento', 'Evento'],
      }),
    ).toEqual([
      ['copied', 'El código de acceso: {code} ha sido copiado!'],
      ['errors.wrongPassword', 'Contraseña incorrecta.'],
      ['columns[0]', 'ID Evento'],
      ['columns[1]', 'Evento'],
    ]);
  });

  it('shows a count formatted in es-CR by its name too, in its plural form', () => {
    expect(
      flattenTexts({
        removed: (n: number) => `Se ${n === 1 ? 'eliminó' : 'eliminaron'} ${formatCount(n)} ${n === 1 ? 'código' : 'códigos'}.`,
        downloadCsv: (event: string, count: number) => `Descargar CSV de ${event}, ${formatCount(count)} códigos`,
      }),
    ).toEqual([
      ['removed', 'Se eliminaron {n} códigos.'],
      ['downloadCsv', 'Descargar CSV de {event}, {count} códigos'],
    ]);
  });
});
