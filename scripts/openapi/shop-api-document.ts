// The OpenAPI 3.1 document of the shop API, built from the zod schemas that parse its requests and
// type its answers (common/shop-api.ts, SHOP_ROUTES), through z.toJSONSchema: never written by
// hand beside them. `npm run docs` writes docs/shop-api.openapi.json; a unit test fails when the
// file and the schemas differ, `npm test` lints it (Redocly), and the API's integration tests check
// every answer against it (tests/support/shop-api-contract.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  HOLD_SECONDS,
  SHOP_API_BASE_PATH,
  SHOP_API_MAX_BODY_BYTES,
  SHOP_ERROR_MESSAGES,
  SHOP_REASON_MESSAGES,
  SHOP_ROUTES,
  errorResponseSchema,
  type ShopRoute,
} from '../../common/shop-api';
import { PROJECT_ID_LOCAL } from '../../common/constants';

export const SHOP_API_DOCUMENT = path.resolve(import.meta.dirname, '../../docs/shop-api.openapi.json');

type JsonSchema = Record<string, unknown>;

const COMPONENT = '#/components/schemas/';

/** `schema` as JSON Schema 2020-12, its named parts (meta id) moved into `components`. */
function toComponentSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _schema, $defs, ...root } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'throw' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? item.replace('#/$defs/', COMPONENT) : rewrite(item)]));
    }
    return value;
  };
  for (const [id, definition] of Object.entries($defs ?? {})) components[id] = rewrite(definition) as JsonSchema;
  return rewrite(root) as JsonSchema;
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: `${COMPONENT}Error` } } } });

function operation(route: ShopRoute, components: Record<string, JsonSchema>) {
  const parameters = route.params
    ? Object.entries(route.params.shape).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: toComponentSchema(schema as z.ZodType, 'input', components),
      }))
    : undefined;
  const requestBody = route.body
    ? {
        required: !route.bodyOptional,
        content: { 'application/json': { schema: toComponentSchema(route.body, 'input', components) } },
      }
    : undefined;
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = { description: answer.description, content: { 'application/json': { schema: toComponentSchema(answer.schema, 'output', components) } } };
  }
  responses['400'] = errorAnswer('Entrada inválida: `error.field` nombra el campo (`body` para el cuerpo entero, `path` para la ruta).');
  responses['401'] = errorAnswer(`Sin clave, clave desconocida o revocada. ${SHOP_ERROR_MESSAGES.unauthorized}`);
  if (route.notFound) responses['404'] = errorAnswer(`\`order_not_found\`: ${SHOP_ERROR_MESSAGES.orderNotFound}`);
  if (route.conflicts) {
    responses['409'] = errorAnswer(`Razón en \`error.code\`:\n${route.conflicts.map((reason) => `- \`${reason}\`: ${SHOP_REASON_MESSAGES[reason]}`).join('\n')}`);
  }
  responses['413'] = errorAnswer(`\`payload_too_large\`: el cuerpo supera ${SHOP_API_MAX_BODY_BYTES / 1024} KB.`);
  responses['429'] = errorAnswer('`rate_limited`: demasiadas solicitudes con esta clave en este minuto; el encabezado `Retry-After` dice cuántos segundos esperar.');
  responses['503'] = errorAnswer(
    '`unavailable`: nunca por lo que trae la solicitud; solo si el almacenamiento no responde o la competencia por un mismo código no termina. Reintenta la misma solicitud (es idempotente) tras `Retry-After`.',
  );
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    ...(parameters ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

export function buildShopApiDocument() {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of SHOP_ROUTES) {
    const pathKey = `${SHOP_API_BASE_PATH}${route.path}`;
    paths[pathKey] = { ...paths[pathKey], [route.method]: operation(route, components) };
  }
  // Named 'Error' by its meta id: converting it puts it among the components.
  toComponentSchema(errorResponseSchema, 'output', components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Centro de líderes: API de la tienda',
      version: '1.0.0',
      summary: 'Consultar, reservar, confirmar y reembolsar códigos de líderes desde la tienda de entradas.',
      description: [
        'API de servidor a servidor para la tienda de entradas de la tienda: JSON de entrada y de salida, sin CORS.',
        'Autenticación: `Authorization: Bearer <clave>`, una clave de integración que un administrador crea en Tienda → «Integración con la tienda».',
        'Un uso de un código se reserva en la misma operación que registra el pedido (orderId): repetir una solicitud es la misma operación.',
        `Las reservas duran \`holdSeconds\` (${HOLD_SECONDS.min} a ${HOLD_SECONDS.max}; ${HOLD_SECONDS.default} por omisión); una reserva vencida libera su uso.`,
        'Los códigos se comparan sin espacios alrededor y sin distinguir mayúsculas.',
      ].join('\n\n'),
      license: { name: 'Privado: uso exclusivo de la tienda', identifier: 'LicenseRef-Privado' },
      contact: { name: 'Administradores de la tienda' },
    },
    servers: [
      { url: 'https://us-central1-{project}.cloudfunctions.net/shopApi', description: 'Producción', variables: { project: { default: 'PROJECT', description: 'El id del proyecto de Firebase.' } } },
      { url: `http://127.0.0.1:5001/${PROJECT_ID_LOCAL}/us-central1/shopApi`, description: 'Local (npm start), con la clave de demostración' },
    ],
    security: [{ shopKey: [] }],
    paths,
    components: {
      securitySchemes: {
        shopKey: { type: 'http', scheme: 'bearer', description: 'Clave de integración de la tienda (se muestra una sola vez al crearla; se guarda solo su huella SHA-256).' },
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

export const renderShopApiDocument = () => `${JSON.stringify(buildShopApiDocument(), null, 2)}\n`;

export function readShopApiDocument(): string {
  return readFileSync(SHOP_API_DOCUMENT, 'utf8');
}

export function writeShopApiDocument(): void {
  writeFileSync(SHOP_API_DOCUMENT, renderShopApiDocument());
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeShopApiDocument();
  console.log('docs/shop-api.openapi.json written.');
}
