import { describe, expect, it } from 'vitest';
import { whatsappShareUrl } from '@/features/codes/utils/share';

describe('whatsappShareUrl', () => {
  it('builds a wa.me link with the text URL-encoded', () => {
    expect(whatsappShareUrl('VERANO01')).toBe('https://wa.me/?text=VERANO01');
  });

  it('encodes commas, spaces, accents and reserved characters', () => {
    expect(whatsappShareUrl('A1,B2 ñ&x=#?')).toBe('https://wa.me/?text=A1%2CB2%20%C3%B1%26x%3D%23%3F');
  });

  it('round-trips the text through URL parsing', () => {
    const text = 'VERANO01,VERANO02\nCódigo +50%';
    expect(new URL(whatsappShareUrl(text)).searchParams.get('text')).toBe(text);
  });
});
