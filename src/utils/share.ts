import { SHOP_CODE_PLACEHOLDER, SHOP_EVENT_PLACEHOLDER } from '@common/shop-link';

/** WhatsApp link that opens a chat with the text prefilled (wa.me lets the user pick the contact). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

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
 * comma-joined (the spec's texts). With one: each code followed by its link, one per line.
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

/** True where the browser has a system share sheet (Web Share API). */
export function hasSystemShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** True where the system share sheet exists and accepts this text. */
export function canShareText(text: string): boolean {
  if (!hasSystemShareSheet()) return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare({ text });
}

/**
 * Opens the system share sheet with the text. 'cancelled' when the person closed the sheet
 * (AbortError), which is their choice and not an error.
 */
export async function shareWithSystemSheet(text: string): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share({ text });
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}
