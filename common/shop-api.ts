// The shop API (v1): what the store's ticket shop sends and receives, as zod schemas. The same
// schemas parse every request in the function (functions/src/shop), type every answer it builds,
// and are the source of the OpenAPI 3.1 document (scripts/openapi/shop-api-document.ts, through
// z.toJSONSchema): the contract is written once. Full zod (the functions, the CLI, the tests);
// the app takes only types from here.
//
// Messages are Spanish and name the field, as every function of the product answers.
import { z } from 'zod';
import { isSingleLineText, isWellFormedText } from './text-fields';

export const SHOP_API_BASE_PATH = '/v1';
/** Largest request body accepted (a request of this API is a few hundred bytes). */
export const SHOP_API_MAX_BODY_BYTES = 64 * 1024;

/** The shop's own order id: 1 to 128 letters, digits and `._:-` (so `.`, `..` and `__x__` are valid). */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
/** An event id: 1 to 64 letters, digits, `_` and `-`. */
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const HOLD_SECONDS = { min: 5, max: 3600, default: 900 } as const;

/**
 * The events/{id} document of a shop's eventId. The contract's alphabet allows ids Firestore
 * reserves (`__x__`); those get a `~` first, a character outside that alphabet, so no two eventIds
 * ever name the same document. Codes refer to events by this document id.
 */
export function eventDocId(eventId: string): string {
  return /^__.*__$/.test(eventId) ? `~${eventId}` : eventId;
}
/** Most tickets one order may ask for (each code has its own, lower, maxTickets). */
export const MAX_TICKETS_PER_ORDER = 10_000;
export const CODE_VALUE_MAX_LENGTH = 40;
export const EVENT_TEXT_MAX_LENGTH = 200;

/** Why a code cannot be used (409 of a hold, `valid: false` of a check). */
export const SHOP_REASONS = [
  'not_found',
  'wrong_event',
  'expired',
  'deleted',
  'used_up',
  'too_many_tickets',
  'event_ended',
  'order_conflict',
  'hold_expired',
] as const;
export type ShopReason = (typeof SHOP_REASONS)[number];
/** The reasons a check answers (the last two are about orders, never about a code alone). */
export type CodeReason = Exclude<ShopReason, 'order_conflict' | 'hold_expired'>;
export const CODE_REASONS = SHOP_REASONS.filter((reason): reason is CodeReason => reason !== 'order_conflict' && reason !== 'hold_expired');

export const SHOP_REASON_MESSAGES: Record<ShopReason, string> = {
  not_found: 'El código no existe en esta tienda.',
  wrong_event: 'El código es de otro evento.',
  expired: 'El código expiró.',
  deleted: 'El código fue eliminado.',
  used_up: 'El código ya no tiene usos disponibles.',
  too_many_tickets: 'El código no admite tantas entradas en un pedido.',
  event_ended: 'El evento del código ya terminó.',
  order_conflict: 'Ese pedido ya existe con otros datos o en otro estado; usa un orderId nuevo.',
  hold_expired: 'La reserva de este pedido venció y su uso ya no está libre.',
};

/** The error codes of the answers that are not a reason (400, 401, 404, 413, 429, 503). */
export const SHOP_ERROR_CODES = ['invalid_request', 'unauthorized', 'route_not_found', 'order_not_found', 'payload_too_large', 'rate_limited', 'unavailable'] as const;
export type ShopErrorCode = (typeof SHOP_ERROR_CODES)[number];

export const SHOP_ERROR_MESSAGES = {
  unauthorized: 'Falta una clave de integración válida: envía Authorization: Bearer <clave>.',
  routeNotFound: 'No existe esa ruta en la API de la tienda (v1).',
  orderNotFound: 'No hay ninguna reserva con ese orderId.',
  payloadTooLarge: `La solicitud supera el máximo de ${SHOP_API_MAX_BODY_BYTES / 1024} KB.`,
  rateLimited: 'Demasiadas solicitudes con esta clave; vuelve a intentarlo en unos segundos.',
  unavailable: 'El servicio está ocupado; vuelve a intentarlo en unos segundos con la misma solicitud.',
  notJson: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).',
  notAnObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  malformedText: (where: string) => `Hay caracteres no válidos (texto Unicode mal formado) en ${where}.`,
} as const;

