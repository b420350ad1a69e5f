// Integration keys of the shop API and the ids derived from what the shop sends. Only node:crypto:
// the tests and the seed compute the same ids.
//
// A key is `cdl_` and 43 characters of 32 random bytes (256 bits): far beyond guessing, so a plain
// SHA-256 of it is a safe thing to store (no salt or slow hash needed: those protect guessable
// passwords). The key itself is shown once and stored nowhere; shopKeys/{sha256(key)} names it.
import { createHash, randomBytes } from 'node:crypto';

export const SHOP_KEY_PREFIX = 'cdl_';
/** What a presented key may look like; anything else is refused before any read. */
export const SHOP_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The key of an `Authorization: Bearer <key>` header, or null when it is missing or not a key of our shape. */
export function presentedKey(header: string | undefined): string | null {
  const match = /^Bearer +(\S+)$/i.exec((header ?? '').trim());
  return match && SHOP_KEY_PATTERN.test(match[1]) ? match[1] : null;
}

/** A new integration key (shown once to the administrator who creates it). */
export function newShopKey(): string {
  return `${SHOP_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The document id of a key: its SHA-256, hex. */
export function shopKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The last 4 characters, which the Tienda page shows to tell keys apart. */
export const keyLast4 = (key: string): string => key.slice(-4);

/**
 * The document id of an order: a SHA-256 of the store and the shop's orderId. Any valid orderId
 * ('.', '..', '__x__', 'a:b') names exactly one document, and no orderId names a path.
 */
export function shopOrderKey(storeId: string, orderId: string): string {
  return createHash('sha256').update(`${storeId}\u0000${orderId}`, 'utf8').digest('hex');
}
