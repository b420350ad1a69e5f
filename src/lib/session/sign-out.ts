import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { forgetCodesSynced } from '@/lib/offline/codes-synced-at';
import { forgetUsageAlerts } from '@/lib/codes/usage-alerts-forget';
import { readStored, removeStored, writeStored } from '@/utils/web-storage';
import { paths } from '@common/paths';

/** Set while a sign-out still has the device's data to delete; the next page load finishes it. */
const UNFINISHED_SIGN_OUT_KEY = 'centro-lideres:cierre-pendiente';

/**
 * Signs out and leaves nothing of the user on this device: Firestore's IndexedDB cache (their
 * codes and profile), the record of when the codes were last synced and the usage alerts told.
 * Then a full navigation to the sign-in page, so the next user starts with a new Firestore instance. Works offline:
 * each step is local. A sign-out cut short after the Auth step (a reload, the tab closed: an
 * administrator's revocation can start one at any moment) is finished by the next page load
 * (finishInterruptedSignOut).
 */
export async function signOutAndForget(): Promise<void> {
  writeStored('local', UNFINISHED_SIGN_OUT_KEY, '1');
  await signOut(auth);
  await forgetDeviceData();
  window.location.replace(paths.signIn);
  // The navigation replaces this page: nothing after sign-out runs on a terminated Firestore.
  await new Promise<never>(() => undefined);
}

/** Deletes what a sign-out that did not finish left on this device; nothing when none was cut short. */
export async function finishInterruptedSignOut(): Promise<void> {
  if (!readStored('local', UNFINISHED_SIGN_OUT_KEY)) return;
  await forgetDeviceData();
}

async function forgetDeviceData(): Promise<void> {
  try {
    // Already loaded for any signed-in user (the profile is read through it).
    const { clearFirestoreCache } = await import('@/lib/firebase/firestore');
    await clearFirestoreCache();
    removeStored('local', UNFINISHED_SIGN_OUT_KEY);
  } catch (error) {
    // Another open tab of the app keeps the cache open: it is cleared by that tab's sign-out.
    console.error('sign-out: clearing the Firestore cache failed', error);
  }
  // Last: by now the codes pages have unmounted and record nothing more.
  forgetCodesSynced();
  forgetUsageAlerts();
}