const text = (field: string, max: number) =>
  z
    .string({ error: `El campo ${field} es obligatorio y debe ser texto.` })
    .trim()
    .refine(isWellFormedText, { error: SHOP_ERROR_MESSAGES.malformedText(`el campo ${field}`) })
    .min(1, { error: `El campo ${field} no puede estar vacío.` })
    .max(max, { error: `El campo ${field} admite hasta ${max} caracteres.` })
    .refine(isSingleLineText, { error: `El campo ${field} no admite saltos de línea ni caracteres de control.` });

const patterned = (field: string, pattern: RegExp, rule: string) =>
  z
    .string({ error: `El campo ${field} es obligatorio y debe ser texto.` })
    .regex(pattern, { error: `El campo ${field} debe tener ${rule}.` })
    .meta({ description: `${rule[0].toUpperCase()}${rule.slice(1)}.` });

export const orderIdField = patterned('orderId', ORDER_ID_PATTERN, 'de 1 a 128 letras, números o los caracteres . _ : -');
export const eventIdField = patterned('eventId', EVENT_ID_PATTERN, 'de 1 a 64 letras, números, _ o -');

const integerIn = (field: string, min: number, max: number) =>
  z.int({ error: `El campo ${field} debe ser un número entero entre ${min} y ${max}.` }).min(min, { error: `El campo ${field} debe ser un número entero entre ${min} y ${max}.` }).max(max, {
    error: `El campo ${field} debe ser un número entero entre ${min} y ${max}.`,
  });

const codeValue = text('code', CODE_VALUE_MAX_LENGTH).meta({
  description: 'El código tal como lo escribió el comprador: se compara sin espacios alrededor y sin distinguir mayúsculas.',
  example: 'VERANO01',
});
const ticketsField = integerIn('tickets', 1, MAX_TICKETS_PER_ORDER).meta({ description: 'Entradas del pedido que usan el código.', example: 2 });
const isoInstant = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `El campo ${field} debe ser una fecha y hora ISO 8601 con zona (por ejemplo 2026-12-12T18:00:00-06:00).` })
    .meta({ example: '2026-12-12T18:00:00-06:00' });

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const eventPathSchema = z.object({ eventId: eventIdField });
export const orderPathSchema = z.object({ orderId: orderIdField });

export const putEventRequestSchema = z
  .object({
    name: text('name', EVENT_TEXT_MAX_LENGTH).meta({ description: 'Nombre del evento, como lo ven los administradores y los líderes.', example: 'Festival de Verano 2026' }),
    startsAt: isoInstant('startsAt'),
    endsAt: isoInstant('endsAt').meta({ description: 'Cuando termina: sus códigos disponibles pasan a expirados en los 15 minutos siguientes.' }),
    venue: z.optional(z.nullable(text('venue', EVENT_TEXT_MAX_LENGTH))).meta({ description: 'Lugar (opcional).', example: 'Playa Tamarindo' }),
  })
  .superRefine((input, ctx) => {
    if (Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'El campo endsAt debe ser posterior a startsAt.' });
    }
  })
  .meta({ id: 'PutEventRequest', description: 'Crea o actualiza un evento.' });
export type PutEventRequest = z.output<typeof putEventRequestSchema>;

export const checkCodeRequestSchema = z
  .object({ code: codeValue, eventId: eventIdField, tickets: ticketsField })
  .meta({ id: 'CheckCodeRequest', description: 'Consulta si un código sirve para un pedido; no cuenta nada.' });
export type CheckCodeRequest = z.output<typeof checkCodeRequestSchema>;

export const createReservationRequestSchema = z
  .object({
    orderId: orderIdField,
    code: codeValue,
    eventId: eventIdField,
    tickets: ticketsField,
    holdSeconds: integerIn('holdSeconds', HOLD_SECONDS.min, HOLD_SECONDS.max)
      .default(HOLD_SECONDS.default)
      .meta({ description: `Cuánto se guarda el uso sin confirmar (${HOLD_SECONDS.min} a ${HOLD_SECONDS.max} segundos; ${HOLD_SECONDS.default} si no se indica).` }),
  })
  .meta({ id: 'CreateReservationRequest', description: 'Reserva un uso del código para un pedido. Repetirla con el mismo orderId es la misma operación.' });
export type CreateReservationRequest = z.output<typeof createReservationRequestSchema>;

export const confirmReservationRequestSchema = z
  .object({
    amount: z
      .optional(z.int({ error: 'El campo amount debe ser un número entero de colones, 0 o más.' }).min(0, { error: 'El campo amount debe ser un número entero de colones, 0 o más.' }))
      .meta({ description: 'Monto del pedido en colones (entero).', example: 25000 }),
  })
  .meta({ id: 'ConfirmReservationRequest', description: 'El pedido se pagó: el uso cuenta. Sin cuerpo o {} si no hay monto.' });
