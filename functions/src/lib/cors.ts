// CORS for the HTTP function: only the app's origins. Those are the union of every store's
// allowed redirect origins (and app URLs), plus the local dev/test/bench app origins when the
// function runs in the emulator. Requests without an Origin header (curl, servers) are not
// browser requests: CORS does not apply to them, the rate limit does.
import type { Request, Response } from 'express';
import { isEmulator } from './admin';
import { isStoreOrigin } from './stores';
import { functionTexts } from '../texts';

const LOCAL_APP_PORTS = [5173, 5273, 5373];
const LOCAL_APP_ORIGINS = new Set(LOCAL_APP_PORTS.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]));

export async function isAllowedOrigin(origin: string): Promise<boolean> {
  if (isEmulator() && LOCAL_APP_ORIGINS.has(origin)) return true;
  return isStoreOrigin(origin);
}

/**
 * Applies CORS headers. Returns true when the request is fully answered (a preflight, or a
 * browser request from a foreign origin, refused with 403).
 */
export async function handleCors(req: Request, res: Response): Promise<boolean> {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (origin === undefined) return false;
  if (!(await isAllowedOrigin(origin))) {
    res.status(403).json({ error: { code: 'permission-denied', message: functionTexts.emailAction.originNotAllowed } });
    return true;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Firebase-AppCheck');
    res.setHeader('Access-Control-Max-Age', '3600');
    res.status(204).end();
    return true;
  }
  return false;
}
