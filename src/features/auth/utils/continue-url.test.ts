import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '@/features/auth/utils/continue-url';

const origin = 'https://lideres.example.com';

describe('sameOriginPath', () => {
  it('returns the path, query and hash of a same-origin URL', () => {
    expect(sameOriginPath('https://lideres.example.com/iniciar-sesion?x=1#top', origin)).toBe('/iniciar-sesion?x=1#top');
  });

  it('treats a relative path as same origin', () => {
    expect(sameOriginPath('/codigos', origin)).toBe('/codigos');
  });

  it('refuses another host', () => {
    expect(sameOriginPath('https://evil.example.com/iniciar-sesion', origin)).toBeNull();
  });

  it('refuses a protocol-relative URL to another host', () => {
    expect(sameOriginPath('//evil.example.com/x', origin)).toBeNull();
  });

  it('refuses the same host on another scheme or port', () => {
    expect(sameOriginPath('http://lideres.example.com/', origin)).toBeNull();
    expect(sameOriginPath('https://lideres.example.com:8443/', origin)).toBeNull();
  });

  it('refuses javascript: URLs', () => {
    expect(sameOriginPath('javascript:alert(1)', origin)).toBeNull();
  });

  it('returns null when there is no continueUrl', () => {
    expect(sameOriginPath(null, origin)).toBeNull();
    expect(sameOriginPath('', origin)).toBeNull();
  });
});
