// Phone numbers for the SMS second factor. Firebase wants E.164 (+50688881234); leaders type
// what they know ('8888 1234', '+506 8888-1234'), so Costa Rica is the default country.

export const DEFAULT_COUNTRY_CODE = '506';

/** Costa Rican numbers have 8 digits after the country code. */
const COSTA_RICA_E164 = /^\+506\d{8}$/;
/** E.164: a +, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;
/** What a person may type around the digits. */
const SEPARATORS = /[\s().-]/g;

/**
 * The E.164 form of a typed phone number, or null when it cannot be one. Without a leading +
 * (or 00), the number is taken as Costa Rican.
 */
export function toE164(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  const e164 = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : `+${DEFAULT_COUNTRY_CODE}${compact}`;
  if (!E164.test(e164)) return null;
  if (e164.startsWith(`+${DEFAULT_COUNTRY_CODE}`) && !COSTA_RICA_E164.test(e164)) return null;
  return e164;
}

/** The profile's phone as the starting value of the enrolment form, when it looks like a phone. */
export function phonePrefill(profilePhone: string | null | undefined): string {
  return profilePhone && toE164(profilePhone) ? profilePhone.trim() : '';
}

/**
 * The number with all but its last 4 digits hidden, as shown on screen: '+50688881234' →
 * '+506 •••• 1234'. A number Firebase already masked is shown as it came.
 */
export function maskPhoneNumber(phoneNumber: string): string {
  if (!/^\+\d{8,15}$/.test(phoneNumber)) return phoneNumber;
  const last4 = phoneNumber.slice(-4);
  if (COSTA_RICA_E164.test(phoneNumber)) return `+${DEFAULT_COUNTRY_CODE} •••• ${last4}`;
  return `+${'•'.repeat(phoneNumber.length - 5)} ${last4}`;
}
