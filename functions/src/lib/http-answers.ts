// What the HTTP functions (not the callables) share: their JSON error shape and the size of a body.
import type { Request, Response } from 'express';

/** `{error: {code, message, field?}}` with the status: every refusal of an HTTP function. */
export function sendError(res: Response, status: number, code: string, message: string, field?: string): void {
  res.status(status).json({ error: field ? { code, message, field } : { code, message } });
}

/** The body's size: the larger of what the client declared and what arrived. */
export function bodyBytes(req: Request): number {
  const declared = Number(req.headers['content-length'] ?? 0);
  const received = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? 0;
  return Math.max(Number.isFinite(declared) ? declared : 0, received);
}