export type ConfirmReservationRequest = z.output<typeof confirmReservationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const instant = z.iso.datetime().meta({ description: 'Fecha y hora ISO 8601 en UTC.', example: '2026-12-01T15:04:05.000Z' });

export const eventViewSchema = z
  .object({ eventId: z.string(), name: z.string(), startsAt: instant, endsAt: instant, venue: z.nullable(z.string()) })
  .meta({ id: 'Event' });
export type EventView = z.output<typeof eventViewSchema>;
export const eventResponseSchema = z.object({ event: eventViewSchema }).meta({ id: 'EventResponse' });

export const CODE_TYPES_OF_API = ['leader', 'discount'] as const;
export const checkedCodeSchema = z
  .object({
    code: z.string().meta({ description: 'El código como está guardado (mayúsculas).', example: 'DESC10' }),
    type: z.enum(CODE_TYPES_OF_API).meta({ description: "'leader': código de líder; 'discount': descuento de `percent` %." }),
    percent: z.nullable(z.number()).meta({ description: 'Porcentaje de descuento (null para un código de líder).', example: 10 }),
    usesLeft: z.int().min(0).meta({ description: 'Usos que quedan (confirmados y reservas vivas descontados).', example: 3 }),
    maxTickets: z.int().min(1).meta({ description: 'Entradas que admite un pedido con este código.', example: 2 }),
  })
  .meta({ id: 'CheckedCode' });
export const checkCodeResponseSchema = z
  .discriminatedUnion('valid', [
    z.object({ valid: z.literal(true), code: checkedCodeSchema }),
    z.object({ valid: z.literal(false), reason: z.enum(CODE_REASONS), message: z.string() }),
  ])
  .meta({ id: 'CheckCodeResponse' });
export type CheckCodeResponse = z.output<typeof checkCodeResponseSchema>;

export const RESERVATION_STATUSES = ['reserved', 'confirmed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Why a reservation is 'released': the shop cancelled the hold, refunded the confirmed use, or the hold ran out. */
export const RELEASE_REASONS = ['cancelled', 'refunded', 'hold_expired'] as const;
export type ReleaseReason = (typeof RELEASE_REASONS)[number];

export const reservationViewSchema = z
  .object({
    orderId: z.string(),
    code: z.string().meta({ description: 'El código como está guardado.', example: 'VERANO01' }),
    eventId: z.string(),
    tickets: z.int().min(1),
    status: z.enum(RESERVATION_STATUSES),
    expiresAt: instant.meta({ description: 'Hasta cuándo se guarda el uso sin confirmar.' }),
    amount: z.nullable(z.int().min(0)).meta({ description: 'Monto en colones de la confirmación (null si no se indicó).' }),
    confirmedAt: z.nullable(instant),
    releasedAt: z.nullable(instant),
    releaseReason: z.nullable(z.enum(RELEASE_REASONS)).meta({
      description: "Por qué está 'released': 'cancelled' (la tienda liberó la reserva), 'refunded' (reembolso de un uso confirmado) o 'hold_expired' (venció sin confirmar).",
    }),
  })
  .meta({ id: 'Reservation' });
export type ReservationView = z.output<typeof reservationViewSchema>;
export const reservationResponseSchema = z.object({ reservation: reservationViewSchema }).meta({ id: 'ReservationResponse' });
export type ReservationResponse = z.output<typeof reservationResponseSchema>;

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum([...SHOP_REASONS, ...SHOP_ERROR_CODES]),
      message: z.string().meta({ description: 'Explicación en español.' }),
      field: z.optional(z.string()).meta({ description: 'El campo con el problema (en un 400).' }),
    }),
  })
  .meta({ id: 'Error' });
export type ShopErrorBody = z.output<typeof errorResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Routes: the router of the function and the OpenAPI document both read this table.
// ---------------------------------------------------------------------------------------------

export type ShopOperationId = 'putEvent' | 'checkCode' | 'createReservation' | 'confirmReservation' | 'releaseReservation' | 'getReservation';

