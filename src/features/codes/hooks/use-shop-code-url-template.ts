import { readShopCodeUrlTemplate } from '@/features/codes/api/shop-link';
import { appEnv } from '@/lib/env';
import { useReadOnce, type DataResult } from '@/hooks/use-subscription';

/**
 * The shop's link template of the configured store (stores/{storeId}.shopCodeUrlTemplate), read
 * once per mount while `enabled`: an operator changes the shop without a new build, and leaders
 * get it at their next visit. Its data is null when unset or not a usable template (a
 * single-line https URL with a fixed host); sharing then gives the codes alone, as it does after
 * the read failed.
 */
export function useShopCodeUrlTemplate(enabled: boolean): DataResult<string | null> {
  return useReadOnce(enabled ? `store/${appEnv.storeId}` : null, readShopCodeUrlTemplate);
}
