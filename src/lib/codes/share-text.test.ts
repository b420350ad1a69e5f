import { describe, expect, it } from 'vitest';
import { joinCodes, scannableText, shareText, shopCodeUrl } from '@/lib/codes/share-text';

describe('joinCodes', () => {
  it('joins codes with commas', () => {
    expect(joinCodes(['VERANO01', 'VERANO02', 'DESC10'])).toBe('VERANO01,VERANO02,DESC10');
  });

  it('gives one code unchanged and no codes as an empty text', () => {
    expect(joinCodes(['VERANO01'])).toBe('VERANO01');
    expect(joinCodes([])).toBe('');
  });
});

const TEMPLATE = 'https://tienda.example/evento/{eventId}?codigo={code}';

describe('shopCodeUrl', () => {
  it('fills both placeholders URL-encoded', () => {
    expect(shopCodeUrl(TEMPLATE, { code: 'VERANO01', eventId: 'evt-festival-verano-2026' })).toBe(
      'https://tienda.example/evento/evt-festival-verano-2026?codigo=VERANO01',
    );
    expect(shopCodeUrl(TEMPLATE, { code: 'A&B C', eventId: 'x/y?z' })).toBe('https://tienda.example/evento/x%2Fy%3Fz?codigo=A%26B%20C');
  });

  it('fills every occurrence of a placeholder', () => {
    expect(shopCodeUrl('https://t.example/{code}?c={code}', { code: 'X1', eventId: null })).toBe('https://t.example/X1?c=X1');
  });

  it('gives no link when the template needs the event and the code has none', () => {
    expect(shopCodeUrl(TEMPLATE, { code: 'NOEXISTE1', eventId: null })).toBeNull();
  });
});

describe('shareText', () => {
  const verano01 = { code: 'VERANO01', eventId: 'evt-verano' };
  const verano02 = { code: 'VERANO02', eventId: 'evt-verano' };

  it('without a template is the code, or the codes comma-joined', () => {
    expect(shareText([verano01], null)).toBe('VERANO01');
    expect(shareText([verano01, verano02], null)).toBe('VERANO01,VERANO02');
  });

  it('with a template puts the link after one code', () => {
    expect(shareText([verano01], TEMPLATE)).toBe('VERANO01 https://tienda.example/evento/evt-verano?codigo=VERANO01');
  });

  it('with a template puts each code and its link on its own line', () => {
    expect(shareText([verano01, verano02], TEMPLATE)).toBe(
      'VERANO01 https://tienda.example/evento/evt-verano?codigo=VERANO01\nVERANO02 https://tienda.example/evento/evt-verano?codigo=VERANO02',
    );
  });

  it('with a template leaves a code without a link when its event is unknown', () => {
    expect(shareText([verano01, { code: 'NOEXISTE1', eventId: null }], TEMPLATE)).toBe(
      'VERANO01 https://tienda.example/evento/evt-verano?codigo=VERANO01\nNOEXISTE1',
    );
  });
});

describe('scannableText', () => {
  it('is the shop link that applies the code when the store has one', () => {
    expect(scannableText({ code: 'VERANO01', eventId: 'evt-verano' }, TEMPLATE)).toBe('https://tienda.example/evento/evt-verano?codigo=VERANO01');
  });

  it('is the code alone when the store has no shop link', () => {
    expect(scannableText({ code: 'VERANO01', eventId: 'evt-verano' }, null)).toBe('VERANO01');
  });

  it('is the code alone when the link needs an event and the code has none', () => {
    expect(scannableText({ code: 'NOEXISTE1', eventId: null }, TEMPLATE)).toBe('NOEXISTE1');
  });
});
