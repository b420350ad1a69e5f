// The name an e-mail greets a person with: always the account's own (Auth displayName, else
// users/{uid} displayName or firstName), made into one short line, never text from a request,
// and only when it is a person's name (common/person-name.ts isPersonName): a name stored
// before that rule, or set through Auth directly, that carries digits, links or invisible
// characters greets nobody.
import type { UserRecord } from 'firebase-admin/auth';
import { isPersonName, oneLineName } from '../../../common/person-name';

interface ProfileSnapshot {
  get(field: string): unknown;
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
