// The shop's link template (stores/{id}.shopCodeUrlTemplate): text an operator writes in the
// console, which the app puts into every code a leader copies or shares. One rule, used by the
// app (src/features/codes/api/shop-link.ts) and by the deploy check (scripts/deploy), decides
// when it is used: a single-line https URL whose host is fixed and written in plain ASCII, with
// {code} in its path or query. Anything else counts as not set, so the share text is never
// another line, another scheme or another host than the shop's, nor a host that only looks like
// it (a Cyrillic 'а' in 'tiendа.example', a percent-encoded letter): an international host is
// written in its xn-- form, which is what the browser goes to. Its only placeholders are {code}
// and {eventId}: any other {…} would reach the shared link as written.

export const SHOP_CODE_PLACEHOLDER = '{code}';
export const SHOP_EVENT_PLACEHOLDER = '{eventId}';
/** The placeholders a template may use, in the order the messages list them. */
export const SHOP_PLACEHOLDERS = [SHOP_CODE_PLACEHOLDER, SHOP_EVENT_PLACEHOLDER] as const;

/** The {…} of `template` that are not allowed placeholders, each once, in order; a lone brace counts as one. */
export function unknownShopPlaceholders(template: string): string[] {
  const allowed: readonly string[] = SHOP_PLACEHOLDERS;
  const found = template.match(/\{[^{}]*\}|[{}]/g) ?? [];
  return [...new Set(found.filter((placeholder) => !allowed.includes(placeholder)))];
}

/** Spaces of any kind, control and format characters (direction marks, zero-width ones), unpaired surrogates. */
const NOT_ONE_TOKEN = /[\s\p{C}]/u;

/** Why a template is not usable (the deploy check words each one; the app only needs "not usable"). */
export type ShopTemplateProblem =
  | 'not-text'
  | 'not-one-line'
  | 'not-https'
  | 'backslash'
  | 'no-host'
  | 'user-info'
  | 'placeholder-in-host'
  | 'unknown-placeholder'
  | 'host-percent-encoded'
  | 'host-not-ascii'
  | 'no-code'
  | 'code-in-fragment'
  | 'not-a-url'
  | 'other-host';

/** Why `value` is not a usable shop link template, or null when it is one. Leading and trailing spaces are ignored. */
export function shopCodeUrlTemplateProblem(value: unknown): ShopTemplateProblem | null {
  if (typeof value !== 'string') return 'not-text';
  const template = value.trim();
  if (NOT_ONE_TOKEN.test(template)) return 'not-one-line';
  if (!/^https:\/\//i.test(template)) return 'not-https';
  // Browsers read a backslash as '/', which would move where the host ends.
  if (template.includes('\\')) return 'backslash';
  const rest = template.slice('https://'.length);
  const authority = rest.slice(0, rest.search(/[/?#]|$/));
  if (authority === '') return 'no-host';
  if (authority.includes('@')) return 'user-info';
  if (/[{}]/.test(authority)) return 'placeholder-in-host';
  if (authority.includes('%')) return 'host-percent-encoded';
  // Letters outside ASCII: look-alikes of Latin letters among them. The URL parser would turn
  // them into an xn-- host (IDNA) the reader never saw.
  if (/[^\x21-\x7E]/.test(authority)) return 'host-not-ascii';
  if (unknownShopPlaceholders(template).length > 0) return 'unknown-placeholder';
  const codeAt = template.indexOf(SHOP_CODE_PLACEHOLDER);
  if (codeAt < 0) return 'no-code';
  const fragmentAt = template.indexOf('#');
  if (fragmentAt >= 0 && fragmentAt < codeAt) return 'code-in-fragment';
  let sample: URL;
  let written: URL;
  try {
    sample = new URL(template.replaceAll(SHOP_CODE_PLACEHOLDER, 'CODE').replaceAll(SHOP_EVENT_PLACEHOLDER, 'EVENT'));
    written = new URL(`https://${authority}`);
  } catch {
    return 'not-a-url';
  }
  // The parser (the browser's, and Node's, the same WHATWG URL) must keep the host as written,
  // but for letter case: one it rewrites ('0x7f.1' into '127.0.0.1') is not the host the reader saw.
  const keptAsWritten = written.hostname === authority.replace(/:\d*$/, '').toLowerCase();
  return !keptAsWritten || sample.protocol !== 'https:' || sample.username !== '' || sample.password !== '' || sample.host !== written.host ? 'other-host' : null;
}

/** The template when it is usable (trimmed), null when it counts as not set. */
export function parseShopCodeUrlTemplate(value: unknown): string | null {
  return shopCodeUrlTemplateProblem(value) === null ? (value as string).trim() : null;
}

/** Why a template is not usable, in Spanish, for the administrators' area and the function that saves it. */
export const SHOP_TEMPLATE_PROBLEM_MESSAGES: Record<ShopTemplateProblem, string> = {
  'not-text': 'El enlace de la tienda debe ser texto.',
  'not-one-line': 'El enlace de la tienda no admite saltos de línea, espacios ni caracteres de control o de dirección.',
  'not-https': 'El enlace de la tienda debe empezar con https://.',
  backslash: 'El enlace de la tienda no admite la barra invertida (\\).',
  'no-host': 'Falta el dominio de la tienda después de https://.',
  'user-info': 'El dominio de la tienda no admite "@" (el navegador iría al dominio que sigue).',
  'placeholder-in-host': 'El dominio de la tienda debe ser fijo: sin {code} ni {eventId}.',
  'unknown-placeholder': `El enlace de la tienda solo admite los marcadores ${SHOP_PLACEHOLDERS.join(' y ')}; quita o corrige cualquier otro texto entre llaves.`,
  'host-percent-encoded': 'El dominio de la tienda no admite "%": escríbelo con sus letras, sin códigos de caracteres.',
  'host-not-ascii':
    'El dominio de la tienda solo admite letras sin tilde, números, puntos y guiones: un dominio con tildes, eñes u otros alfabetos se escribe en su forma xn-- (la que abre el navegador).',
  'no-code': 'El enlace de la tienda debe incluir {code}.',
  'code-in-fragment': 'El {code} debe ir en la ruta o en la consulta del enlace, no después de "#".',
  'not-a-url': 'El enlace de la tienda no es una dirección web válida.',
  'other-host': 'El enlace de la tienda lleva a otro dominio que el escrito después de https://.',
};

/** An http origin on the loopback address with a port: where a local demo shop runs, never a shop of production. */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/**
 * The template when it is a link to the local demo shop at `loopbackOrigin` (http on 127.0.0.1 or
 * localhost, with a port), held to the rule above for all that follows the origin; null
 * otherwise. Only a build wired to the emulators passes an origin (src/lib/shop-link.ts): the
 * production rule (shopCodeUrlTemplateProblem), which saveShopTemplate and the deploy check use,
 * refuses every http link.
 */
export function parseLocalDemoShopCodeUrlTemplate(value: unknown, loopbackOrigin: string): string | null {
  if (typeof value !== 'string' || !LOOPBACK_ORIGIN.test(loopbackOrigin)) return null;
  const template = value.trim();
  if (!template.startsWith(`${loopbackOrigin}/`)) return null;
  // The same checks on the path and query, with the fixed origin in place of the loopback one.
  return shopCodeUrlTemplateProblem(`https://demo-shop.invalid${template.slice(loopbackOrigin.length)}`) === null ? template : null;
}