export interface ShopRoute {
  operationId: ShopOperationId;
  method: 'get' | 'post' | 'put';
  /** OpenAPI style, under SHOP_API_BASE_PATH: /reservations/{orderId}. */
  path: string;
  summary: string;
  description: string;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** The body may be left out (confirm, release). */
  bodyOptional?: boolean;
  /** Successful answers, by status. */
  responses: Partial<Record<200 | 201, { description: string; schema: z.ZodType }>>;
  /** The 409 reasons the route may answer. */
  conflicts?: readonly ShopReason[];
  /** The route may answer 404 (an unknown order). */
  notFound?: boolean;
}

const HOLD_REASONS = ['not_found', 'wrong_event', 'expired', 'deleted', 'used_up', 'too_many_tickets', 'event_ended', 'order_conflict'] as const;

export const SHOP_ROUTES: readonly ShopRoute[] = [
  {
    operationId: 'putEvent',
    method: 'put',
    path: '/events/{eventId}',
    summary: 'Crear o actualizar un evento',
    description: 'Crea el evento o actualiza su nombre, fechas y lugar. Los administradores y los líderes lo ven por su nombre. Cuando pasa `endsAt`, sus códigos disponibles expiran en 15 minutos.',
    params: eventPathSchema,
    body: putEventRequestSchema,
    responses: { 200: { description: 'Evento actualizado.', schema: eventResponseSchema }, 201: { description: 'Evento creado.', schema: eventResponseSchema } },
  },
  {
    operationId: 'checkCode',
    method: 'post',
    path: '/codes/check',
    summary: 'Consultar un código',
    description: 'Dice si el código sirve para un pedido de ese evento con esas entradas, y por qué no. No cuenta ni reserva nada.',
    body: checkCodeRequestSchema,
    responses: { 200: { description: 'El código sirve (`valid: true`) o no, con la razón.', schema: checkCodeResponseSchema } },
  },
  {
    operationId: 'createReservation',
    method: 'post',
    path: '/reservations',
    summary: 'Reservar un uso del código para un pedido',
    description:
      'Toma un uso del código en la misma operación que registra el pedido. Repetir la solicitud (un reintento o un duplicado simultáneo) responde 200 con la misma reserva y no toma un segundo uso. El mismo orderId con otro código, evento o número de entradas es 409 `order_conflict`. Una reserva que vence sin confirmar libera su uso.',
    body: createReservationRequestSchema,
    responses: {
      201: { description: 'Reserva creada.', schema: reservationResponseSchema },
      200: { description: 'La reserva de ese orderId ya existía (reintento o duplicado): la misma, sin un segundo uso.', schema: reservationResponseSchema },
    },
    conflicts: HOLD_REASONS,
  },
  {
    operationId: 'confirmReservation',
    method: 'post',
    path: '/reservations/{orderId}/confirm',
    summary: 'Confirmar el pedido (el uso cuenta)',
    description:
      'El pedido se pagó: el uso cuenta en el código del líder. Idempotente. Una reserva vencida se confirma solo si su uso sigue libre; si no, 409 `hold_expired`. Una reserva liberada por la tienda es 409 `order_conflict`.',
    params: orderPathSchema,
    body: confirmReservationRequestSchema,
    bodyOptional: true,
    responses: { 200: { description: 'Reserva confirmada.', schema: reservationResponseSchema } },
    conflicts: ['hold_expired', 'order_conflict'],
    notFound: true,
  },
  {
    operationId: 'releaseReservation',
    method: 'post',
    path: '/reservations/{orderId}/release',
    summary: 'Liberar la reserva o reembolsar el uso',
    description: 'Cancela una reserva o reembolsa un uso confirmado (el uso vuelve al código). Idempotente: nunca devuelve un uso dos veces.',
    params: orderPathSchema,
    bodyOptional: true,
    responses: { 200: { description: 'Reserva liberada.', schema: reservationResponseSchema } },
    notFound: true,
  },
  {
    operationId: 'getReservation',
    method: 'get',
    path: '/reservations/{orderId}',
    summary: 'Consultar una reserva',
    description: 'La reserva del pedido, en su estado actual.',
    params: orderPathSchema,
    responses: { 200: { description: 'La reserva.', schema: reservationResponseSchema } },
    notFound: true,
  },
];

/** First problem of a failed parse as {field, message}; a problem of the whole body names `body`. */
export function shopIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  if (!issue) return { field: 'body', message: SHOP_ERROR_MESSAGES.notAnObject };
  if (field === '') return { field: 'body', message: SHOP_ERROR_MESSAGES.notAnObject };
  return { field, message: issue.message };
}
