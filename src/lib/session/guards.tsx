import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { useSession } from '@/hooks/use-session';
import type { SessionState } from '@/lib/session/types';
import { paths } from '@common/paths';

// Every guard waits for the first auth state before deciding (no flash either way), except
// that the signed-out pages show at once in a browser that had no session when last seen: a
// session Auth restores after all still moves the visitor on to their home. Role, store and
// revocation are checked by the SessionProvider (common/access.ts): a user who fails them never
// becomes 'signedIn' (signed out again, permission-denied alert on /iniciar-sesion). The rules
// and the functions refuse the same people whatever a screen shows.

/** Where a signed-in person starts: the dashboard for a leader, the requests for an administrator. */
export function homeOf(session: Extract<SessionState, { status: 'signedIn' }>): string {
  return session.access === 'admin' ? paths.admin.requests : paths.home;
}

/** Sign-in, reset request, registration and the multi-factor step: signed-out visitors only; a signed-in user goes home. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading' && !session.likelySignedOut) return <FullScreenLoader />;
  if (session.status === 'signedIn') return <Navigate to={homeOf(session)} replace />;
  return children;
}

/**
 * Signed in with a verified e-mail, with the access `access` (any when omitted); a signed-out
 * visitor goes to /iniciar-sesion, an unverified one to the confirmation page, and a person with
 * the other access to their own home (an administrator opening '/' lands on /administracion, a
 * leader opening /administracion on '/').
 */
export function RequireVerified({ access, children }: { access?: 'leader' | 'admin'; children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  if (session.status === 'signedOut') return <Navigate to={paths.signIn} replace />;
  if (!session.user.emailVerified) return <Navigate to={paths.emailConfirmation} replace />;
  if (access && session.access !== access) return <Navigate to={homeOf(session)} replace />;
  return children;
}

/** E-mail confirmation: signed in with an unverified e-mail; anyone else goes to '/'. */
export function RequireUnverified({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  if (session.status !== 'signedIn' || session.user.emailVerified) return <Navigate to={paths.home} replace />;
  return children;
}
