// Building blocks of every text field the app's forms and the functions accept. Written with
// zod/mini because the registration screen bundles them; the functions' full-zod schemas
// (schemas.ts) use the same checks. Messages are Spanish and name the field.
import * as z from 'zod/mini';

/**
 * Characters no one-line text may hold: control characters (C0, DEL and C1, U+0085 included),
 * line and paragraph separators (U+2028, U+2029) and the bidirectional overrides that reorder
 * what a reader sees. They would split an e-mail header or a log line, or disguise a name.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** The check that refuses line breaks and control characters; `fieldName` reads "el nombre". */
export const singleLine = (fieldName: string) =>
  z.refine<string>(isSingleLineText, { error: `No se admiten saltos de línea ni caracteres de control en ${fieldName}.` });

/** A required, trimmed, one-line text of at most `max` characters. */
export const requiredText = (fieldName: string, max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .check(z.trim(), z.minLength(1, { error: messages.required }), z.maxLength(max, { error: messages.tooLong }), singleLine(fieldName));

/** An optional (possibly empty), trimmed, one-line text of at most `max` characters. */
export const optionalText = (fieldName: string, max: number, messages: { notText: string; tooLong: string }) =>
  z.string({ error: messages.notText }).check(z.trim(), z.maxLength(max, { error: messages.tooLong }), singleLine(fieldName));

/** Longest e-mail address a mail system delivers (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A required, trimmed, valid e-mail; messages start with `label` ("El correo electrónico"). */
export const emailField = (label: string) =>
  z.pipe(
    z
      .string({ error: `${label} es obligatorio.` })
      .check(
        z.trim(),
        z.minLength(1, { error: `${label} es obligatorio.` }),
        z.maxLength(EMAIL_MAX_LENGTH, { error: `${label} admite hasta ${EMAIL_MAX_LENGTH} caracteres.` }),
        singleLine(label.charAt(0).toLowerCase() + label.slice(1)),
      ),
    z.email({ error: `${label} no es válido.` }),
  );

/** Longest id a function accepts (an Auth uid is at most 128 characters; ours are 20). */
export const DOCUMENT_ID_MAX_LENGTH = 128;

/**
 * True when `value` can name one Firestore document in a collection: no '/', not '.' or
 * '..', not a reserved __name__, no surrounding spaces, one line. Every id a function puts in a
 * document path goes through this, so a bad id is a clear 400 and never a 500.
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= DOCUMENT_ID_MAX_LENGTH &&
    value === value.trim() &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value) &&
    isSingleLineText(value)
  );
}

/** A required document id (see isDocumentId); messages name `field` ("El campo leaderId ..."). */
export const documentIdField = (field: string) =>
  z.string({ error: `El campo ${field} es obligatorio.` }).check(
    z.minLength(1, { error: `El campo ${field} es obligatorio.` }),
    z.maxLength(DOCUMENT_ID_MAX_LENGTH, { error: `El campo ${field} admite hasta ${DOCUMENT_ID_MAX_LENGTH} caracteres.` }),
    z.refine(isDocumentId, {
      error: `El campo ${field} no es un identificador válido: sin "/", sin espacios al inicio o al final, sin saltos de línea, y no puede ser "." ni "..", ni empezar y terminar con "__".`,
    }),
  );
