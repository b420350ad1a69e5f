// The name an e-mail greets a person with: always the account's own (Auth displayName, else
// users/{uid} displayName or firstName), made into one short line, never text from a request.
import type { UserRecord } from 'firebase-admin/auth';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../common/constants';
import { isSingleLineText } from '../../../common/text-fields';

interface ProfileSnapshot {
  get(field: string): unknown;
}

/** `value` as one line of at most DISPLAY_NAME_MAX_LENGTH characters, or '' when it is not text. */
export function oneLineName(value: unknown): string {
  if (typeof value !== 'string') return '';
  // Only the head can be shown; a stored name may be huge (older data had no limit).
  const head = Array.from(value.slice(0, DISPLAY_NAME_MAX_LENGTH * 4));
  const cleaned = head.map((character) => (isSingleLineText(character) ? character : ' ')).join('');
  return Array.from(cleaned.replace(/\s+/g, ' ').trim()).slice(0, DISPLAY_NAME_MAX_LENGTH).join('').trim();
}

export async function accountDisplayName(account: UserRecord, readProfile: (uid: string) => Promise<ProfileSnapshot>): Promise<string> {
  const fromAuth = oneLineName(account.displayName);
  if (fromAuth) return fromAuth;
  const profile = await readProfile(account.uid);
  return oneLineName(profile.get('displayName')) || oneLineName(profile.get('firstName'));
}
