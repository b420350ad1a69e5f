/** WhatsApp link that opens a chat with the text prefilled (wa.me lets the user pick the contact). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** Codes as one comma-separated text, the form used for copying and sharing several codes. */
export function joinCodes(codes: readonly string[]): string {
  return codes.join(',');
}
