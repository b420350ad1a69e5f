// Registration writes Firestore documents, so this module is loaded only by the lazy
// /registro route (never by the sign-in page).
import type { NotificationDoc, UserDoc } from '@common/data-model';
import { createUserWithEmailAndPassword, signOut, updateProfile } from 'firebase/auth';
import { doc, serverTimestamp, setDoc, type FieldValue, type WithFieldValue } from 'firebase/firestore';
import { requestEmailAction } from '@/features/auth/api/email-action';
import type { RegistrationForm } from '@/features/auth/utils/schemas';
import { auth } from '@/lib/firebase/app';
import { firestore } from '@/lib/firebase/firestore';
import { withSessionHeld } from '@/lib/session/session-hold';
import { authTexts } from '@/features/auth/texts';
import { texts } from '@/lib/texts';

type Stored<T> = WithFieldValue<Omit<T, 'createdAt' | 'updatedAt' | 'date'>> & Record<string, FieldValue | unknown>;

export interface RegistrationResult {
  email: string;
  /** False when the account exists but the verification e-mail could not be sent. */
  verificationEmailSent: boolean;
}

/**
 * Creates the account, its users document (profile fields only: no role, storeId or
 * permissions, which the rules forbid anyway) and the 'Admin' notification that asks for
 * authorization; then signs out and sends the verification e-mail through the function.
 * The session ignores the new account meanwhile: it has no role yet.
 */
export async function registerLeader(form: RegistrationForm): Promise<RegistrationResult> {
  const email = await withSessionHeld(async () => {
    const { user } = await createUserWithEmailAndPassword(auth, form.email.toLowerCase(), form.password);
    try {
      const displayName = `${form.firstName} ${form.lastName}`;
      await updateProfile(user, { displayName });
      const userDoc: Stored<UserDoc> = {
        displayName,
        email: user.email ?? form.email.toLowerCase(),
        firstName: form.firstName,
        lastName: form.lastName,
        dateOfBirth: form.dateOfBirth,
        idType: form.idType,
        idNumber: form.idNumber,
        phoneNumber: form.phone,
        photoURL: null,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      };
      await setDoc(doc(firestore, 'users', user.uid), userDoc);
      const notification: Stored<NotificationDoc> = {
        id: user.uid,
        createdBy: user.uid,
        date: serverTimestamp(),
        title: 'Admin',
        description: texts.notifications.registrationDescription(user.email ?? ''),
        icon: 'person_add',
        status: 'Unread',
        link: user.uid,
      };
      await setDoc(doc(firestore, 'notifications', user.uid), notification);
      return user.email ?? form.email;
    } finally {
      await signOut(auth);
    }
  });

  const verificationEmailSent = await requestEmailAction({
    email,
    mode: 'verifyEmail',
    subject: authTexts.registration.verificationSubject,
    name: form.firstName,
    redirectPath: '/iniciar-sesion',
  }).then(
    () => true,
    (error: unknown) => {
      console.error('registration: verification e-mail failed', error);
      return false;
    },
  );
  return { email, verificationEmailSent };
}
