import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { forgetCodesSynced } from '@/lib/offline/codes-synced-at';

export const SIGN_IN_PATH = '/iniciar-sesion';

/**
 * Signs out and leaves nothing of the user on this device: Firestore's IndexedDB cache (their
 * codes and profile) and the record of when the codes were last synced. Then a full navigation
 * to the sign-in page, so the next user starts with a new Firestore instance. Works offline:
 * each step is local.
 */
export async function signOutAndForget(): Promise<void> {
  await signOut(auth);
  try {
    // Already loaded for any signed-in user (the profile is read through it).
    const { clearFirestoreCache } = await import('@/lib/firebase/firestore');
    await clearFirestoreCache();
  } catch (error) {
    // Another open tab of the app keeps the cache open: it is cleared by that tab's sign-out.
    console.error('sign-out: clearing the Firestore cache failed', error);
  }
  // Last: by now the codes pages have unmounted and record nothing more.
  forgetCodesSynced();
  window.location.replace(SIGN_IN_PATH);
  // The navigation replaces this page: nothing after sign-out runs on a terminated Firestore.
  await new Promise<never>(() => undefined);
}
