// sendEmailActionCustom: POST {email, mode, redirect, storeId, subject, name}.
// Answers: 200 {status:'success'} (also for an unknown or disabled address, and when sending
// fails inside, never sooner than one common floor: no account enumeration, by answer or by
// time), 400 {error:{code:'invalid-argument', message, field}} (also for text that is not
// well-formed Unicode, in any field),
// 401 missing App Check token (when enforced), 403 foreign browser origin, 405 wrong method,
// 413 body over 16 KB, 415 not JSON, 429 rate limited, 500 a failure before the account lookup
// (the same for every address).
//
// Everything that can refuse a request runs BEFORE the account is looked up, so a registered
// and an unknown address always get the same answer. The e-mail's subject is the server's own
// text for the mode and the greeting uses the account's name: the request's subject and name
// are validated (the app still sends them) but never used; the greeting names only an account
// whose address is verified.
//
// Every answer of this function is that JSON shape. A body that is not JSON at all (or in a
// charset or encoding the platform does not decode) never reaches it: the platform's request
// parser answers it first, with its own 400/415 page (docs/security.md).
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import type { UserRecord } from 'firebase-admin/auth';
import { emailActionRequestSchema, firstIssue, type EmailActionRequest } from '../../../common/schemas';
import { adminAuth, db, isEmulator } from '../lib/admin';
import { verifyAppCheckHeader } from '../lib/app-check';
import { handleCors } from '../lib/cors';
import { bodyBytes, sendError } from '../lib/http-answers';
import { clientIp, consumeRateLimits } from '../lib/rate-limit';
import { emailActionLimits } from '../lib/rate-limit-rules';
import { malformedTextIssue } from '../lib/errors';
import { logFailure } from '../lib/failure-log';
import { isAllowedRedirect, readStore } from '../lib/stores';
import { accountDisplayName } from './account-name';
import { waitForAnswerFloor } from './answer-timing';
import { isAcceptedContinueUrl } from './continue-url';
import { appActionLink } from './links';
import { queueMail } from './outbox';
import { renderEmail } from './render';
import { emailTexts } from './texts';
import { COLLECTIONS } from '../../../common/collections';
import { functionTexts } from '../texts';

/** Largest body accepted: the six fields fit in a few hundred bytes. */
export const MAX_BODY_BYTES = 16 * 1024;


export async function handleEmailActionRequest(req: Request, res: Response): Promise<void> {
  try {
    await answerEmailActionRequest(req, res);
  } catch (error) {
    logFailure('sendEmailActionCustom', 'http', error);
    if (!res.headersSent) sendError(res, 500, 'internal', functionTexts.emailAction.failed);
  }
}


async function answerEmailActionRequest(req: Request, res: Response): Promise<void> {
  if (await handleCors(req, res)) return;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    return sendError(res, 405, 'method-not-allowed', functionTexts.httpRequest.postOnly);
  }
  if (bodyBytes(req) > MAX_BODY_BYTES) {
    return sendError(res, 413, 'payload-too-large', functionTexts.httpRequest.tooLarge(MAX_BODY_BYTES / 1024));
  }
  // JSON only: a browser cannot send it across origins without a CORS preflight.
  if (!req.is('application/json')) {
    return sendError(res, 415, 'unsupported-media-type', functionTexts.httpRequest.jsonOnly);
  }
  if (!(await verifyAppCheckHeader(req))) {
    return sendError(res, 401, 'unauthenticated', functionTexts.httpRequest.appCheckMissing);
  }

  const malformed = malformedTextIssue(req.body);
  if (malformed) return sendError(res, 400, 'invalid-argument', malformed.message, malformed.field || undefined);
  const parsed = emailActionRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return sendError(res, 400, 'invalid-argument', message, field || undefined);
  }
  const request = parsed.data;

  const store = await readStore(request.storeId);
  if (!store) return sendError(res, 400, 'invalid-argument', functionTexts.emailAction.unknownStore, 'storeId');
  if (!isAllowedRedirect(store, request.redirect)) {
    return sendError(res, 400, 'invalid-argument', functionTexts.emailAction.redirectNotAllowed, 'redirect');
  }
  if (!isAcceptedContinueUrl(request.redirect)) {
    return sendError(
      res,
      400,
      'invalid-argument',
      functionTexts.emailAction.redirectCharacters,
      'redirect',
    );
  }

  const limits = emailActionLimits();
  const ip = clientIp(req);
  const email = request.email.toLowerCase();
  const allowed = await consumeRateLimits([
    { rule: limits.perClient, value: ip },
    { rule: limits.perAddressAndClient, value: `${email} ${ip}` },
    { rule: limits.perAddress, value: email },
  ]);
  if (!allowed) {
    res.setHeader('Retry-After', String(limits.perAddress.windowMs / 1000));
    return sendError(res, 429, 'resource-exhausted', functionTexts.emailAction.tooManyRequests);
  }

  // From here on every outcome answers the same success, after the same floor: whether an
  // e-mail went out is visible only in the logs.
  const lookupStartedAt = Date.now();
  try {
    await deliverActionEmail(request, store.appUrl);
  } catch (error) {
    logFailure('sendEmailActionCustom', 'http', error, { problem: 'the e-mail could not be prepared; answered as for an unknown address' });
  }
  await waitForAnswerFloor(lookupStartedAt);
  res.status(200).json({ status: 'success' });
}

async function findAccount(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function deliverActionEmail(request: EmailActionRequest, appUrl: string): Promise<void> {
  const account = await findAccount(request.email);
  if (!account || account.disabled) {
    logger.info('sendEmailActionCustom: no active account for the address; nothing sent', { mode: request.mode });
    return;
  }
  const email = account.email ?? request.email;
  // Only an owner who proved the address is greeted by name: until then the name is whatever
  // the person who created the account typed, and the address may be someone else's.
  const [link, name] = await Promise.all([
    appActionLink(request.mode, email, appUrl, request.redirect),
    account.emailVerified ? accountDisplayName(account, (uid) => db.collection(COLLECTIONS.users).doc(uid).get()) : '',
  ]);
  const copy = emailTexts[request.mode];
  const message = renderEmail({ subject: copy.subject, name, intro: copy.intro, button: copy.button, ignore: copy.ignore, link });
  const mailId = await queueMail({ to: [email], message, kind: request.mode, link, storeId: request.storeId });
  // The link grants access to the account: only the emulator logs it in full.
  logger.info('sendEmailActionCustom: e-mail queued', { mode: request.mode, mailId, ...(isEmulator() ? { email, link } : {}) });
}
