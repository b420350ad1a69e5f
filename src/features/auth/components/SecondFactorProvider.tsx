import { useMemo, useState, type ReactNode } from 'react';
import type { PendingSecondFactor } from '@/features/auth/api/multi-factor';
import { SecondFactorContext } from '@/features/auth/hooks/use-second-factor';

/**
 * Holds a sign-in waiting for its SMS code while the visitor moves from the sign-in page to
 * the code page. It sits around the signed-out routes: once the sign-in completes, the guard
 * leaves them and the pending sign-in is dropped with it.
 */
export function SecondFactorProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingSecondFactor | null>(null);
  const value = useMemo(() => ({ pending, setPending }), [pending]);
  return <SecondFactorContext.Provider value={value}>{children}</SecondFactorContext.Provider>;
}
