// Building blocks of every text field the app's forms and the functions accept. Written with
// zod/mini because the registration screen bundles them; the functions' full-zod schemas
// (schemas.ts) use the same checks. Messages are Spanish and name the field.
import * as z from 'zod/mini';
import { isPersonName } from './person-name';
import { isSingleLineText, isWellFormedText } from './plain-text';

export { isSingleLineText, isWellFormedText };

/** Longest e-mail address a mail system delivers (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Longest id a function accepts (an Auth uid is at most 128 characters; ours are 20). */
export const DOCUMENT_ID_MAX_LENGTH = 128;

/** What the checks of every text field say; `fieldName` reads "el nombre", `label` "El correo electrónico", `field` "leaderId". */
export const FIELD_MESSAGES = {
  /** Under a form's required field left empty; the field's label already names it. */
  required: 'Campo obligatorio',
  singleLine: (fieldName: string) => `No se admiten saltos de línea ni caracteres de control en ${fieldName}.`,
  wellFormed: (fieldName: string) => `Hay caracteres no válidos (texto Unicode mal formado) en ${fieldName}.`,
  email: (label: string) => ({
    required: `${label} es obligatorio.`,
    tooLong: `${label} admite hasta ${EMAIL_MAX_LENGTH} caracteres.`,
    invalid: `${label} no es válido.`,
  }),
  documentId: (field: string) => ({
    required: `El campo ${field} es obligatorio.`,
    tooLong: `El campo ${field} admite hasta ${DOCUMENT_ID_MAX_LENGTH} caracteres.`,
    invalid: `El campo ${field} no es un identificador válido: sin "/", sin espacios al inicio o al final, sin saltos de línea, y no puede ser "." ni "..", ni empezar y terminar con "__".`,
  }),
};

/** The check that refuses line breaks and control characters; `fieldName` reads "el nombre". */
export const singleLine = (fieldName: string) => z.refine<string>(isSingleLineText, { error: FIELD_MESSAGES.singleLine(fieldName) });

/** The check that refuses malformed text; the first check of every text field, so its 400 names the field. */
export const wellFormed = (fieldName: string) => z.refine<string>(isWellFormedText, { error: FIELD_MESSAGES.wellFormed(fieldName) });

/** A required, trimmed, well-formed text of at most `max` characters, with one more check (`kind`). */
const requiredTextOf = (fieldName: string, max: number, messages: { required: string; tooLong: string }, kind: z.core.$ZodCheck<string>) =>
  z
    .string({ error: messages.required })
    .check(z.trim(), wellFormed(fieldName), z.minLength(1, { error: messages.required }), z.maxLength(max, { error: messages.tooLong }), kind);

/** A required, trimmed, one-line text of at most `max` characters. */
export const requiredText = (fieldName: string, max: number, messages: { required: string; tooLong: string }) =>
  requiredTextOf(fieldName, max, messages, singleLine(fieldName));

/** An optional, trimmed, one-line text of at most `max` characters ('' when left empty). */
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

/** A required, trimmed, valid e-mail; messages start with `label` ("El correo electrónico"), but `required` when given. */
export const emailField = (label: string, required?: string) => {
  const messages = { ...FIELD_MESSAGES.email(label), ...(required === undefined ? {} : { required }) };
  const fieldName = label.charAt(0).toLowerCase() + label.slice(1);
  return z.pipe(
    z
      .string({ error: messages.required })
      .check(
        z.trim(),
        wellFormed(fieldName),
        z.minLength(1, { error: messages.required }),
        z.maxLength(EMAIL_MAX_LENGTH, { error: messages.tooLong }),
        singleLine(fieldName),
      ),
    z.email({ error: messages.invalid }),
  );
};

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
export const documentIdField = (field: string) => {
  const messages = FIELD_MESSAGES.documentId(field);
  return z.string({ error: messages.required }).check(
    wellFormed(`el campo ${field}`),
    z.minLength(1, { error: messages.required }),
    z.maxLength(DOCUMENT_ID_MAX_LENGTH, { error: messages.tooLong }),
    z.refine(isDocumentId, { error: messages.invalid }),
  );
};

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
