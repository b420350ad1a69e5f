// Building blocks of every text field the app's forms and the functions accept. Written with
// zod/mini because the registration screen bundles them; the functions' full-zod schemas
// (schemas.ts) use the same checks. Messages are Spanish and name the field.
import * as z from 'zod/mini';
import { isPersonName } from './person-name';

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

/** An unpaired UTF-16 surrogate: a string JSON can carry but Firestore and Auth (UTF-8) cannot store. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** True when `value` is well-formed Unicode (String.prototype.isWellFormed, on every runtime we run). */
export function isWellFormedText(value: string): boolean {
  return !UNPAIRED_SURROGATE.test(value);
}

/** The check that refuses malformed text; the first check of every text field, so its 400 names the field. */
export const wellFormed = (fieldName: string) =>
  z.refine<string>(isWellFormedText, { error: `Hay caracteres no válidos (texto Unicode mal formado) en ${fieldName}.` });

/** A required, trimmed, well-formed text of at most `max` characters, with one more check (`kind`). */
const requiredTextOf = (fieldName: string, max: number, messages: { required: string; tooLong: string }, kind: z.core.$ZodCheck<string>) =>
  z
    .string({ error: messages.required })
    .check(z.trim(), wellFormed(fieldName), z.minLength(1, { error: messages.required }), z.maxLength(max, { error: messages.tooLong }), kind);

/** A required, trimmed, one-line text of at most `max` characters. */
export const requiredText = (fieldName: string, max: number, messages: { required: string; tooLong: string }) =>
  requiredTextOf(fieldName, max, messages, singleLine(fieldName));

/** An optional (possibly empty), trimmed, one-line text of at most `max` characters. */
export const optionalText = (fieldName: string, max: number, messages: { notText: string; tooLong: string }) =>
  z.string({ error: messages.notText }).check(z.trim(), wellFormed(fieldName), z.maxLength(max, { error: messages.tooLong }), singleLine(fieldName));

/** A required, trimmed person's name of at most `max` characters (see isPersonName). */
export const personNameField = (fieldName: string, max: number, messages: { required: string; tooLong: string; notName: string }) =>
  requiredTextOf(fieldName, max, messages, z.refine(isPersonName, { error: messages.notName }));

/** An optional person's name: empty, or a name as personNameField takes it. */
export const optionalPersonName = (fieldName: string, max: number, messages: { notText: string; tooLong: string; notName: string }) =>
  z
    .string({ error: messages.notText })
    .check(
      z.trim(),
      wellFormed(fieldName),
      z.maxLength(max, { error: messages.tooLong }),
      z.refine((value) => value === '' || isPersonName(value), { error: messages.notName }),
    );

/** Longest e-mail address a mail system delivers (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A required, trimmed, valid e-mail; messages start with `label` ("El correo electrónico"). */
export const emailField = (label: string) =>
  z.pipe(
    z
      .string({ error: `${label} es obligatorio.` })
      .check(
        z.trim(),
        wellFormed(label.charAt(0).toLowerCase() + label.slice(1)),
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
    isSingleLineText(value) &&
    isWellFormedText(value)
  );
}

/** A required document id (see isDocumentId); messages name `field` ("El campo leaderId ..."). */
export const documentIdField = (field: string) =>
  z.string({ error: `El campo ${field} es obligatorio.` }).check(
    wellFormed(`el campo ${field}`),
    z.minLength(1, { error: `El campo ${field} es obligatorio.` }),
    z.maxLength(DOCUMENT_ID_MAX_LENGTH, { error: `El campo ${field} admite hasta ${DOCUMENT_ID_MAX_LENGTH} caracteres.` }),
    z.refine(isDocumentId, {
      error: `El campo ${field} no es un identificador válido: sin "/", sin espacios al inicio o al final, sin saltos de línea, y no puede ser "." ni "..", ni empezar y terminar con "__".`,
    }),
  );

/**
 * Where the first malformed string (a value or an object key) sits in a decoded JSON value: its
 * dotted path ('' for the root), or null when all text is well-formed. Iterative, so a value
 * nested arbitrarily deep cannot overflow the stack. The functions run it on every request, so
 * a field no schema reads yet cannot carry malformed text into Firestore either.
 */
export function malformedTextPath(value: unknown): string | null {
  const pending: Array<[value: unknown, path: string]> = [[value, '']];
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push([current[index], join(path, String(index))]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index];
        if (!isWellFormedText(key)) return join(path, key.replace(/\p{Cs}/gu, '\uFFFD'));
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}
