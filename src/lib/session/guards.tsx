import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { useSession } from '@/lib/session/session-context';
import { paths } from '@/config/paths';

// Every guard waits for the first auth state before deciding (no flash either way), except
// that the signed-out pages show at once in a browser that had no session when last seen: a
// session Auth restores after all still moves the visitor on to '/'. Role and store are checked
// by the SessionProvider: a user who fails them never becomes 'signedIn' (signed out again,
// permission-denied alert on /iniciar-sesion).

/** Sign-in, reset request, registration and the multi-factor step: signed-out visitors only; a signed-in user goes to '/'. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading' && !session.likelySignedOut) return <FullScreenLoader />;
  if (session.status === 'signedIn') return <Navigate to={paths.home} replace />;
  return children;
}

/** Dashboard and codes: signed in, e-mail verified, permissions.read; otherwise to /iniciar-sesion (or the confirmation page). */
export function RequireVerifiedLeader({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  if (session.status === 'signedOut') return <Navigate to={paths.signIn} replace />;
  if (!session.user.emailVerified) return <Navigate to={paths.emailConfirmation} replace />;
  if (!session.profile.permissions.read) return <Navigate to={paths.signIn} replace />;
  return children;
}

/** E-mail confirmation: signed in with an unverified e-mail; anyone else goes to '/'. */
export function RequireUnverified({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  if (session.status !== 'signedIn' || session.user.emailVerified) return <Navigate to={paths.home} replace />;
  return children;
}
