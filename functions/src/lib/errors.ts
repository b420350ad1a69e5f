// Turns a failed zod parse into the errors each kind of function answers with.
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';
import { firstIssue } from '../../../common/schemas';

/** Parses callable input or throws invalid-argument with the Spanish message and details.field. */
export function parseCallableInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw new HttpsError('invalid-argument', message, { field });
  }
  return result.data;
}

export function invalidField(field: string, message: string): HttpsError {
  return new HttpsError('invalid-argument', message, { field });
}
