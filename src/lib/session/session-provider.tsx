import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { appEnv } from '@/lib/env';
import type { Presence } from '@/lib/presence';
import { sessionAccess } from '@/lib/session/access';
import { forgetPermissionDenied, recallPermissionDenied, rememberPermissionDenied } from '@/lib/session/permission-denied-notice';
import { forgetSignedIn, mayHaveSession, rememberSignedIn } from '@/lib/session/signed-in-hint';
import { SessionContext, type SessionContextValue } from '@/lib/session/session-context';
import { firebaseSessionServices, type AuthUser, type SessionServices } from '@/lib/session/session-services';
import type { SessionState, SessionUser, UserProfile } from '@/lib/session/types';

function toSessionUser(user: AuthUser): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

const LOADING: SessionState = { status: 'loading', user: null, profile: null, likelySignedOut: false };
const LOADING_LIKELY_SIGNED_OUT: SessionState = { ...LOADING, likelySignedOut: true };
const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, profile: null };
/** Signing out does not wait longer than this for the offline write (slow or unreachable database). */
export const OFFLINE_WRITE_TIMEOUT_MS = 3000;
/** Waits before reading the profile again when Firestore could not reach the server; the last one repeats. */
export const PROFILE_RETRY_DELAYS_MS = [1000, 2000, 4000];

/** Firestore's answer when the server could not be reached ("the client is offline"). */
function isUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unavailable';
}

/**
 * Holds the auth state and the users document. Guards wait for its first answer (the signed-out
 * pages not, in a browser that had no session when last seen: `likelySignedOut`). A user
 * is 'signedIn' only after users/{uid} was read and allowed (a Leader or an Admin of the
 * configured store, common/access.ts); anyone else is signed out again and permissionDeniedAt is set. Token refreshes
 * (e.g. after the e-mail is verified) re-evaluate the same user without a loading state.
 * While someone is signed in, their presence is published and their users document followed
 * live: a change that no longer allows them signs them out the same way.
 */
export function SessionProvider({ children, services = firebaseSessionServices }: { children: ReactNode; services?: SessionServices }) {
  const [session, setSessionNow] = useState<SessionState>(() => (mayHaveSession() ? LOADING : LOADING_LIKELY_SIGNED_OUT));
  // The screen a new session state brings (e.g. the sign-in page after the first auth answer) is
  // rendered as a transition: in short slices, so it never blocks input for long.
  const setSession = useCallback((next: SessionState) => startTransition(() => setSessionNow(next)), []);
  // A refusal just before a page load (sign-out reloads the sign-in page) is still shown.
  const [permissionDeniedAt, setPermissionDeniedAt] = useState<number | null>(() => recallPermissionDenied());
  // Set while this page signs its user out: the sign-out ends with a page load of the sign-in
  // page, so the sign-in page must not show (and change the address) once before it.
  const signingOut = useRef(false);

  useEffect(() => {
    let latestCheck = 0;
    let firstStateSeen = false;
    let signedInUid: string | null = null;
    let tokenRefreshedFor: string | null = null;
    let disposed = false;

    const unsubscribe = services.onUserChanged(async (user) => {
      const check = ++latestCheck;
      // A sign-in during this page's life (not a restored session, not a token refresh).
      const isFreshSignIn = firstStateSeen && user !== null && user.uid !== signedInUid;
      firstStateSeen = true;

      if (!user) {
        signedInUid = null;
        forgetSignedIn();
        if (signingOut.current) return;
        setSession(SIGNED_OUT);
        // Signed out, here or in another tab: anything a cut-short sign-out left is deleted now.
        services.finishInterruptedSignOut().catch((error: unknown) => console.error('sign-out: finishing an earlier sign-out failed', error));
        return;
      }

      let profile: UserProfile | null = null;
      // A slow or dropped connection is not a refusal: read again, waiting longer each time up to
      // the last delay, for as long as it takes. Only the server's answer turns anyone away.
      for (let attempt = 0; ; attempt++) {
        try {
          profile = await services.readProfile(user.uid);
          break;
        } catch (error) {
          if (!isUnreachable(error)) {
            console.error('users: profile read failed', error);
            break;
          }
          console.warn('users: profile not reachable yet, retrying', error);
          await new Promise((resolve) => setTimeout(resolve, PROFILE_RETRY_DELAYS_MS[Math.min(attempt, PROFILE_RETRY_DELAYS_MS.length - 1)]));
          if (check !== latestCheck || disposed) return;
        }
      }
      if (check !== latestCheck || disposed) return;
      const access = sessionAccess(profile, appEnv.storeId);
      if (!profile || access === null) {
        // Sign-out loads the sign-in page anew: the alert shows there (not here first, then
        // gone during the load, then back).
        rememberPermissionDenied(Date.now());
        await services.signOut();
        setPermissionDeniedAt(Date.now());
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
      if (isFreshSignIn) await services.recordSignIn(user);
      if (check !== latestCheck || disposed) return;

      signedInUid = user.uid;
      forgetPermissionDenied();
      setPermissionDeniedAt(null);
      rememberSignedIn();
      setSession({ status: 'signedIn', user: toSessionUser(user), profile, access });
    });

    return () => {
      disposed = true;
      unsubscribe();
    };
  }, [services, setSession]);

  // Presence: published while a user is signed in, stopped when they are not (or on unmount).
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const access = session.status === 'signedIn' ? session.access : null;
  const presence = useRef<Promise<Presence> | null>(null);
  useEffect(() => {
    if (uid === null) return;
    const started = services.startPresence(uid);
    started.catch((error: unknown) => console.error('presence: start failed', error));
    presence.current = started;
    return () => {
      if (presence.current === started) presence.current = null;
      void started.then((published) => published.stop(), () => undefined);
    };
  }, [uid, services]);

  const signOut = useCallback(async () => {
    // Offline first: once signed out, the database rules no longer accept this user's write.
    const published = presence.current;
    if (published) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, OFFLINE_WRITE_TIMEOUT_MS));
      await Promise.race([published.then((current) => current.goOffline()), timeout]).catch((error: unknown) =>
        console.error('presence: offline write failed', error),
      );
    }
    // A loader until the sign-in page loads: the leader's pages (and their listeners) go now.
    signingOut.current = true;
    setSessionNow(LOADING);
    try {
      await services.signOut();
    } catch (error) {
      console.error('sign-out failed', error);
      setSession(SIGNED_OUT);
    } finally {
      signingOut.current = false;
    }
  }, [services, setSession]);

  // The open app follows its own profile: when the server's users/{uid} no longer gives the
  // access this session was opened with (reading revoked, another role or store, the document
  // gone), the session ends exactly as a refused sign-in does: the permission alert and a
  // sign-out that deletes the cached codes.
  useEffect(() => {
    if (uid === null) return;
    let refused = false;
    return services.subscribeToProfile(uid, (profile) => {
      if (refused || signingOut.current || sessionAccess(profile, appEnv.storeId) === access) return;
      refused = true;
      rememberPermissionDenied(Date.now());
      void signOut().then(() => setPermissionDeniedAt(Date.now()));
    });
  }, [uid, access, services, signOut]);

  const clearPermissionDenied = useCallback(() => {
    forgetPermissionDenied();
    setPermissionDeniedAt(null);
  }, []);
  const value = useMemo<SessionContextValue>(
    () => ({ session, permissionDeniedAt, clearPermissionDenied, signOut }),
    [session, permissionDeniedAt, clearPermissionDenied, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
