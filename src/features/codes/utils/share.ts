// Sharing text through other apps: a WhatsApp link and the system share sheet. What the text
// says (codes, shop links) is src/lib/codes/share-text.ts.

/**
 * The longest WhatsApp link a share builds. WhatsApp takes a text message of at most 4,096
 * characters; a link within this bound keeps its text within it too (encoding only lengthens
 * the text), with room to spare for what the person adds.
 */
export const WHATSAPP_LINK_MAX_LENGTH = 4000;

/**
 * WhatsApp link with the text prefilled: to the chat of `phone` (digits with the country code, as
 * a code's 'Entregado a' note keeps it) when there is one, else wa.me lets the person pick the
 * contact. Null when the link would pass WHATSAPP_LINK_MAX_LENGTH, so the text must go another
 * way (copied, or in the CSV).
 */
export function whatsappShareUrl(text: string, phone: string | null = null): string | null {
  // Only a number of digits names a chat: anything else would change the link's path.
  const chat = phone !== null && /^\d{8,15}$/.test(phone) ? phone : '';
  const url = `https://wa.me/${chat}?text=${encodeURIComponent(text)}`;
  return url.length <= WHATSAPP_LINK_MAX_LENGTH ? url : null;
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
