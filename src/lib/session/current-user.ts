import { reload } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

/** Reloads the signed-in user from Auth; true when the e-mail is now verified. */
export async function reloadEmailVerified(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await reload(user);
  return user.emailVerified;
}

/**
 * Gets a new ID token, so the database rules see email_verified and the session
 * re-evaluates the user (onIdTokenChanged fires).
 */
export async function refreshSessionToken(): Promise<void> {
  await auth.currentUser?.getIdToken(true);
}
