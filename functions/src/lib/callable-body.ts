// A guard in front of firebase-functions' callable protocol. The framework decodes the request's
// `data` before any handler runs (firebase-functions 7.4.0, common/providers/https.js `decode`):
// it recurses once per nesting level, so arrays nested a few thousand deep overflow the stack,
// and it throws on a "@type" wrapper it does not know. Both end as a 500 'INTERNAL' that no
// handler can catch. This guard answers them first, with the protocol's own 400 shape.
import type { Response } from 'express';
import type { Request } from 'firebase-functions/https';
import { functionTexts } from '../texts';

/** Deepest nesting accepted in a callable's data; every input of ours is at most 3 levels deep. */
export const MAX_CALLABLE_DATA_DEPTH = 32;

/** The only wrappers the callable protocol decodes: 64-bit integers sent as text. */
const DECODED_TYPES = new Set(['type.googleapis.com/google.protobuf.Int64Value', 'type.googleapis.com/google.protobuf.UInt64Value']);

/** Why the framework could not decode this request body (Spanish), or null when it can. */
export function undecodableBodyProblem(body: unknown): string | null {
  if (body === null || typeof body !== 'object' || !('data' in body)) return null;
  const pending: Array<[value: unknown, depth: number]> = [[(body as { data: unknown }).data, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_CALLABLE_DATA_DEPTH) return functionTexts.request.tooDeep(MAX_CALLABLE_DATA_DEPTH);
    if (Array.isArray(value)) {
      for (const item of value) pending.push([item, depth + 1]);
      continue;
    }
    const wrapper = (value as Record<string, unknown>)['@type'];
    if (wrapper) {
      const number = Number.parseFloat(String((value as Record<string, unknown>).value));
      if (!DECODED_TYPES.has(String(wrapper)) || Number.isNaN(number)) return functionTexts.request.unknownType;
      continue;
    }
    for (const item of Object.values(value)) pending.push([item, depth + 1]);
  }
  return null;
}

type HttpsHandler = (req: Request, res: Response) => unknown;

/**
 * The callable `callable` (what onCall returns) behind the guard: a body the framework cannot
 * decode gets 400 {error:{status:'INVALID_ARGUMENT', message}}; any other request goes to the
 * callable unchanged. The returned function carries the callable's own properties (its
 * deployment description, `run`), so deploying and the emulator see the same function.
 */
export function refusingUndecodableBodies<T extends HttpsHandler>(callable: T): T {
  const guarded: HttpsHandler = (req, res) => {
    const problem = req.method === 'POST' ? undecodableBodyProblem(req.body) : null;
    if (problem === null) return callable(req, res);
    res.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: problem } });
  };
  Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(callable));
  return guarded as T;
}
