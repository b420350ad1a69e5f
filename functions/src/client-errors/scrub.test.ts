import { describe, expect, it } from 'vitest';
import { scrubPath, scrubText, SCRUBBED } from './scrub';

describe('scrubbing a browser error report', () => {
  it('replaces e-mail addresses', () => {
    expect(scrubText('No se encontró lider@demo.cr ni ana.mora+2@tienda.co.cr')).toBe(`No se encontró ${SCRUBBED.email} ni ${SCRUBBED.email}`);
  });

  it('replaces codes in upper case, and typed in lower case when they mix letters and digits', () => {
    expect(scrubText('El código VERANO01 y DESC10 y ABCDEFGH')).toBe(`El código ${SCRUBBED.code} y ${SCRUBBED.code} y ${SCRUBBED.code}`);
    expect(scrubText("validar 'verano01'")).toBe(`validar '${SCRUBBED.code}'`);
  });

  it('replaces ID tokens, bearer tokens, keys and e-mail link codes', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';
    expect(scrubText(`token ${jwt} fin`)).toBe(`token ${SCRUBBED.token} fin`);
    expect(scrubText('Authorization: Bearer abc.def')).toBe(`Authorization: Bearer ${SCRUBBED.token}`);
    expect(scrubText('key cdl_demo_tienda_local_2026 y AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY')).toBe(`key ${SCRUBBED.token} y ${SCRUBBED.token}`);
  });

  it('drops the query and fragment of every address (one-time codes, codes in shop links)', () => {
    expect(scrubText('GET https://tienda.example/evento/x?codigo=VERANO01#top failed')).toBe('GET https://tienda.example/evento/x failed');
    expect(scrubPath('/auth/action?mode=resetPassword&oobCode=abc123')).toBe('/auth/action');
  });

  it("keeps the app's script addresses with their line and column, for the source maps", () => {
    const frame = '    at Ab (https://centro.web.app/assets/LazyAppUpdatePrompt-BX9aQ12Z.js:1:123456)';
    expect(scrubText(`TypeError: x is undefined\n${frame}`)).toBe(`TypeError: x is undefined\n${frame}`);
    expect(scrubText('at /assets/index-ABCD1234.js:2:10')).toBe('at /assets/index-ABCD1234.js:2:10');
  });

  it('keeps ordinary words, error names and numbers', () => {
    const text = "TypeError: Cannot read properties of undefined (reading 'codes') at line 42";
    expect(scrubText(text)).toBe(text);
  });
});
