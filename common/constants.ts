// The product's business constants (docs/product.md, Business constants) and the values the
// app, the functions and the scripts must agree on. Sizes and styles of the app's own screens
// live with their components.
export const PROJECT_ID_LOCAL = 'demo-centro-lideres';
export const DEFAULT_STORE_ID = 'account-default-config';

export const NOTIFICATION_DURATION_MS = 5000;
export const DEFAULT_PAGE_SIZE = 10;
export const INVALID_CODES_PAGE_SIZE = 10;
export const BATCH_LIST_PAGE_SIZE = 8;

export const CODE_LENGTH = { min: 6, max: 16, default: 8 } as const;
export const CODE_QUANTITY = { min: 1, max: 1000, default: 10 } as const;
/** Letters and digits shown in generated codes: no look-alikes (0/O, 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/**
 * The prefix counts towards `length` (the code a person types is exactly `length` characters),
 * so at least this many random characters must remain after it.
 */
export const MIN_RANDOM_CODE_CHARS = 4;
/** Most code values one removeCodes or lookUpCodes call takes (the largest generated batch). */
export const MAX_CODES_PER_CALL = CODE_QUANTITY.max;
/** Most values one Firestore `in` filter takes. */
export const MAX_IN_FILTER_VALUES = 30;
export const MIN_MAX_USES = 1;
export const MIN_MAX_TICKETS = 1;

export const RESET_PASSWORD_LENGTH = { min: 8, max: 64 } as const;

export const RESET_REDIRECT_DELAY_MS = 5000;
export const EMAIL_VERIFICATION_POLL_MS = 10_000;
export const SIGN_IN_ERROR_DURATION_MS = 8000;
export const PERMISSION_DENIED_DURATION_MS = 7000;

export const CUSTOM_ID_LENGTH = 20;

/** Profile limits of users/{uid}, enforced by firestore.rules and the shared schemas alike. */
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** First and last name together, with the space between them, fit in a display name. */
export const FIRST_NAME_MAX_LENGTH = 40;
export const LAST_NAME_MAX_LENGTH = DISPLAY_NAME_MAX_LENGTH - FIRST_NAME_MAX_LENGTH - 1;
export const PHOTO_URL_MAX_LENGTH = 2048;
/**
 * A phone as typed in the leader form: an optional +, then 7 to 20 digits, each pair of them
 * separated by at most two spaces, hyphens or parentheses ("+506 (8888) 1234"). The digits are
 * counted, so "8------" is not a phone. firestore.rules (isPhoneNumber) holds the same pattern.
 */
export const PHONE_PATTERN = '^[+]?[0-9](?:[ ()-]{0,2}[0-9]){6,19}$';
export const PHONE_RULE_MESSAGE = 'El teléfono admite de 7 a 20 dígitos, con espacios, guiones o paréntesis entre ellos y un + inicial.';

export const LOCALE = 'es-CR';

/** The e-mail actions of the app's action page (/auth/action), which sendEmailActionCustom sends. */
export const EMAIL_ACTION_MODES = ['resetPassword', 'verifyEmail'] as const;
export type EmailActionMode = (typeof EMAIL_ACTION_MODES)[number];

export function isEmailActionMode(value: unknown): value is EmailActionMode {
  return (EMAIL_ACTION_MODES as readonly unknown[]).includes(value);
}

export const ROLE_LEADER = 'Leader';
export const ROLE_ADMIN = 'Admin';
export const CODE_STATUSES = ['available', 'expired', 'deleted'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
export const TRACKED_CODE_STATUSES: CodeStatus[] = ['available', 'expired'];
export const CODE_TYPES = ['leader', 'discount'] as const;
export type CodeType = (typeof CODE_TYPES)[number];
/** status/{uid}.status in the Realtime Database (database.rules.json accepts these three). */
export type PresenceStatus = 'online' | 'away' | 'offline';
