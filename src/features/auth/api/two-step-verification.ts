import {
  EmailAuthProvider,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  reauthenticateWithCredential,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import { secondFactorOrThrow, sendSmsCode, type PendingSecondFactor } from '@/features/auth/api/multi-factor';
import { auth } from '@/lib/firebase/app';

// Turning the SMS second factor on and off for the signed-in leader. Firebase asks for a recent
// sign-in before either (auth/requires-recent-login): the page then confirms the password with
// reauthenticate(), which for an account with the factor needs the SMS code as well.

/** The phone factor enrolled on the account. */
export interface PhoneFactor {
  uid: string;
  phoneNumber: string;
}

/** A code sent to the phone being enrolled, waiting to be typed. */
export interface PendingEnrolment {
  phoneNumber: string;
  verificationId: string;
}

export type ReauthenticationOutcome = { status: 'done' } | { status: 'secondFactorRequired'; pending: PendingSecondFactor };

function currentUser(): User {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Nobody is signed in'), { code: 'auth/user-token-expired' });
  return user;
}

/** The account's phone factor, or null when the second factor is off. */
export function enrolledPhoneFactor(): PhoneFactor | null {
  const user = auth.currentUser;
  if (!user) return null;
  const factor = multiFactor(user).enrolledFactors.find((info) => info.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
  return factor ? { uid: factor.uid, phoneNumber: (factor as PhoneMultiFactorInfo).phoneNumber } : null;
}

/**
 * Sends the SMS code to `phoneNumber` (E.164) for a new second factor, through the invisible
 * human check in the element with id `container` (the same verifier as at sign-in).
 */
export async function sendEnrolmentCode(phoneNumber: string, container: string): Promise<PendingEnrolment> {
  const session = await multiFactor(currentUser()).getSession();
  return { phoneNumber, verificationId: await sendSmsCode({ phoneNumber, session }, container) };
}

/** Enrols the phone with the SMS code; errors (e.g. auth/invalid-verification-code) are thrown. */
export async function confirmEnrolment(pending: PendingEnrolment, code: string): Promise<PhoneFactor> {
  const credential = PhoneAuthProvider.credential(pending.verificationId, code.trim());
  await multiFactor(currentUser()).enroll(PhoneMultiFactorGenerator.assertion(credential));
  return enrolledPhoneFactor() ?? { uid: '', phoneNumber: pending.phoneNumber };
}

/** Removes the phone factor: from the next sign-in on, the password alone is enough. */
export async function removePhoneFactor(factor: PhoneFactor): Promise<void> {
  await multiFactor(currentUser()).unenroll(factor.uid);
}

/**
 * Confirms the password of the signed-in account. With a second factor enrolled, Firebase asks
 * for it too: the SMS code is sent and the pending confirmation returned, to be completed with
 * completeSecondFactor().
 */
export async function reauthenticateWithPassword(password: string, container: string): Promise<ReauthenticationOutcome> {
  const user = currentUser();
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
    return { status: 'done' };
  } catch (error) {
    return { status: 'secondFactorRequired', pending: await secondFactorOrThrow(error, container) };
  }
}
