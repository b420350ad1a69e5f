import { createContext, useContext } from 'react';
import type { PendingSecondFactor } from '@/features/auth/api/multi-factor';

export interface SecondFactorState {
  /** The sign-in waiting for its SMS code, or null. */
  pending: PendingSecondFactor | null;
  setPending(pending: PendingSecondFactor | null): void;
}

export const SecondFactorContext = createContext<SecondFactorState | null>(null);

/** The pending second-factor sign-in shared by the sign-in page and the mobile confirmation pages. */
export function useSecondFactor(): SecondFactorState {
  const state = useContext(SecondFactorContext);
  if (!state) throw new Error('useSecondFactor must be used inside <SecondFactorProvider>');
  return state;
}
