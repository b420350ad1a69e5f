// The shop's link template (stores/{id}.shopCodeUrlTemplate): text an operator writes in the
// console, which the app puts into every code a leader copies or shares. One rule, used by the
// app (src/features/codes/api/shop-link.ts) and by the deploy check (scripts/deploy), decides
// when it is used: a single-line https URL whose host is fixed, with {code} in its path or
// query. Anything else counts as not set, so the share text is never another line, another
// scheme or another host than the shop's.

export const SHOP_CODE_PLACEHOLDER = '{code}';
export const SHOP_EVENT_PLACEHOLDER = '{eventId}';

/** Spaces of any kind, control and format characters (direction marks, zero-width ones), unpaired surrogates. */
const NOT_ONE_TOKEN = /[\s\p{C}]/u;

/**
 * Why `value` is not a usable shop link template (an English sentence for the deploy check), or
 * null when it is one. Leading and trailing spaces are ignored.
 */
export function shopCodeUrlTemplateProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'it is not text';
  const template = value.trim();
  if (NOT_ONE_TOKEN.test(template)) return 'it has a line break, a space, or a control or direction character';
  if (!/^https:\/\//i.test(template)) return 'it does not start with https://';
  if (template.includes('\\')) return 'it has a backslash, which browsers read as "/"';
  const rest = template.slice('https://'.length);
  const authority = rest.slice(0, rest.search(/[/?#]|$/));
  if (authority === '') return 'it has no host after https://';
  if (authority.includes('@')) return 'its host part has user info ("@"): the browser would go to the host after it';
  if (/[{}]/.test(authority)) return 'its host has a placeholder: the host must be fixed';
  const codeAt = template.indexOf(SHOP_CODE_PLACEHOLDER);
  if (codeAt < 0) return `it has no ${SHOP_CODE_PLACEHOLDER}`;
  const fragmentAt = template.indexOf('#');
  if (fragmentAt >= 0 && fragmentAt < codeAt) return `its ${SHOP_CODE_PLACEHOLDER} is in the fragment (after "#"), not in the path or query`;
  let sample: URL;
  let host: string;
  try {
    sample = new URL(template.replaceAll(SHOP_CODE_PLACEHOLDER, 'CODE').replaceAll(SHOP_EVENT_PLACEHOLDER, 'EVENT'));
    host = new URL(`https://${authority}`).host;
  } catch {
    return 'it is not a valid URL';
  }
  if (sample.protocol !== 'https:' || sample.username !== '' || sample.password !== '' || sample.host !== host) {
    return 'its host is not the one written after https://';
  }
  return null;
}

/** The template when it is usable (trimmed), null when it counts as not set. */
export function parseShopCodeUrlTemplate(value: unknown): string | null {
  return shopCodeUrlTemplateProblem(value) === null ? (value as string).trim() : null;
}
