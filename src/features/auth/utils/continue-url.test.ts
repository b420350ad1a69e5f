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

describe('sameOriginPath refuses every continueUrl that would leave the app', () => {
  // Each resolves on the app's origin but to a path a browser reads as another host
  // (a network-path reference), before or after the URL parser normalises it.
  const escapes = [
    `${origin}//evil.example/login`,
    `${origin}/.//evil.example/login`,
    `${origin}/\\evil.example/login`,
    `${origin}/\\/evil.example/login`,
    `${origin}/./\\evil.example/login`,
    `${origin}/a/..//evil.example/login`,
    `${origin}/%2e//evil.example/login`,
    `${origin}/\t/evil.example/login`,
    `${origin}/\n/evil.example/login`,
    `${origin}/\r\n/evil.example/login`,
    `${origin}/%2F/evil.example/login`,
    `${origin}/%2f%2fevil.example/login`,
    `${origin}/%5Cevil.example/login`,
    `${origin}/%5c%5cevil.example/login`,
    `${origin}/%252F%252Fevil.example/login`,
    '/\\evil.example/login',
    '\\\\evil.example/login',
    '/.//evil.example/login',
    '/\t/evil.example',
    ' //evil.example/login',
  ];

  it.each(escapes)('refuses %j', (continueUrl) => {
    expect(sameOriginPath(continueUrl, origin)).toBeNull();
  });

  it('keeps ordinary app paths, with their query and hash', () => {
    expect(sameOriginPath(`${origin}/codigos?pagina=2#tabla`, origin)).toBe('/codigos?pagina=2#tabla');
    expect(sameOriginPath(`${origin}/`, origin)).toBe('/');
    expect(sameOriginPath(`${origin}/a//b`, origin)).toBe('/a//b');
    expect(sameOriginPath(`${origin}/iniciar-sesion?next=//evil.example`, origin)).toBe('/iniciar-sesion?next=//evil.example');
  });

  it('never returns a path a browser would read as another host', () => {
    for (const continueUrl of escapes) {
      const path = sameOriginPath(continueUrl, origin) ?? '/';
      expect(new URL(path, origin).origin).toBe(origin);
    }
  });
});
