import { createContext } from 'react';
import type { SessionState } from '@/lib/session/types';

export interface SessionContextValue {
  session: SessionState;
  /** Set when the last sign-in was refused for insufficient permissions (time in ms). */
  permissionDeniedAt: number | null;
  clearPermissionDenied(): void;
  /** Writes presence offline, then signs out; the guards then send the visitor to /iniciar-sesion. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
