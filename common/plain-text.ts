// What makes text safe to store and to show on one line, with no schema library: the session,
// the e-mail request and the functions use these on their own, and text-fields.ts builds the
// form and request fields on them.

/**
 * Characters no one-line text may hold: control characters (C0, DEL and C1, U+0085 included),
 * line and paragraph separators (U+2028, U+2029) and the bidirectional overrides that reorder
 * what a reader sees. They would split an e-mail header or a log line, or disguise a name.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** An unpaired UTF-16 surrogate: a string JSON can carry but Firestore and Auth (UTF-8) cannot store. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** True when `value` is well-formed Unicode (String.prototype.isWellFormed, on every runtime we run). */
export function isWellFormedText(value: string): boolean {
  return !UNPAIRED_SURROGATE.test(value);
}

/**
 * `value` as one line of at most `max` characters (code points), or '' when it is not text:
 * control and line-separator characters become spaces, runs of spaces one, the ends trimmed. For
 * text stored before today's rules (or written by hand) that must still be shown or copied.
 */
export function oneLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  // Only the head can be shown; a stored text may be huge.
  const head = Array.from(value.slice(0, max * 4));
  const cleaned = head.map((character) => (isSingleLineText(character) ? character : ' ')).join('');
  return Array.from(cleaned.replace(/\s+/g, ' ').trim()).slice(0, max).join('').trim();
}
