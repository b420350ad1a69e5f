import { describe, expect, it } from 'vitest';
import { saveShopTemplateInputSchema } from './schemas';
import { parseLocalDemoShopCodeUrlTemplate, parseShopCodeUrlTemplate, SHOP_TEMPLATE_PROBLEM_MESSAGES, shopCodeUrlTemplateProblem, unknownShopPlaceholders } from './shop-link';

const TEMPLATE = 'https://tienda.example/evento/{eventId}?codigo={code}';

describe('the shop link template is used only as a single-line https URL with a fixed host', () => {
  it.each([
    TEMPLATE,
    'https://tienda.example/canjear?c={code}',
    'https://tienda.example/canjear/{code}',
    'https://tienda.example:8443/e/{eventId}/c/{code}#compra',
    'HTTPS://Tienda.Example/canjear?c={code}',
    // An international host written by the operator in its ASCII (xn--) form.
    'https://xn--tinda-csa.example/canjear?c={code}',
    'https://192.0.2.10/canjear?c={code}',
    'https://tienda.example/canjear?c={code}&ref=50%25',
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
    ['a Cyrillic look-alike letter in the host', 'https://tiend\u0430.example/canjear?c={code}'],
    ['an accented letter in the host', 'https://tiénda.example/canjear?c={code}'],
    ['full-width letters in the host', 'https://\uFF54\uFF49\uFF45\uFF4E\uFF44\uFF41.example/canjear?c={code}'],
    ['a soft hyphen in the host', 'https://tien\u00ADda.example/canjear?c={code}'],
    ['a percent-encoded dot in the host', 'https://tienda%2Eexample/canjear?c={code}'],
    ['a percent-encoded letter in the host', 'https://%74ienda.example/canjear?c={code}'],
    ['a percent-encoded accented letter in the host', 'https://ti%C3%A9nda.example/canjear?c={code}'],
    ['a host the parser rewrites into another address', 'https://0x7f.1/canjear?c={code}'],
  ])('counts a template with %s as not set', (_label, template) => {
    expect(shopCodeUrlTemplateProblem(template)).not.toBeNull();
    expect(parseShopCodeUrlTemplate(template)).toBeNull();
  });

  it.each([
    ['https://tiend\u0430.example/{code}', 'host-not-ascii'],
    ['https://tienda%2Eexample/{code}', 'host-percent-encoded'],
  ])('says why %j is refused', (template, problem) => {
    expect(shopCodeUrlTemplateProblem(template)).toBe(problem);
  });

  it.each([undefined, null, 42, { url: TEMPLATE }])('counts %j as not set', (value) => {
    expect(parseShopCodeUrlTemplate(value)).toBeNull();
  });
});

describe('a shop link template uses only the {code} and {eventId} placeholders', () => {
  it.each([
    ['an unknown placeholder', 'https://tienda.example/canjear?c={code}&x={otro}', ['{otro}']],
    ['a placeholder in another case', 'https://tienda.example/canjear?c={Code}', ['{Code}']],
    ['an empty placeholder', 'https://tienda.example/{}/canjear?c={code}', ['{}']],
    ['a lone opening brace', 'https://tienda.example/canjear?c={code}&x={', ['{']],
    ['a lone closing brace', 'https://tienda.example/canjear?c={code}}', ['}']],
  ])('refuses %s, naming it', (_label, template, unknown) => {
    expect(unknownShopPlaceholders(template)).toEqual(unknown);
    expect(shopCodeUrlTemplateProblem(template)).toBe('unknown-placeholder');
    expect(parseShopCodeUrlTemplate(template)).toBeNull();
  });

  it('accepts {code} and {eventId}, each as often as wanted', () => {
    const template = 'https://tienda.example/e/{eventId}/c/{code}?again={code}&e={eventId}';
    expect(unknownShopPlaceholders(template)).toEqual([]);
    expect(shopCodeUrlTemplateProblem(template)).toBeNull();
  });

  it('is the rule saveShopTemplate applies before saving', () => {
    const refused = saveShopTemplateInputSchema.safeParse({ template: 'https://tienda.example/?c={code}&x={otro}' });
    expect(refused.success ? null : refused.error.issues[0].message).toBe(SHOP_TEMPLATE_PROBLEM_MESSAGES['unknown-placeholder']);
  });

  it('says in Spanish which placeholders are allowed', () => {
    expect(SHOP_TEMPLATE_PROBLEM_MESSAGES['unknown-placeholder']).toBe(
      'El enlace de la tienda solo admite los marcadores {code} y {eventId}; quita o corrige cualquier otro texto entre llaves.',
    );
  });
});

describe('the local demo shop link', () => {
  const origin = 'http://127.0.0.1:5174';
  const template = `${origin}/evento/{eventId}?codigo={code}`;

  it('is usable only on the loopback origin the build was given', () => {
    expect(parseLocalDemoShopCodeUrlTemplate(` ${template} `, origin)).toBe(template);
    expect(parseLocalDemoShopCodeUrlTemplate(template, 'http://127.0.0.1:5274')).toBeNull();
    expect(parseLocalDemoShopCodeUrlTemplate('http://127.0.0.1:51740/evento/{eventId}?codigo={code}', origin)).toBeNull();
    expect(parseLocalDemoShopCodeUrlTemplate('http://127.0.0.1:5174@evil.example/{code}', origin)).toBeNull();
  });

  it('is never one for an origin off the loopback address, even when the build names it', () => {
    expect(parseLocalDemoShopCodeUrlTemplate('http://tienda.example/{code}', 'http://tienda.example')).toBeNull();
    expect(parseLocalDemoShopCodeUrlTemplate('http://10.0.0.1:80/{code}', 'http://10.0.0.1:80')).toBeNull();
  });

  it('keeps the rest of the rule: {code} required, one line, known placeholders only', () => {
    expect(parseLocalDemoShopCodeUrlTemplate(`${origin}/evento/{eventId}`, origin)).toBeNull();
    expect(parseLocalDemoShopCodeUrlTemplate(`${origin}/{code}\njavascript:alert(1)`, origin)).toBeNull();
    expect(parseLocalDemoShopCodeUrlTemplate(`${origin}/{code}?ref={otro}`, origin)).toBeNull();
  });

  it('is refused by the production rule that Tienda and the deploy check use', () => {
    expect(shopCodeUrlTemplateProblem(template)).toBe('not-https');
    expect(parseShopCodeUrlTemplate(template)).toBeNull();
  });
});
