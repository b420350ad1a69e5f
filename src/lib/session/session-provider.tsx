import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { appEnv } from '@/lib/env';
import { auth } from '@/lib/firebase/app';
import { mayStaySignedIn } from '@/lib/session/access';
import { loadPresence } from '@/lib/session/presence-loader';
import { SessionContext, type SessionContextValue } from '@/lib/session/session-context';
import type { SessionState, SessionUser } from '@/lib/session/types';

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

const LOADING: SessionState = { status: 'loading', user: null, profile: null };
const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, profile: null };

/**
 * Holds the auth state and the users document. Guards wait for its first answer. A user
 * is 'signedIn' only after users/{uid} was read and allowed (Leader of the configured
 * store); anyone else is signed out again and permissionDeniedAt is set. Token refreshes
 * (e.g. after the e-mail is verified) re-evaluate the same user without a loading state.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSessionNow] = useState<SessionState>(LOADING);
  // The screen a new session state brings (e.g. the sign-in page after the first auth answer) is
  // rendered as a transition: in short slices, so it never blocks input for long (issue 7).
  const setSession = useCallback((next: SessionState) => startTransition(() => setSessionNow(next)), []);
  const [permissionDeniedAt, setPermissionDeniedAt] = useState<number | null>(null);

  useEffect(() => {
    let latestCheck = 0;
    let firstStateSeen = false;
    let signedInUid: string | null = null;
    let stopPresence: (() => void) | null = null;
    let tokenRefreshedFor: string | null = null;
    let disposed = false;

    const endPresence = () => {
      stopPresence?.();
      stopPresence = null;
    };

    const unsubscribe = onIdTokenChanged(auth, async (user) => {
      const check = ++latestCheck;
      // A sign-in during this page's life (not a restored session, not a token refresh).
      const isFreshSignIn = firstStateSeen && user !== null && user.uid !== signedInUid;
      firstStateSeen = true;

      if (!user) {
        signedInUid = null;
        endPresence();
        setSession(SIGNED_OUT);
        return;
      }

      // Firestore loads only once someone is signed in: the sign-in page stays light.
      const { fetchUserProfile, recordSignIn } = await import('@/lib/session/user-profile-service');
      const profile = await fetchUserProfile(user.uid).catch((error: unknown) => {
        console.error('users: profile read failed', error);
        return null;
      });
      if (check !== latestCheck || disposed) return;
      if (!profile || !mayStaySignedIn(profile, appEnv.storeId)) {
        setPermissionDeniedAt(Date.now());
        await signOut(auth);
        return;
      }
      // Auth may already say "verified" (after reload()) while the ID token still says not:
      // the database rules read the token, so get a fresh one first. The refresh calls this
      // listener again, which then finishes the job.
      if (user.emailVerified && tokenRefreshedFor !== user.uid) {
        const { claims } = await user.getIdTokenResult();
        if (claims.email_verified !== true) {
          tokenRefreshedFor = user.uid;
          await user.getIdToken(true);
          return;
        }
      }
      if (isFreshSignIn) await recordSignIn(user);
      if (check !== latestCheck || disposed) return;

      if (signedInUid !== user.uid) endPresence();
      signedInUid = user.uid;
      setPermissionDeniedAt(null);
      setSession({ status: 'signedIn', user: toSessionUser(user), profile });
      if (!stopPresence) {
        const uid = user.uid;
        void loadPresence().then((presence) => {
          if (!disposed && signedInUid === uid && !stopPresence) stopPresence = presence.startPresence(uid);
        });
      }
    });

    return () => {
      disposed = true;
      unsubscribe();
      endPresence();
    };
  }, [setSession]);

  const clearPermissionDenied = useCallback(() => setPermissionDeniedAt(null), []);
  const value = useMemo<SessionContextValue>(
    () => ({ session, permissionDeniedAt, clearPermissionDenied }),
    [session, permissionDeniedAt, clearPermissionDenied],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
