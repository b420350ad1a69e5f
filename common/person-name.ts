// The rule of a person's name, and the name a person is shown by, with no schema library: the
// app's session and e-mail request use them on their own (common/text-fields.ts builds the form
// fields on them), so they do not pull zod into their chunks.
import { DISPLAY_NAME_MAX_LENGTH } from './constants';
import { oneLine } from './plain-text';

/**
 * A person's name: letters of any language (with their combining accents), spaces, apostrophes
 * (' and ’), hyphens and dots, with at least one letter; an accent only after a letter. No
 * digits, no ':', '/' or '@', nothing invisible: a name can then never carry a message, a
 * phone number or an address into an e-mail or a screen. firestore.rules (isPersonName) holds
 * the same rule for users/{uid}.displayName.
 */
const PERSON_NAME = /^[ '\u2019.-]*(?:\p{L}\p{M}*[ '\u2019.-]*)+$/u;
/**
 * Letters and marks that show as nothing: the Hangul fillers (category Lo), the combining
 * grapheme joiner, the Khmer inherent vowels, the Mongolian and other variation selectors, the
 * Khitan filler. (U+2800 braille blank is a symbol, already outside the rule.)
 */
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5|[\u180B-\u180F]|[\uFE00-\uFE0F]|\u{16FE4}|[\u{E0100}-\u{E01EF}]/u;

export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value) && !BLANK_LOOKING.test(value);
}

/** A stored name as one line of at most DISPLAY_NAME_MAX_LENGTH characters ('' when it is not text). */
export function oneLineName(value: unknown): string {
  return oneLine(value, DISPLAY_NAME_MAX_LENGTH);
}

/** The name fields of a users document, or of the leader a code names (any may be missing or wrong). */
export interface NamedProfile {
  displayName?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}

/**
 * The name a person is shown, sorted and logged by, everywhere: the display name, else first and
 * last name, as one short line; '' when there is none.
 */
export function displayNameOf(profile: NamedProfile | null | undefined): string {
  if (!profile) return '';
  return oneLineName(profile.displayName) || oneLineName([oneLineName(profile.firstName), oneLineName(profile.lastName)].filter(Boolean).join(' '));
}
