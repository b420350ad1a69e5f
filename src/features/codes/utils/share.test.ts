import { describe, expect, it } from 'vitest';
import { WHATSAPP_LINK_MAX_LENGTH, whatsappShareUrl } from '@/features/codes/utils/share';

describe('whatsappShareUrl', () => {
  it('builds a wa.me link with the text URL-encoded', () => {
    expect(whatsappShareUrl('VERANO01')).toBe('https://wa.me/?text=VERANO01');
  });

  it('encodes commas, spaces, accents and reserved characters', () => {
    expect(whatsappShareUrl('A1,B2 ñ&x=#?')).toBe('https://wa.me/?text=A1%2CB2%20%C3%B1%26x%3D%23%3F');
  });

  it('round-trips the text through URL parsing', () => {
    const text = 'VERANO01,VERANO02\nCódigo +50%';
    expect(new URL(whatsappShareUrl(text)!).searchParams.get('text')).toBe(text);
  });

  it('builds no link past the bound WhatsApp takes, counting the encoded text', () => {
    const fits = 'A'.repeat(WHATSAPP_LINK_MAX_LENGTH - 'https://wa.me/?text='.length);
    expect(whatsappShareUrl(fits)).toHaveLength(WHATSAPP_LINK_MAX_LENGTH);
    expect(whatsappShareUrl(`${fits}A`)).toBeNull();
    // A comma is three characters once encoded.
    expect(whatsappShareUrl(','.repeat(1400))).toBeNull();
  });

  it("opens the chat of the person a code was handed to, with the same text", () => {
    expect(whatsappShareUrl('VERANO01 https://tienda.example/?codigo=VERANO01', '50688881234')).toBe(
      'https://wa.me/50688881234?text=VERANO01%20https%3A%2F%2Ftienda.example%2F%3Fcodigo%3DVERANO01',
    );
  });

  it('lets the person pick the contact when there is no phone, or the phone is not a number of digits', () => {
    expect(whatsappShareUrl('VERANO01', null)).toBe('https://wa.me/?text=VERANO01');
    expect(whatsappShareUrl('VERANO01', '8888-1234')).toBe('https://wa.me/?text=VERANO01');
    expect(whatsappShareUrl('VERANO01', '../evil?x=')).toBe('https://wa.me/?text=VERANO01');
  });

  it("counts the phone in the link's bound", () => {
    const fits = 'A'.repeat(WHATSAPP_LINK_MAX_LENGTH - 'https://wa.me/?text='.length);
    expect(whatsappShareUrl(fits, '50688881234')).toBeNull();
  });
});
