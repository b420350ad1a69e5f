import { appEnv } from '@/lib/env';
import { parseLocalDemoShopCodeUrlTemplate, parseShopCodeUrlTemplate } from '@common/shop-link';

/**
 * The store's shop link template as the app uses it (trimmed), null when it counts as not set:
 * the production rule (common/shop-link.ts), or, in a build wired to the emulators only, a link
 * to the local demo shop.
 */
export function usableShopCodeUrlTemplate(value: unknown): string | null {
  return parseShopCodeUrlTemplate(value) ?? (appEnv.demoShopOrigin ? parseLocalDemoShopCodeUrlTemplate(value, appEnv.demoShopOrigin) : null);
}
