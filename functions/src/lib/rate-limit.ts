// Fixed-window rate limits kept in Firestore (rateLimits/{key}), updated in a transaction so
// concurrent instances count correctly. Keys are SHA-256 hashes: no e-mail or IP in ids.
import type { Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db, isEmulator } from './admin';
import { rateLimitDocId } from './rate-limit-key';
import { COLLECTIONS } from '../../../common/collections';

export interface RateLimitRule {
  /** Namespace of the key, e.g. 'email' or 'ip'. */
  scope: string;
  max: number;
  windowMs: number;
}

const TEN_MINUTES_MS = 10 * 60_000;
const ONE_HOUR_MS = 60 * 60_000;

/**
 * Limits of sendEmailActionCustom, per 10 minutes, and the abuse each one stops:
 * - 3 e-mails to one address from one client: a person who misses the first mail asks twice
 *   more; one stranger cannot flood an inbox.
 * - 10 e-mails to one address from all clients together: a stranger with a few addresses
 *   cannot flood it either. A stranger alone stops at 3, so the owner still resets.
 * - 20 requests from one client IP, whatever the address: a script probing many addresses
 *   stops; a shared office or NAT address stays usable.
 * EMAIL_ACTION_MAX_PER_ADDRESS_AND_CLIENT, EMAIL_ACTION_MAX_PER_ADDRESS and EMAIL_ACTION_MAX_PER_IP
 * (functions/.env*) override them; the local demo project raises the IP limit because every
 * browser test comes from 127.0.0.1.
 */
export function emailActionLimits(): { perAddressAndClient: RateLimitRule; perAddress: RateLimitRule; perClient: RateLimitRule } {
  return {
    perAddressAndClient: { scope: 'email-client', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_ADDRESS_AND_CLIENT', 3), windowMs: TEN_MINUTES_MS },
    perAddress: { scope: 'email', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_ADDRESS', 10), windowMs: TEN_MINUTES_MS },
    perClient: { scope: 'ip', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_IP', 20), windowMs: TEN_MINUTES_MS },
  };
}

/**
 * Limit of registerLeader: 10 new accounts per client IP and hour (REGISTER_MAX_PER_IP), so a
 * script cannot fill Auth and the administrators' notifications; a family or an office that
 * registers a few leaders is not affected.
 */
export function registrationLimit(): RateLimitRule {
  return { scope: 'register-ip', max: positiveIntFromEnv('REGISTER_MAX_PER_IP', 10), windowMs: ONE_HOUR_MS };
}

function positiveIntFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

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
