import { createContext, useCallback, useContext } from 'react';
import { scannableText, shareText, type ShareableCode } from '@/lib/codes/share-text';

/** The shop link template every share and copy of codes uses (provided by CodesLayout); null: codes alone. */
export const ShopLinkTemplateContext = createContext<string | null>(null);

/** Builds the text copied or shared for codes, with the shop links when the store has a template. */
export function useShareText(): (codes: readonly ShareableCode[]) => string {
  const template = useContext(ShopLinkTemplateContext);
  return useCallback((codes: readonly ShareableCode[]) => shareText(codes, template), [template]);
}

/** What a code's QR holds: its shop link when the store has one, else the code (scannableText). */
export function useScannableText(): (code: ShareableCode) => string {
  const template = useContext(ShopLinkTemplateContext);
  return useCallback((code: ShareableCode) => scannableText(code, template), [template]);
}
