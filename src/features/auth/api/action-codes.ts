import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';

/** Checks a password reset code; resolves with the account's e-mail. */
export function checkPasswordResetCode(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode);
}

export function setNewPassword(oobCode: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, password);
}

export function verifyEmailWithCode(oobCode: string): Promise<void> {
  return applyActionCode(auth, oobCode);
}
