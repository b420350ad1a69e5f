// reportClientError: POST {kind, message, stack?, path, release, source?} from the web app, with
// the signed-in person's ID token in Authorization when there is one. Writes the error as an
// Error Reporting entry (client-error-entry.ts) and answers 204. Refusals, each before anything
// is logged: 403 foreign browser origin, 405 not POST, 413 body over 16 KB, 415 not JSON, 401 App
// Check (when enforced), 400 invalid field, 429 over the limits per client address and per user.
//
// A page in an error loop, or a script, must not flood the logs or the bill: the limits are kept
// in Firestore (one transaction per accepted report), and an instance that saw a caller refused
// refuses it again for a minute without asking Firestore.
import type { Request, Response } from 'express';
import { CLIENT_ERROR_FUNCTION, CLIENT_ERROR_LIMITS } from '../../../common/client-error-report';
import { clientErrorReportSchema, firstIssue } from '../../../common/schemas';
import { adminAuth } from '../lib/admin';
import { verifyAppCheckHeader } from '../lib/app-check';
import { handleCors } from '../lib/cors';
import { bodyBytes, sendError } from '../lib/http-answers';
import { functionTexts } from '../texts';
import { malformedTextIssue } from '../lib/errors';
import { logFailure, writeFailure } from '../lib/failure-log';
import { clientIp, consumeRateLimits } from '../lib/rate-limit';
import { clientErrorLimits } from '../lib/rate-limit-rules';
import { clientErrorEntry } from './client-error-entry';

const REFUSAL_MEMORY_MS = 60_000;
const MAX_REMEMBERED_REFUSALS = 10_000;
const refusedUntil = new Map<string, number>();


export async function handleClientErrorReport(req: Request, res: Response): Promise<void> {
  try {
    await answerClientErrorReport(req, res);
  } catch (error) {
    logFailure(CLIENT_ERROR_FUNCTION, 'http', error);
    if (!res.headersSent) sendError(res, 500, 'internal', functionTexts.clientErrors.failed);
  }
}

/** The uid of a valid ID token in Authorization, or null: a report without one is still taken (the error may be about signing in). */
async function verifiedUid(req: Request): Promise<string | null> {
  const match = /^Bearer (\S+)$/.exec(req.header('Authorization') ?? '');
  if (!match) return null;
  try {
    return (await adminAuth.verifyIdToken(match[1])).uid;
  } catch {
    return null;
  }
}


async function withinLimits(ip: string, uid: string | null): Promise<boolean> {
  const caller = `${ip} ${uid ?? ''}`;
  const now = Date.now();
  if ((refusedUntil.get(caller) ?? 0) > now) return false;
  const limits = clientErrorLimits();
  const allowed = await consumeRateLimits([
    { rule: limits.perClient, value: ip },
    ...(uid ? [{ rule: limits.perUser, value: uid }] : []),
  ]);
  if (!allowed) {
    if (refusedUntil.size >= MAX_REMEMBERED_REFUSALS) refusedUntil.clear();
    refusedUntil.set(caller, now + REFUSAL_MEMORY_MS);
  }
  return allowed;
}

async function answerClientErrorReport(req: Request, res: Response): Promise<void> {
  if (await handleCors(req, res)) return;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    return sendError(res, 405, 'method-not-allowed', functionTexts.httpRequest.postOnly);
  }
  if (bodyBytes(req) > CLIENT_ERROR_LIMITS.bodyBytes) {
    return sendError(res, 413, 'payload-too-large', functionTexts.httpRequest.tooLarge(CLIENT_ERROR_LIMITS.bodyBytes / 1024));
  }
  if (!req.is('application/json')) {
    return sendError(res, 415, 'unsupported-media-type', functionTexts.httpRequest.jsonOnly);
  }
  if (!(await verifyAppCheckHeader(req))) {
    return sendError(res, 401, 'unauthenticated', functionTexts.httpRequest.appCheckMissing);
  }
  const malformed = malformedTextIssue(req.body);
  if (malformed) return sendError(res, 400, 'invalid-argument', malformed.message, malformed.field);
  const parsed = clientErrorReportSchema.safeParse(req.body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return sendError(res, 400, 'invalid-argument', message, field);
  }
  const uid = await verifiedUid(req);
  if (!(await withinLimits(clientIp(req), uid))) {
    res.setHeader('Retry-After', String(REFUSAL_MEMORY_MS / 1000));
    return sendError(res, 429, 'resource-exhausted', functionTexts.clientErrors.tooManyReports);
  }
  writeFailure(clientErrorEntry(parsed.data, { uid, userAgent: req.header('User-Agent') ?? '' }));
  res.status(204).end();
}
