import { doc, getDoc } from 'firebase/firestore';
import { appEnv } from '@/lib/env';
import { firestore } from '@/lib/firebase/firestore';
import type { Result } from '@/lib/firebase/result';
import { useReadOnce } from '@/lib/firebase/use-subscription';
import { parseShopCodeUrlTemplate } from '@common/shop-link';

/** The configured store's shop link template; null when unset or not a usable one (common/shop-link.ts). */
export async function readShopCodeUrlTemplate(): Promise<string | null> {
  const snapshot = await getDoc(doc(firestore, 'stores', appEnv.storeId));
  return parseShopCodeUrlTemplate(snapshot.get('shopCodeUrlTemplate'));
}

/**
 * The shop's link template of the configured store (stores/{storeId}.shopCodeUrlTemplate), read
 * once per mount while `enabled`: an operator changes the shop without a new build, and leaders
 * get it at their next visit. Its data is null when unset or not a usable template (a
 * single-line https URL with a fixed host); sharing then gives the codes alone, as it does while
 * the read is loading or after it failed.
 */
export function useShopCodeUrlTemplate(enabled: boolean): Result<string | null> {
  return useReadOnce(enabled ? `store/${appEnv.storeId}` : null, readShopCodeUrlTemplate);
}
