// The text a copy or a share of codes gives: the code, or the codes comma-joined, and with the
// store's shop link template (common/shop-link.ts decides which templates count) each code
// followed by the link that applies it. The leaders' pages share it; the administrators' Tienda
// page previews it.
import { SHOP_CODE_PLACEHOLDER, SHOP_EVENT_PLACEHOLDER } from '@common/shop-link';

/** Codes as one comma-separated text, the form used for copying and sharing several codes. */
export function joinCodes(codes: readonly string[]): string {
  return codes.join(',');
}

/** A code to share, with the event it is for (null when the code is not one of the leader's). */
export interface ShareableCode {
  code: string;
  eventId: string | null;
}

/**
 * The shop link that applies `code`, each placeholder URL-encoded; null when the template
 * needs the event and the code has none. `template` is one parseShopCodeUrlTemplate
 * (common/shop-link.ts) accepted.
 */
export function shopCodeUrl(template: string, { code, eventId }: ShareableCode): string | null {
  if (template.includes(SHOP_EVENT_PLACEHOLDER) && !eventId) return null;
  return template
    .replaceAll(SHOP_CODE_PLACEHOLDER, encodeURIComponent(code))
    .replaceAll(SHOP_EVENT_PLACEHOLDER, encodeURIComponent(eventId ?? ''));
}

/**
 * The text copied or shared for codes. Without a shop template: the code, or the codes
 * comma-joined. With one: each code followed by its link, one per line.
 */
export function shareText(codes: readonly ShareableCode[], template: string | null): string {
  if (template === null) return joinCodes(codes.map((item) => item.code));
  return codes
    .map((item) => {
      const url = shopCodeUrl(template, item);
      return url === null ? item.code : `${item.code} ${url}`;
    })
    .join('\n');
}

/**
 * What a code's QR holds: the shop link that applies it, so a scan opens the shop with the code
 * in; the code alone when the store has no link or the link needs an event the code lacks.
 */
export function scannableText(code: ShareableCode, template: string | null): string {
  return (template === null ? null : shopCodeUrl(template, code)) ?? code.code;
}
