// sendEmailActionCustom: POST {email, mode, redirect, storeId, subject, name} (spec section 7).
// Answers: 200 {status:'success'} (also for an unknown e-mail: no account enumeration),
// 400 {error:{code:'invalid-argument', message, field}}, 403 foreign browser origin,
// 405 wrong method, 429 rate limited, 500 unexpected failure.
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { emailActionRequestSchema, firstIssue, type EmailActionRequest } from '../../../common/schemas';
import { adminAuth, isEmulator } from '../lib/admin';
import { handleCors } from '../lib/cors';
import { clientIp, consumeRateLimits, emailActionLimits } from '../lib/rate-limit';
import { isAllowedRedirect, loadStore } from '../lib/stores';
import { appActionLink } from './links';
import { queueMail } from './outbox';
import { renderEmail } from './render';
import { emailTexts } from './texts';

function sendError(res: Response, status: number, code: string, message: string, field?: string): void {
  res.status(status).json({ error: field === undefined ? { code, message } : { code, message, field } });
}

export async function handleEmailActionRequest(req: Request, res: Response): Promise<void> {
  try {
    await answerEmailActionRequest(req, res);
  } catch (error) {
    logger.error('sendEmailActionCustom failed', { error: String(error) });
    if (!res.headersSent) sendError(res, 500, 'internal', 'No se pudo enviar el correo. Intenta de nuevo más tarde.');
  }
}

async function answerEmailActionRequest(req: Request, res: Response): Promise<void> {
  if (await handleCors(req, res)) return;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    return sendError(res, 405, 'method-not-allowed', 'Usa POST.');
  }

  const parsed = emailActionRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return sendError(res, 400, 'invalid-argument', message, field || undefined);
  }
  const request = parsed.data;

  const store = await loadStore(request.storeId);
  if (!store) return sendError(res, 400, 'invalid-argument', 'El campo storeId no corresponde a una tienda conocida.', 'storeId');
  if (!isAllowedRedirect(store, request.redirect)) {
    return sendError(res, 400, 'invalid-argument', 'El campo redirect no está en la lista de direcciones permitidas de la tienda.', 'redirect');
  }

  // Counted before the account lookup, so known and unknown e-mails are limited alike.
  const limits = emailActionLimits();
  const allowed = await consumeRateLimits([
    { rule: limits.perIp, value: clientIp(req) },
    { rule: limits.perEmail, value: request.email },
  ]);
  if (!allowed) {
    res.setHeader('Retry-After', String(limits.perEmail.windowMs / 1000));
    return sendError(res, 429, 'resource-exhausted', 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
  }

  await deliverActionEmail(request, store.appUrl);
  res.status(200).json({ status: 'success' });
}

async function deliverActionEmail(request: EmailActionRequest, appUrl: string): Promise<void> {
  const exists = await adminAuth.getUserByEmail(request.email).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return false;
      throw error;
    },
  );
  if (!exists) {
    logger.info('sendEmailActionCustom: no account for the address; nothing sent', { mode: request.mode });
    return;
  }
  const link = await appActionLink(request.mode, request.email, appUrl, request.redirect);
  const copy = emailTexts[request.mode];
  const message = renderEmail({ subject: request.subject, name: request.name, intro: copy.intro, button: copy.button, ignore: copy.ignore, link });
  const mailId = await queueMail({ to: [request.email], message, kind: request.mode, link, storeId: request.storeId });
  // The link grants access to the account: only the emulator logs it in full.
  logger.info('sendEmailActionCustom: e-mail queued', { mode: request.mode, mailId, ...(isEmulator() ? { email: request.email, link } : {}) });
}
