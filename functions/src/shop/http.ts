// The answers of the shop API: JSON only, and every refusal in one shape,
// {error: {code, message, field?}} (common/shop-api.ts errorResponseSchema).
import type { Response } from 'express';
import { SHOP_REASON_MESSAGES, type ShopErrorBody, type ShopErrorCode, type ShopReason } from '../../../common/shop-api';

/** A refusal the API answers with its status (never a 5xx for anything a request holds). */
export class ShopApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 413 | 429 | 503,
    readonly code: ShopReason | ShopErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** 409 with a reason of the contract and its Spanish message. */
export const conflict = (reason: ShopReason): ShopApiError => new ShopApiError(409, reason, SHOP_REASON_MESSAGES[reason]);

export const invalidRequest = (field: string, message: string): ShopApiError => new ShopApiError(400, 'invalid_request', message, field);

export function sendJson(res: Response, status: number, body: unknown): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

export function sendError(res: Response, error: ShopApiError): void {
  const body: ShopErrorBody = { error: { code: error.code, message: error.message, ...(error.field === undefined ? {} : { field: error.field }) } };
  sendJson(res, error.status, body);
}
