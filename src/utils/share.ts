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

const CODE_PLACEHOLDER = '{code}';
const EVENT_PLACEHOLDER = '{eventId}';

/**
 * The shop's link template as the app honours it: an `https:` URL containing `{code}` (and
 * optionally `{eventId}`). Anything else counts as not set, so a typo in the store setting
 * never sends leaders' customers to a broken or unsafe address.
 */
export function parseShopCodeUrlTemplate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const template = value.trim();
  if (!template.includes(CODE_PLACEHOLDER)) return null;
  try {
    const sample = new URL(template.replaceAll(CODE_PLACEHOLDER, 'CODE').replaceAll(EVENT_PLACEHOLDER, 'EVENT'));
    return sample.protocol === 'https:' ? template : null;
  } catch {
    return null;
  }
}

/**
 * The shop link that applies `code`, each placeholder URL-encoded; null when the template
 * needs the event and the code has none.
 */
export function shopCodeUrl(template: string, { code, eventId }: ShareableCode): string | null {
  if (template.includes(EVENT_PLACEHOLDER) && !eventId) return null;
  return template.replaceAll(CODE_PLACEHOLDER, encodeURIComponent(code)).replaceAll(EVENT_PLACEHOLDER, encodeURIComponent(eventId ?? ''));
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
