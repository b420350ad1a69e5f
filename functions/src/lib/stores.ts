// stores/{storeId} (common/data-model.ts StoreDoc): allowed redirect origins and the app URL.
import { DEFAULT_STORE_ID } from '../../../common/constants';
import type { StoreDoc } from '../../../common/data-model';
import { db } from './admin';
import { invalidField } from './errors';
import { functionTexts } from '../texts';
import { COLLECTIONS } from '../../../common/collections';

/**
 * The store whose leaders use the app: STORE_ID of functions/.env.<project>, the same value as
 * the app's VITE_STORE_ID and the rules' configuredStoreId(); DEFAULT_STORE_ID when unset.
 */
export function configuredStoreId(): string {
  return process.env.STORE_ID?.trim() || DEFAULT_STORE_ID;
}

/**
 * The configured store, for a request that may name it (storeId): the functions act on this
 * store's people and codes only, so naming another store is refused, not followed.
 */
export function requireConfiguredStore(storeId: string | undefined): string {
  const configured = configuredStoreId();
  if (storeId !== undefined && storeId !== configured) {
    throw invalidField('storeId', functionTexts.store.otherStore(configured));
  }
  return configured;
}

export async function readStore(storeId: string): Promise<StoreDoc | null> {
  const snapshot = await db.collection(COLLECTIONS.stores).doc(storeId).get();
  if (!snapshot.exists) return null;
  const data = snapshot.data() as Partial<StoreDoc>;
  if (typeof data.appUrl !== 'string' || !Array.isArray(data.allowedRedirectOrigins)) return null;
  return { name: data.name ?? storeId, appUrl: data.appUrl.replace(/\/+$/, ''), allowedRedirectOrigins: data.allowedRedirectOrigins };
}

/** True when `url`'s origin is exactly one of the store's allowed origins. */
export function isAllowedRedirect(store: StoreDoc, url: string): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return store.allowedRedirectOrigins.some((allowed) => normalizeOrigin(allowed) === origin);
}

export function normalizeOrigin(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

let cachedOrigins: { at: number; origins: Set<string> } | null = null;
const ORIGINS_CACHE_MS = 30_000;

/**
 * True when `origin` is in the union of every store's allowed origins and app URLs. Cached
 * briefly because CORS runs on every request; a miss reloads, so a new store counts at once.
 */
export async function isStoreOrigin(origin: string): Promise<boolean> {
  const fresh = cachedOrigins && Date.now() - cachedOrigins.at < ORIGINS_CACHE_MS;
  if (fresh && cachedOrigins!.origins.has(origin)) return true;
  return (await readStoreOrigins()).has(origin);
}

async function readStoreOrigins(): Promise<Set<string>> {
  const snapshot = await db.collection(COLLECTIONS.stores).get();
  const origins = new Set<string>();
  for (const doc of snapshot.docs) {
    for (const value of (doc.get('allowedRedirectOrigins') as unknown[] | undefined) ?? []) {
      const origin = typeof value === 'string' ? normalizeOrigin(value) : null;
      if (origin) origins.add(origin);
    }
    const appUrl = doc.get('appUrl');
    const appOrigin = typeof appUrl === 'string' ? normalizeOrigin(appUrl) : null;
    if (appOrigin) origins.add(appOrigin);
  }
  cachedOrigins = { at: Date.now(), origins };
  return origins;
}
