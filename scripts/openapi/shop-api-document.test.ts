import { describe, expect, it } from 'vitest';
import { readShopApiDocument, renderShopApiDocument } from './shop-api-document';

describe('docs/shop-api.openapi.json', () => {
  it('is the document the zod schemas of the shop API give (npm run docs writes it)', () => {
    expect(readShopApiDocument()).toBe(renderShopApiDocument());
  });

  it('documents every route with its errors in the one JSON shape', () => {
    const document = JSON.parse(renderShopApiDocument());
    const operations = Object.values(document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap((path) => Object.values(path));
    expect(operations).toHaveLength(6);
    for (const operation of operations) {
      for (const status of ['400', '401', '413', '429']) expect(operation.responses[status]).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    }
  });
});
