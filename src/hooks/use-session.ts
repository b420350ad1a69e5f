import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from '@/lib/session/session-context';

/** The session of <SessionProvider>: who is signed in, the permission alert, and sign-out. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
