import { createContext, useCallback, useContext, useMemo } from 'react';
import { useHeldFor } from '@/features/codes/hooks/use-held-for';
import type { Result } from '@/lib/firebase/result';
import { scannableText, shareText, type ShareableCode } from '@/lib/codes/share-text';

/** The store's shop link template, as every share and copy of codes uses it (provided by CodesLayout). */
export interface ShopLinkTemplate {
  /** The template; null: the codes alone (none set, not usable, or it could not be read). */
  template: string | null;
  /**
   * True while the template is being read: shares, copies and QR codes wait (their buttons
   * disabled), so none goes out without the links it would carry a moment later.
   */
  reading: boolean;
}

export const ShopLinkTemplateContext = createContext<ShopLinkTemplate>({ template: null, reading: false });

/** Builds the text copied or shared for codes, with the shop links when the store has a template. */
export function useShareText(): (codes: readonly ShareableCode[]) => string {
  const { template } = useContext(ShopLinkTemplateContext);
  return useCallback((codes: readonly ShareableCode[]) => shareText(codes, template), [template]);
}

/** What a code's QR holds: its shop link when the store has one, else the code (scannableText). */
export function useScannableText(): (code: ShareableCode) => string {
  const { template } = useContext(ShopLinkTemplateContext);
  return useCallback((code: ShareableCode) => scannableText(code, template), [template]);
}

/** False while the shop link template is being read: what shares or copies codes waits, disabled. */
export function useShareTextReady(): boolean {
  return !useContext(ShopLinkTemplateContext).reading;
}

/**
 * How long shares wait for the template before they go out with the codes alone: a phone at a
 * venue door may have a network that reaches nothing, and the Firestore client takes longer than
 * this to call itself offline.
 */
export const SHOP_LINK_WAIT_MS = 3000;

/**
 * The template as shares use it, from its read (useShopCodeUrlTemplate): `reading` until the read
 * ends or SHOP_LINK_WAIT_MS have passed, whichever comes first. A template read later still
 * reaches the shares made after it; a failed read leaves the codes alone.
 */
export function useShopLinkTemplate(read: Result<string | null>): ShopLinkTemplate {
  const loading = read.status === 'loading';
  const waitedLongEnough = useHeldFor(loading, SHOP_LINK_WAIT_MS);
  const template = read.data ?? null;
  const reading = loading && !waitedLongEnough;
  return useMemo(() => ({ template, reading }), [template, reading]);
}
