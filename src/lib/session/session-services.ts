import { onIdTokenChanged } from 'firebase/auth';
import { auth } from '@/lib/firebase/app';
import type { Presence } from '@/lib/presence';
import { finishInterruptedSignOut, signOutAndForget } from '@/lib/session/sign-out';
import type { UserProfile } from '@/lib/session/types';

/** What the session needs of the signed-in Firebase user (a firebase/auth User is one). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  getIdTokenResult(): Promise<{ claims: Record<string, unknown> }>;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

/** The outside world of the SessionProvider; tests pass fakes, the app the Firebase ones. */
export interface SessionServices {
  /** Sign-ins, sign-outs and ID token changes; returns the unsubscribe function. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  /** Signs out, clears the user's data from this device and loads the sign-in page. */
  signOut(): Promise<void>;
  /** Deletes what a sign-out cut short (a reload mid-way) left on this device. */
  finishInterruptedSignOut(): Promise<void>;
  /** users/{uid}, or null when it does not exist. */
  readProfile(uid: string): Promise<UserProfile | null>;
  /** Follows users/{uid} as the server confirms it (null: gone); returns the unsubscribe function. */
  subscribeToProfile(uid: string, listener: (profile: UserProfile | null) => void): () => void;
  /** Copies the Auth profile into users/{uid} after a sign-in. */
  recordSignIn(user: AuthUser): Promise<void>;
  /** Starts publishing the user's presence. */
  startPresence(uid: string): Promise<Presence>;
}

// Firestore and the Realtime Database load only once someone is signed in: the sign-in page stays light.
export const firebaseSessionServices: SessionServices = {
  onUserChanged: (listener) => onIdTokenChanged(auth, listener),
  signOut: signOutAndForget,
  finishInterruptedSignOut,
  readProfile: async (uid) => (await import('@/lib/session/user-profile-service')).readUserProfile(uid),
  subscribeToProfile: (uid, listener) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('@/lib/session/user-profile-service').then(({ subscribeToUserProfile }) => {
      if (!stopped) stop = subscribeToUserProfile(uid, listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  },
  recordSignIn: async (user) => (await import('@/lib/session/user-profile-service')).recordSignIn(user),
  startPresence: async (uid) => (await import('@/lib/presence')).startPresence(uid),
};
