import { describe, expect, it } from 'vitest';
import { parseShopCodeUrlTemplate, shopCodeUrlTemplateProblem } from './shop-link';

const TEMPLATE = 'https://tienda.example/evento/{eventId}?codigo={code}';

describe('the shop link template is used only as a single-line https URL with a fixed host', () => {
  it.each([
    TEMPLATE,
    'https://tienda.example/canjear?c={code}',
    'https://tienda.example/canjear/{code}',
    'https://tienda.example:8443/e/{eventId}/c/{code}#compra',
    'HTTPS://Tienda.Example/canjear?c={code}',
    'https://tiénda.example/canjear?c={code}',
  ])('honours %j', (template) => {
    expect(shopCodeUrlTemplateProblem(template)).toBeNull();
    expect(parseShopCodeUrlTemplate(template)).toBe(template);
  });

  it('ignores spaces around it', () => {
    expect(parseShopCodeUrlTemplate(` ${TEMPLATE} `)).toBe(TEMPLATE);
  });

  it.each([
    ['a second line', `${TEMPLATE}\njavascript:alert(1)//`],
    ['a carriage return', `${TEMPLATE}\rhttps://evil.example/`],
    ['a line separator', `${TEMPLATE}\u2028evil`],
    ['a space inside', 'https://tienda.example/canjear?c={code} y llame al 8888'],
    ['a tab', 'https://tienda.example/canjear?c=\t{code}'],
    ['a right-to-left override', 'https://tienda.example/\u202Eexe.{code}'],
    ['a left-to-right mark', 'https://tienda.example/\u200E{code}'],
    ['a zero-width space', 'https://tienda.example/\u200B{code}'],
    ['a control character', 'https://tienda.example/\u0000{code}'],
    ['an unpaired surrogate', 'https://tienda.example/\uD800{code}'],
    ['user info before the host', 'https://tienda.example@evil.example/canjear?c={code}'],
    ['user and password before the host', 'https://tienda:x@evil.example/{code}'],
    ['no slashes after the scheme', 'https:evil.example/canjear?c={code}'],
    ['one slash after the scheme', 'https:/evil.example/canjear?c={code}'],
    ['an empty host', 'https:///evil.example/{code}'],
    ['{code} in the host', 'https://{code}.evil.example/'],
    ['{eventId} in the host', 'https://{eventId}.tienda.example/?c={code}'],
    ['a backslash', 'https://tienda.example\\@evil.example/{code}'],
    ['{code} only in the fragment', 'https://tienda.example/canjear#{code}'],
    ['no {code}', 'https://tienda.example/evento/{eventId}'],
    ['http', 'http://tienda.example/?codigo={code}'],
    ['javascript:', 'javascript:alert(1)//{code}'],
    ['no scheme', 'tienda.example/?codigo={code}'],
    ['nothing', ''],
  ])('counts a template with %s as not set', (_label, template) => {
    expect(shopCodeUrlTemplateProblem(template)).not.toBeNull();
    expect(parseShopCodeUrlTemplate(template)).toBeNull();
  });

  it.each([undefined, null, 42, { url: TEMPLATE }])('counts %j as not set', (value) => {
    expect(parseShopCodeUrlTemplate(value)).toBeNull();
  });
});
