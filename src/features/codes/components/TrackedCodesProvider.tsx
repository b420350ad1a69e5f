import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EventCodeCount } from '@/features/codes/api/codes-service';
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
  eventCounts: EventCodeCount[] | null;
  error: TrackedCodesState['error'];
}

const EMPTY: TrackedCode[] = [];

/**
 * ONE live listener on the signed-in leader's tracked codes, shared through context by the
 * dashboard and the codes page. It sits above both routes, so switching pages keeps the
 * listener (and its data) instead of reading the codes again. The Firestore service is
 * imported dynamically: this module stays light and Firestore stays out of the bundle the
 * sign-in page loads, even when the router imports this provider statically.
 *
 * On a first visit in this browser it reads the leader's code counts first (codeSummaries):
 * they size the listener's id ranges and let the dashboard show its batch table before tens
 * of thousands of codes have arrived.
 */
export function TrackedCodesProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const uid = session.status === 'signedIn' ? session.user.uid : null;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ListenerState>(() => initialFor(null));

  useEffect(() => {
    if (!uid) return;
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    // Updates this user's state; a previous user's state is dropped, never merged.
    const update = (change: Partial<ListenerState>) =>
      setState((previous) => ({ ...(previous.uid === uid ? previous : initialFor(uid)), ...change }));
    void (async () => {
      try {
        const [service, stats] = await Promise.all([
          import('@/features/codes/api/codes-service'),
          import('@/features/codes/api/listener-stats'),
        ]);
        if (cancelled) return;
        let expectedCount: number | null = null;
        if (service.rememberedRangeCount(uid) === null) {
          const counts = await service.countTrackedCodes(uid).catch((error: unknown) => {
            // Only an optimisation: without counts the listener still loads every code.
            console.warn('Counting tracked codes failed', error);
            return null;
          });
          if (cancelled) return;
          expectedCount = counts?.total ?? null;
          if (counts) update({ eventCounts: counts.events });
        }
        stats.resetListenerStats();
        unsubscribe = service.subscribeToTrackedCodes(uid, {
          expectedCount,
          onRangeDelivery: ({ fromCache, docChanges, allInSync }) => stats.recordListenerDelivery(fromCache, docChanges, allInSync),
          onNext: ({ codes, fromCache }) => update({ codes, loaded: true, fromCache, error: null }),
          onError: (error) => {
            console.error('Tracked codes listener failed', error);
            update({ loaded: true, error: listenerError(error.code) });
          },
        });
      } catch (error) {
        // The service chunk failed to load (offline on first visit, new deployment).
        console.error('Tracked codes service failed to load', error);
        if (!cancelled) update({ loaded: true, error: listenerError('unavailable') });
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
      eventCounts: current ? state.eventCounts : null,
      fromCache: current ? state.fromCache : true,
      retry,
    }),
    [codes, current, state.loaded, state.error, state.eventCounts, state.fromCache, index, retry],
  );

  return <TrackedCodesContext.Provider value={value}>{children}</TrackedCodesContext.Provider>;
}

function initialFor(uid: string | null): ListenerState {
  return { uid, codes: EMPTY, loaded: false, fromCache: true, eventCounts: null, error: null };
}

function listenerError(code: string): NonNullable<TrackedCodesState['error']> {
  return code === 'permission-denied'
    ? { kind: 'permission-denied', message: texts.codes.permissionError }
    : { kind: 'unavailable', message: texts.codes.loadError };
}
