// Fixed-window rate limit kept in Firestore (rateLimits/{key}), updated in a transaction so
// concurrent instances count correctly. Keys are SHA-256 hashes: no e-mail or IP in ids.
// Each document carries expiresAt, so a Firestore TTL policy on that field can purge them.
import type { Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db, isEmulator } from './admin';
import { rateLimitDocId } from './rate-limit-key';

export interface RateLimitRule {
  /** Namespace of the key, e.g. 'email' or 'ip'. */
  scope: string;
  max: number;
  windowMs: number;
}

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Limits of sendEmailActionCustom, per 10 minutes: 3 e-mails to one address (a person who
 * misses the first mail can ask twice more) and 20 requests from one client IP (a shared
 * office or NAT address stays usable, a script does not). EMAIL_ACTION_MAX_PER_EMAIL and
 * EMAIL_ACTION_MAX_PER_IP (functions/.env*) override them; the local demo project raises the
 * IP limit because every browser test comes from 127.0.0.1.
 */
export function emailActionLimits(): { perEmail: RateLimitRule; perIp: RateLimitRule } {
  return {
    perEmail: { scope: 'email', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_EMAIL', 3), windowMs: TEN_MINUTES_MS },
    perIp: { scope: 'ip', max: positiveIntFromEnv('EMAIL_ACTION_MAX_PER_IP', 20), windowMs: TEN_MINUTES_MS },
  };
}

function positiveIntFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Counts one hit for every rule; true when all of them are still within their limit. */
export async function consumeRateLimits(hits: Array<{ rule: RateLimitRule; value: string }>): Promise<boolean> {
  const refs = hits.map(({ rule, value }) => db.collection('rateLimits').doc(rateLimitDocId(rule.scope, value)));
  return db.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const now = Date.now();
    let allowed = true;
    snapshots.forEach((snapshot, index) => {
      const { rule } = hits[index];
      const windowStart = (snapshot.get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0;
      const expired = now - windowStart >= rule.windowMs;
      const count = expired ? 0 : ((snapshot.get('count') as number | undefined) ?? 0);
      if (count >= rule.max) allowed = false;
      const start = expired ? now : windowStart;
      transaction.set(refs[index], {
        scope: rule.scope,
        count: count + 1,
        windowStart: Timestamp.fromMillis(start),
        expiresAt: Timestamp.fromMillis(start + rule.windowMs),
      });
    });
    return allowed;
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
