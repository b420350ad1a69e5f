// What a browser's error report may not carry into the logs: access codes (a code in a log can
// be handed out by whoever reads it), e-mail addresses and tokens (ID tokens, API and shop keys,
// the one-time codes of e-mail links). Applied to every text of a report before it is logged.
// The app's own script addresses (/assets/name-HASH.js:line:column) are kept as they are: a
// stack trace is read back through them with the release's source maps.

export const SCRUBBED = { email: '[correo]', token: '[token]', code: '[código]' } as const;

const ASSET_FRAME = /(?:https?:\/\/[^\s/()]+)?\/assets\/[\w.-]+\.(?:m?js|css)(?::\d+){0,2}/g;
const URL_QUERY = /(https?:\/\/[^\s?#()"'<>]+|(?<![\w/])\/[^\s?#()"'<>]*)[?#][^\s()"'<>]*/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const JWT = /\beyJ[\w-]*\.[\w-]*\.?[\w-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+\S+/gi;
/** A run of 20 or more letters, digits, '_' or '-' with a letter and a digit: a key, a token, a uid. */
const LONG_SECRET = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}(?![\w-])/g;
/** A word shaped like a code: 6 to 16 upper-case letters and digits (generated codes, their prefixes). */
const UPPER_CODE = /(?<![\p{L}\p{N}_-])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,16}(?![\p{L}\p{N}_-])/gu;
/** The same typed in lower or mixed case, when it mixes letters and digits ('verano01'). */
const MIXED_CODE = /(?<![\p{L}\p{N}_-])(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{6,16}(?![\p{L}\p{N}_-])/gu;

/** `text` with codes, e-mails and tokens replaced by a marker; the app's script addresses kept. */
export function scrubText(text: string): string {
  const kept: string[] = [];
  const held = text.replace(/\uE000/g, '').replace(ASSET_FRAME, (asset) => `\uE000${kept.push(asset) - 1}\uE000`);
  const scrubbed = held
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, SCRUBBED.email)
    .replace(JWT, SCRUBBED.token)
    .replace(AUTH_SCHEME, `$1 ${SCRUBBED.token}`)
    .replace(LONG_SECRET, SCRUBBED.token)
    .replace(UPPER_CODE, SCRUBBED.code)
    .replace(MIXED_CODE, SCRUBBED.code);
  return scrubbed.replace(/\uE000(\d+)\uE000/g, (_, index: string) => kept[Number(index)] ?? '');
}

/** A page's path as logged: no query or fragment, then scrubbed like any text. */
export function scrubPath(path: string): string {
  return scrubText(path.replace(/[?#].*$/s, ''));
}
