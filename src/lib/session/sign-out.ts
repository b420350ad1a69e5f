import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import { loadedPresence } from '@/lib/session/presence-loader';

const OFFLINE_WRITE_TIMEOUT_MS = 3000;

/**
 * Signs the user out, writing presence offline first: once signed out the database rules
 * no longer let this client write status/{uid}. The guards then send the visitor to
 * /iniciar-sesion. A slow or unreachable database does not block signing out.
 */
export async function signOutUser(): Promise<void> {
  const presence = loadedPresence();
  if (presence) {
    const offline = presence.then((module) => module.goOffline());
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, OFFLINE_WRITE_TIMEOUT_MS));
    await Promise.race([offline, timeout]).catch((error: unknown) => console.error('presence: offline write failed', error));
  }
  await signOut(auth);
}
