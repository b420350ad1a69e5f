import { COLLECTIONS } from '@common/collections';
import { acceptedProfileChanges } from '@common/profile';
import { doc, getDoc, onSnapshot, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';
import type { UserProfile } from '@/lib/session/types';

/** Reads users/{uid}; null when the document does not exist. */
export async function readUserProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(doc(firestore, COLLECTIONS.users, uid));
  return snapshot.exists() ? toUserProfile(snapshot.data()) : null;
}

/**
 * Follows users/{uid} as the server sends it (null once the document is gone), so an
 * administrator's change reaches the open app. Deliveries from the device's cache are skipped:
 * they repeat what was already decided, and only the server's word changes who may stay.
 * Returns the unsubscribe function.
 */
export function subscribeToUserProfile(uid: string, listener: (profile: UserProfile | null) => void): () => void {
  return onSnapshot(
    doc(firestore, COLLECTIONS.users, uid),
    (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      listener(snapshot.exists() ? toUserProfile(snapshot.data()) : null);
    },
    (error) => console.error('users: profile listener failed', error),
  );
}

function toUserProfile(data: DocumentData): UserProfile {
  const role = typeof data.role === 'string' ? data.role : null;
  return {
    role,
    storeId: typeof data.storeId === 'string' ? data.storeId : null,
    // As stored: common/access.ts decides what it grants.
    permissions: data.permissions ?? null,
    displayName: typeof data.displayName === 'string' ? data.displayName : null,
    email: typeof data.email === 'string' ? data.email : null,
    photoURL: typeof data.photoURL === 'string' ? data.photoURL : null,
    phoneNumber: typeof data.phoneNumber === 'string' ? data.phoneNumber : null,
  };
}

/** What a sign-in copies from the Auth profile: the name and photo the rules accept (an http: photo is left out). */
export function signInProfileChanges(user: { displayName: string | null; photoURL: string | null }) {
  return acceptedProfileChanges({ displayName: user.displayName || undefined, photoURL: user.photoURL || undefined });
}

/**
 * After a sign-in, copies the Auth profile into users/{uid} (and a confirmed e-mail): only the fields the rules let the
 * owner change, and only values they accept (common/profile.ts), since one refused field would
 * refuse the whole update. Write failures are only logged: a sign-in never fails over this copy.
 */
export async function recordSignIn(user: { uid: string; displayName: string | null; photoURL: string | null; emailVerified?: boolean }): Promise<void> {
  try {
    // A confirmed e-mail is recorded too: the administrators' list shows who has not confirmed yet.
    const confirmed = user.emailVerified === true ? { emailVerified: true } : {};
    await updateDoc(doc(firestore, COLLECTIONS.users, user.uid), { ...signInProfileChanges(user), ...confirmed, updatedAt: serverTimestamp() });
  } catch (error) {
    console.error('users: profile update after sign-in failed', error);
  }
}
