// Sharing text through other apps: a WhatsApp link and the system share sheet. What the text
// says (codes, shop links) is src/lib/codes/share-text.ts.

/** WhatsApp link that opens a chat with the text prefilled (wa.me lets the user pick the contact). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
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
