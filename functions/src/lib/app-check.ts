// App Check: when APPCHECK_ENFORCE=true (functions/.env.<project>), only requests carrying a
// valid App Check token from the registered web app are served. Callables get it through
// enforceAppCheck; the HTTP e-mail function verifies the X-Firebase-AppCheck header itself.
// Off by default and on the local demo project, whose browsers have no App Check provider.
import type { Request } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions';
import { firebaseApp } from './admin';

export function isAppCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APPCHECK_ENFORCE === 'true';
}

/** True when App Check is not enforced, or the request carries a valid token. */
export async function verifyAppCheckHeader(req: Request): Promise<boolean> {
  if (!isAppCheckEnforced()) return true;
  const token = req.header('X-Firebase-AppCheck');
  if (!token) return false;
  try {
    await getAppCheck(firebaseApp).verifyToken(token);
    return true;
  } catch (error) {
    logger.warn('App Check token refused', { error: String(error) });
    return false;
  }
}
