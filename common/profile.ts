// The fields a person may change on their own users/{uid} document (USER_SELF_UPDATE_FIELDS),
// with the limits firestore.rules enforces on them; the app sends only changes that pass them. Lengths count UTF-16 units (an emoji is
// two), as the rules' size() does; zod's own length checks count code points. tests/integration/rules/rules-consistency.test.ts
// runs the same samples through these schemas and through the rules, so the two cannot drift.
import * as z from 'zod/mini';
import { DISPLAY_NAME_MAX_LENGTH, PHONE_PATTERN, PHONE_RULE_MESSAGE, PHOTO_URL_MAX_LENGTH } from './constants';
import { isPersonName } from './person-name';
import { singleLine, wellFormed } from './text-fields';

const maxUnits = (max: number, message: string) => z.refine<string>((value) => value.length <= max, { error: message });

/** A person's name (common/person-name.ts isPersonName), as the rules' isDisplayName checks it. */
export const displayNameSchema = z.string().check(
  wellFormed('el nombre visible'),
  z.minLength(1, { error: 'El nombre visible es obligatorio.' }),
  maxUnits(DISPLAY_NAME_MAX_LENGTH, `El nombre visible admite hasta ${DISPLAY_NAME_MAX_LENGTH} caracteres.`),
  z.refine(isPersonName, { error: 'El nombre visible solo admite letras, espacios, apóstrofos, guiones y puntos.' }),
);

export const photoUrlSchema = z.nullable(
  z.string().check(
    maxUnits(PHOTO_URL_MAX_LENGTH, `La foto admite una dirección de hasta ${PHOTO_URL_MAX_LENGTH} caracteres.`),
    wellFormed('la dirección de la foto'),
    z.regex(/^https:\/\/\S+$/, { error: 'La foto debe ser una dirección https: sin espacios.' }),
    singleLine('la dirección de la foto'),
  ),
);

export const phoneNumberSchema = z.nullable(
  z.string().check(z.regex(new RegExp(PHONE_PATTERN), { error: PHONE_RULE_MESSAGE })),
);

/** A photo address the product accepts (https: only, one line, at most PHOTO_URL_MAX_LENGTH): the only kind it stores or shows. */
export function isProfilePhotoUrl(value: unknown): value is string {
  return typeof value === 'string' && photoUrlSchema.safeParse(value).success;
}

/** The fields a person may change on their own users document (besides updatedAt), each with its rule. */
export const SELF_PROFILE_FIELDS = { displayName: displayNameSchema, photoURL: photoUrlSchema, phoneNumber: phoneNumberSchema } as const;

export type SelfProfileChanges = { -readonly [F in keyof typeof SELF_PROFILE_FIELDS]?: z.output<(typeof SELF_PROFILE_FIELDS)[F]> };

/**
 * The changes of one's own profile that the rules accept. The rules refuse a whole update for one
 * field they refuse (an http: photo from a sign-in provider, a name with digits), so each field
 * that would be refused is left out and the others still go through. Undefined fields are not
 * changes.
 */
export function acceptedProfileChanges(changes: { [F in keyof typeof SELF_PROFILE_FIELDS]?: unknown }): SelfProfileChanges {
  const accepted: SelfProfileChanges = {};
  for (const field of Object.keys(SELF_PROFILE_FIELDS) as (keyof typeof SELF_PROFILE_FIELDS)[]) {
    if (changes[field] === undefined) continue;
    const parsed = SELF_PROFILE_FIELDS[field].safeParse(changes[field]);
    if (parsed.success) Object.assign(accepted, { [field]: parsed.data });
  }
  return accepted;
}
