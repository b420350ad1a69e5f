// Turns a failed zod parse into the errors each kind of function answers with.
import { HttpsError } from 'firebase-functions/https';
import { z } from 'zod';
import { firstIssue } from '../../../common/schemas';
import { malformedTextPath } from '../../../common/text-fields';
import { functionTexts } from '../texts';

/**
 * The Spanish answer to text that is not well-formed Unicode (an unpaired surrogate), or null
 * when every string and key of `data` is well-formed: Firestore and Auth cannot store such
 * text, so it is refused here, with where it is in `field`, instead of failing as a 500 later.
 * The message is for a person, so it does not name the field's id.
 */
export function malformedTextIssue(data: unknown): { field: string; message: string } | null {
  const field = malformedTextPath(data);
  if (field === null) return null;
  const where = field === '' ? functionTexts.request.wholeRequest : functionTexts.request.oneField;
  return { field, message: functionTexts.request.malformedText(where) };
}

/** Parses callable input or throws invalid-argument with the Spanish message and details.field. */
export function parseCallableInput<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const malformed = malformedTextIssue(data);
  if (malformed) throw new HttpsError('invalid-argument', malformed.message, { field: malformed.field });
  // z.safeParse takes full zod and zod/mini schemas alike (common/ holds both).
  const result = z.safeParse(schema, data ?? {});
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw new HttpsError('invalid-argument', message, { field });
  }
  return result.data;
}

export function invalidField(field: string, message: string): HttpsError {
  return new HttpsError('invalid-argument', message, { field });
}
