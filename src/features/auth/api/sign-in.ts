import { signInWithEmailAndPassword } from 'firebase/auth';
import { secondFactorOrThrow, type PendingSecondFactor } from '@/features/auth/api/multi-factor';
import { auth } from '@/lib/firebase/app';

export type SignInOutcome = { status: 'signedIn' } | { status: 'secondFactorRequired'; pending: PendingSecondFactor };

/**
 * Signs in with e-mail and password. When the account has a second factor, starts the SMS
 * verification (through the invisible human check in the element with id `recaptchaContainer`) and returns
 * the pending sign-in; other errors are thrown for the error catalogue. The SessionProvider then validates
 * the users document and decides whether the user stays signed in.
 */
export async function signInWithPassword(email: string, password: string, recaptchaContainer: string): Promise<SignInOutcome> {
  try {
    await signInWithEmailAndPassword(auth, email, password);
    return { status: 'signedIn' };
  } catch (error) {
    return { status: 'secondFactorRequired', pending: await secondFactorOrThrow(error, recaptchaContainer) };
  }
}
