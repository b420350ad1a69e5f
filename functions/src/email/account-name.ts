// The name an e-mail greets a person with: always the account's own (Auth displayName, else
// users/{uid} displayName or firstName), made into one short line, never text from a request,
// and only when it is a person's name (common/person-name.ts isPersonName): a name stored
// before that rule, or set through Auth directly, that carries digits, links or invisible
// characters greets nobody.
import type { UserRecord } from 'firebase-admin/auth';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../common/constants';
import { isPersonName } from '../../../common/person-name';
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

/** `value` as oneLineName makes it, when that is a person's name; '' otherwise. */
export function greetingName(value: unknown): string {
  const name = oneLineName(value);
  return isPersonName(name) ? name : '';
}

export async function accountDisplayName(account: UserRecord, readProfile: (uid: string) => Promise<ProfileSnapshot>): Promise<string> {
  const fromAuth = greetingName(account.displayName);
  if (fromAuth) return fromAuth;
  const profile = await readProfile(account.uid);
  return greetingName(profile.get('displayName')) || greetingName(profile.get('firstName'));
}
