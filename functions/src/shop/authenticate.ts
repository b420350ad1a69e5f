// Who calls the shop API: `Authorization: Bearer <key>`, a key of the configured store that no
// administrator revoked (read on every request, so a revocation applies to the very next call),
// within its requests per minute. The key is never logged and never read from a URL.
import type { NextFunction, Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { SHOP_ERROR_MESSAGES } from '../../../common/shop-api';
import { db } from '../lib/admin';
import { configuredStoreId } from '../lib/stores';
import { ShopApiError, sendError } from './http';
import { presentedKey, shopKeyHash } from './keys';
import { COLLECTIONS } from '../../../common/collections';

/** What the handlers know of the caller. */
export interface ShopCaller {
  keyId: string;
  storeId: string;
}

const MINUTE_MS = 60_000;
/** lastUsedAt is written at most once a minute per key: a busy key must not make its document hot. */
const LAST_USED_PRECISION_MS = MINUTE_MS;
/** Each window is counted over shards of this many requests, so no counter document gets hot. */
const REQUESTS_PER_SHARD = 100;

/** Requests per minute of a key without its own limit (SHOP_API_MAX_PER_KEY_PER_MINUTE, default 12,000 = 200 a second). */
export function defaultKeyLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SHOP_API_MAX_PER_KEY_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : 12_000;
}

function unauthorized(res: Response): void {
  res.set('WWW-Authenticate', 'Bearer realm="shopApi"');
  sendError(res, new ShopApiError(401, 'unauthorized', SHOP_ERROR_MESSAGES.unauthorized));
}

/**
 * The shard of this minute's counter a request counts in, spread at random. With a limit of L a
 * minute there are ceil(L / 100) shards of at most 100 requests each: a small limit is exact, a
 * large one is kept to within a shard's worth.
 */
function rateLimitShard(hash: string, limit: number, now: number) {
  const shards = Math.max(1, Math.ceil(limit / REQUESTS_PER_SHARD));
  const window = Math.floor(now / MINUTE_MS);
  const shard = Math.floor(Math.random() * shards);
  return {
    ref: db.collection(COLLECTIONS.shopRateLimits).doc(`${hash.slice(0, 32)}-${window}-${shard}`),
    perShard: Math.ceil(limit / shards),
    retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * MINUTE_MS - now) / 1000)),
    expiresAt: Timestamp.fromMillis((window + 2) * MINUTE_MS),
  };
}

/** Express middleware: 401 without a live key, 429 over its limit; otherwise res.locals.caller. */
export async function authenticateShop(req: Request, res: Response, next: NextFunction): Promise<void> {
  const key = presentedKey(req.header('authorization'));
  if (key === null) return unauthorized(res);
  const hash = shopKeyHash(key);
  const now = Date.now();
  const keyRef = db.collection(COLLECTIONS.shopKeys).doc(hash);
  // The limit is the key's own when it has one; read the key first only then is not worth a round
  // trip, so the counter of the default limit is read beside it and read again if the key differs.
  const guess = rateLimitShard(hash, defaultKeyLimit(), now);
  const [keySnapshot, guessSnapshot] = await Promise.all([keyRef.get(), guess.ref.get()]);
  if (!keySnapshot.exists || keySnapshot.get('revokedAt') != null || keySnapshot.get('storeId') !== configuredStoreId()) return unauthorized(res);

  const ownLimit = keySnapshot.get('maxRequestsPerMinute');
  const limit = typeof ownLimit === 'number' && Number.isInteger(ownLimit) && ownLimit > 0 ? ownLimit : defaultKeyLimit();
  const counter = limit === defaultKeyLimit() ? guess : rateLimitShard(hash, limit, now);
  const counted = counter === guess ? guessSnapshot : await counter.ref.get();
  if (((counted.get('count') as number | undefined) ?? 0) >= counter.perShard) {
    res.set('Retry-After', String(counter.retryAfterSeconds));
    return sendError(res, new ShopApiError(429, 'rate_limited', SHOP_ERROR_MESSAGES.rateLimited));
  }
  const lastUsed = (keySnapshot.get('lastUsedAt') as Timestamp | null | undefined)?.toMillis() ?? 0;
  await Promise.all([
    counter.ref.set({ count: FieldValue.increment(1), expiresAt: counter.expiresAt }, { merge: true }),
    now - lastUsed >= LAST_USED_PRECISION_MS ? keyRef.update({ lastUsedAt: FieldValue.serverTimestamp() }) : null,
  ]);
  res.locals.caller = { keyId: String(keySnapshot.get('keyId')), storeId: String(keySnapshot.get('storeId')) } satisfies ShopCaller;
  next();
}
