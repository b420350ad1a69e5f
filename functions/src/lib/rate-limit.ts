// Fixed-window rate limits kept in Firestore (rateLimits/{key}), updated in a transaction so
// concurrent instances count correctly. Keys are SHA-256 hashes: no e-mail or IP in ids.
import type { Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db, isEmulator } from './admin';
import { rateLimitDocId } from './rate-limit-key';
import { COLLECTIONS } from '../../../common/collections';
import type { RateLimitRule } from './rate-limit-rules';

// The limits themselves live in rate-limit-rules.ts (no firebase-admin: the tests read them too).

/**
 * Counts one hit for every rule, only when all of them are still within their limit: a
 * refused request uses up nothing, so a client that keeps hammering one address does not eat
 * the budget that address has for its owner. True when the request may go ahead.
 */
export async function consumeRateLimits(hits: Array<{ rule: RateLimitRule; value: string }>): Promise<boolean> {
  const refs = hits.map(({ rule, value }) => db.collection(COLLECTIONS.rateLimits).doc(rateLimitDocId(rule.scope, value)));
  return db.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const now = Date.now();
    const windows = snapshots.map((snapshot, index) => {
      const { rule } = hits[index];
      const windowStart = (snapshot.get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0;
      const expired = now - windowStart >= rule.windowMs;
      return { rule, start: expired ? now : windowStart, count: expired ? 0 : ((snapshot.get('count') as number | undefined) ?? 0) };
    });
    if (windows.some(({ rule, count }) => count >= rule.max)) return false;
    windows.forEach(({ rule, start, count }, index) => {
      transaction.set(refs[index], {
        scope: rule.scope,
        count: count + 1,
        windowStart: Timestamp.fromMillis(start),
        // The TTL policy of firestore.indexes.json deletes the document once its window is over.
        expiresAt: Timestamp.fromMillis(start + rule.windowMs),
      });
    });
    return true;
  });
}

/**
 * The caller's IP. Google's front end appends the address it saw to X-Forwarded-For, so in
 * production the last entry is the one a client cannot forge. In the emulator there is no
 * proxy: the first entry is honoured so tests can act as distinct clients.
 */
export function clientIp(req: Request): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (forwarded.length > 0) return isEmulator() ? forwarded[0] : forwarded[forwarded.length - 1];
  return req.socket.remoteAddress ?? 'unknown';
}
