import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TrackedCodesContext, type TrackedCodesState } from '@/features/codes/hooks/use-tracked-codes';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { indexTrackedCodes } from '@/features/codes/utils/validate-codes';
import { useSession } from '@/lib/session/session-context';
import { texts } from '@/lib/texts';

interface ListenerState {
  uid: string | null;
  codes: TrackedCode[];
  loaded: boolean;
  fromCache: boolean;
  error: TrackedCodesState['error'];
}

const EMPTY: TrackedCode[] = [];

/**
 * ONE live listener on the signed-in leader's tracked codes, shared through context by the
 * dashboard and the codes page. It sits above both routes, so switching pages keeps the
 * listener (and its data) instead of reading the codes again. The Firestore service is
 * imported dynamically: this module stays light and Firestore stays out of the bundle the
 * sign-in page loads, even when the router imports this provider statically.
 */
export function TrackedCodesProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListenerState>({ uid: null, codes: EMPTY, loaded: false, fromCache: true, error: null });

  useEffect(() => {
    if (!uid) return;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const [{ subscribeToTrackedCodes }, stats] = await Promise.all([
          import('@/features/codes/api/codes-service'),
          import('@/features/codes/api/listener-stats'),
        ]);
        if (cancelled) return;
        stats.resetListenerStats();
        unsubscribe = subscribeToTrackedCodes(
          uid,
          ({ codes, fromCache, docChanges }) => {
            stats.recordListenerDelivery(fromCache, docChanges);
            setState((previous) => ({
              uid,
              // A metadata-only delivery keeps the same array: nothing re-renders for it.
              codes: previous.uid === uid && previous.codes === codes ? previous.codes : codes,
              loaded: true,
              fromCache,
              error: null,
            }));
          },
          (error) => {
            console.error('Tracked codes listener failed', error);
            setState((previous) => ({ ...previous, uid, loaded: true, error: listenerError(error.code) }));
          },
        );
      } catch (error) {
        // The service chunk failed to load (offline on first visit, new deployment).
        console.error('Tracked codes service failed to load', error);
        if (!cancelled) setState((previous) => ({ ...previous, uid, loaded: true, error: listenerError('unavailable') }));
      }
    })();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid, attempt]);

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, loaded: false, error: null }));
    setAttempt((value) => value + 1);
  }, []);

  // Data of a previous user never shows for the current one.
  const current = state.uid === uid;
  const codes = current ? state.codes : EMPTY;
  const index = useMemo(() => indexTrackedCodes(codes), [codes]);
  const value = useMemo<TrackedCodesState>(
    () => ({
      value: codes,
      loading: !current || !state.loaded,
      error: current ? state.error : null,
      index,
      fromCache: current ? state.fromCache : true,
      retry,
    }),
    [codes, current, state.loaded, state.error, state.fromCache, index, retry],
  );

  return <TrackedCodesContext.Provider value={value}>{children}</TrackedCodesContext.Provider>;
}

function listenerError(code: string): NonNullable<TrackedCodesState['error']> {
  return code === 'permission-denied'
    ? { kind: 'permission-denied', message: texts.codes.permissionError }
    : { kind: 'unavailable', message: texts.codes.loadError };
}
