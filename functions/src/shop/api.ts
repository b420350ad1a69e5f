// shopApi: the HTTP API the store's ticket shop calls, server to server (functions/README.md, "Shop
// API"). An express app: every route of common/shop-api.ts SHOP_ROUTES, JSON in and out, no CORS.
// Before any route: the body's size (413), the key (401) and its rate (429), the body's form (400).
// Every answer is JSON; nothing a request holds can make it a 5xx or an HTML page.
import express, { type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import {
  SHOP_API_BASE_PATH,
  SHOP_API_MAX_BODY_BYTES,
  SHOP_ERROR_MESSAGES,
  SHOP_ROUTES,
  shopIssue,
  type ShopOperationId,
  type ShopRoute,
} from '../../../common/shop-api';
import { malformedTextPath } from '../../../common/text-fields';
import { logFailure } from '../lib/failure-log';
import { authenticateShop, type ShopCaller } from './authenticate';
import { putEvent } from './events';
import { invalidRequest, sendError, sendJson, ShopApiError } from './http';
import { checkCode, confirmReservation, createReservation, getReservation, releaseReservation } from './reservations';

interface Parsed {
  params: Record<string, string>;
  body: unknown;
}

type Handler = (caller: ShopCaller, input: Parsed) => Promise<{ status: 200 | 201; body: unknown }>;

const ok = (body: unknown) => ({ status: 200 as const, body });

/* eslint-disable @typescript-eslint/no-explicit-any -- each handler receives what its route's schemas parsed */
const HANDLERS: Record<ShopOperationId, Handler> = {
  putEvent: async (_caller, { params, body }) => {
    const { created, event } = await putEvent(params.eventId, body as any);
    return { status: created ? 201 : 200, body: { event } };
  },
  checkCode: async (caller, { body }) => ok(await checkCode(caller, body as any)),
  createReservation: async (caller, { body }) => {
    const { created, reservation } = await createReservation(caller, body as any);
    return { status: created ? 201 : 200, body: { reservation } };
  },
  confirmReservation: async (caller, { params, body }) => ok({ reservation: await confirmReservation(caller, params.orderId, (body as any).amount) }),
  releaseReservation: async (caller, { params }) => ok({ reservation: await releaseReservation(caller, params.orderId) }),
  getReservation: async (caller, { params }) => ok({ reservation: await getReservation(caller, params.orderId) }),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The bytes the request's body had (what the platform read, or what it declared). */
function bodyBytes(req: Request): number {
  const declared = Number(req.headers['content-length'] ?? 0);
  const received = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? 0;
  return Math.max(Number.isFinite(declared) ? declared : 0, received);
}

/** The body as JSON, undefined when there is none; 400 for anything that is not JSON. */
function jsonBody(req: Request): unknown {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!raw || raw.length === 0) return undefined;
  if (!req.is('application/json')) throw invalidRequest('body', SHOP_ERROR_MESSAGES.notJson);
  // The platform parsed it already; a body it could not parse never reaches the function.
  if (req.body === undefined || typeof req.body === 'string' || Buffer.isBuffer(req.body)) throw invalidRequest('body', SHOP_ERROR_MESSAGES.notJson);
  return req.body;
}

/** A body over the limit, before anything is read. */
function refuseLargeBodies(req: Request, _res: Response, next: NextFunction): void {
  next(bodyBytes(req) > SHOP_API_MAX_BODY_BYTES ? new ShopApiError(413, 'payload_too_large', SHOP_ERROR_MESSAGES.payloadTooLarge) : undefined);
}

/** The form of the body (JSON, well-formed text everywhere), for the routes to parse. */
function refuseMalformedBodies(req: Request, res: Response, next: NextFunction): void {
  try {
    const body = jsonBody(req);
    const malformed = malformedTextPath(body);
    if (malformed !== null) throw invalidRequest(malformed || 'body', SHOP_ERROR_MESSAGES.malformedText(malformed === '' ? 'la solicitud' : `el campo ${malformed}`));
    res.locals.body = body;
    next();
  } catch (error) {
    next(error);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { field, message } = shopIssue(result.error);
    throw invalidRequest(field, message);
  }
  return result.data;
}

const routeNotFound = () => new ShopApiError(404, 'route_not_found', SHOP_ERROR_MESSAGES.routeNotFound);

/** /reservations/{orderId} → /reservations/:orderId */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function routeHandler(route: ShopRoute) {
  const handler = HANDLERS[route.operationId];
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const params = route.params ? (parse(route.params, req.params) as Record<string, string>) : {};
      const raw = res.locals.body as unknown;
      const body = route.body === undefined ? {} : raw === undefined && route.bodyOptional ? parse(route.body, {}) : parse(route.body, raw);
      const { status, body: answer } = await handler(res.locals.caller as ShopCaller, { params, body });
      sendJson(res, status, answer);
    } catch (error) {
      next(error);
    }
  };
}

function answerError(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (res.headersSent) return;
  if (error instanceof ShopApiError) {
    if (error.status === 503) res.set('Retry-After', '1');
    return sendError(res, error);
  }
  // express's own 4xx (a path whose %-encoding does not decode, …) are the request's fault.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendError(res, invalidRequest('path', 'La ruta de la solicitud no es válida (codificación % incorrecta).'));
  }
  logFailure('shopApi', 'http', error, { method: req.method, route: req.route?.path ?? null });
  res.set('Retry-After', '1');
  sendError(res, new ShopApiError(503, 'unavailable', SHOP_ERROR_MESSAGES.unavailable));
}

export function createShopApi(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(refuseLargeBodies);
  app.use((req, res, next) => void authenticateShop(req, res, next).catch(next));
  app.use(refuseMalformedBodies);
  // No CORS: a preflight (OPTIONS) is a method the API does not have. Left to the router, express
  // would answer it itself, 200 with a text body listing the methods.
  app.use((req, _res, next) => next(req.method === 'OPTIONS' ? routeNotFound() : undefined));
  const router = express.Router({ caseSensitive: true });
  for (const route of SHOP_ROUTES) router[route.method](expressPath(route.path), routeHandler(route));
  app.use(SHOP_API_BASE_PATH, router);
  app.use((_req: Request, res: Response) => sendError(res, routeNotFound()));
  app.use(answerError);
  return app;
}
