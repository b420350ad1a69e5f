// Every answer the shop API gives in the tests is checked against the OpenAPI document
// (docs/shop-api.openapi.json, built from the zod schemas) with ajv: the status must be one the
// operation documents, the body JSON and valid for that status's schema. A route the document does
// not have must answer the documented Error shape.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Operation = { responses: Record<string, { content?: { 'application/json'?: { schema: unknown } } }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

export const shopApiDocument = JSON.parse(readFileSync(fileURLToPath(new URL('../../docs/shop-api.openapi.json', import.meta.url)), 'utf8')) as OpenApiDocument;

const DOCUMENT_ID = 'https://centro-de-lideres.example/shop-api.json';
const rewriteRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? item.replace('#/components/schemas/', `${DOCUMENT_ID}#/$defs/`) : rewriteRefs(item)]),
    );
  }
  return value;
};

// ajv-formats is CommonJS: its default export arrives wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addKeyword('example');
addFormats(ajv);
ajv.addSchema({ $id: DOCUMENT_ID, $defs: rewriteRefs(shopApiDocument.components.schemas) as Record<string, unknown> });

const compiled = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(rewriteRefs(schema) as object);
    compiled.set(key, validate);
  }
  return validate;
}

/** Problems of one answer against the document ([] when it conforms). */
export function contractProblems(method: string, route: string | null, status: number, contentType: string | null, body: unknown): string[] {
  if (!contentType?.startsWith('application/json')) return [`${method} ${route ?? '(no route)'} answered ${status} with ${contentType ?? 'no content type'}, not JSON`];
  const operation = route ? shopApiDocument.paths[route]?.[method.toLowerCase()] : undefined;
  let schema: unknown;
  if (operation) {
    const answer = operation.responses[String(status)];
    if (!answer) return [`${method} ${route} answered ${status}, which the document does not list for it`];
    schema = answer.content?.['application/json']?.schema;
  } else {
    schema = { $ref: '#/components/schemas/Error' };
  }
  const validate = validatorFor(`${method} ${route} ${status}`, schema);
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${method} ${route} ${status}: ${error.instancePath || '/'} ${error.message}`);
}
