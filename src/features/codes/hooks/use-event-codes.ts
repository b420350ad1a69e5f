import { useCallback, useMemo, useRef, useState } from 'react';
import type { CodeSummary } from '@/lib/codes/code-summary';
import { newestFirst } from '@/lib/codes/code-queries';
import { readCachedEventCodes, readEventCodes, type EventCodesProgress } from '@/lib/codes/event-codes';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { canHandOut } from '@/features/codes/utils/hand-out';

/** Where the codes of one event stand, for its row in 'Códigos por lote'. */
export type EventCodesState = { status: 'idle' } | { status: 'loading'; progress: EventCodesProgress } | { status: 'ready' } | { status: 'failed'; offline: boolean };

export interface EventCodes {
  /** The event's tracked codes, newest first, or null while they must be loaded first. */
  codesOf(eventId: string): TrackedCode[] | null;
  /** The event's codes the leader can still hand out (canHandOut), newest first, live; null until the available codes are there. */
  handableOf(eventId: string): TrackedCode[] | null;
  stateOf(eventId: string): EventCodesState;
  /** Reads the event's codes from the server (one read at a time per event) and resolves with them. */
  read(eventId: string): Promise<TrackedCode[]>;
}

const IDLE: EventCodesState = { status: 'idle' };

export class EventCodesUnavailableError extends Error {
  constructor(readonly offline: boolean) {
    super(offline ? 'offline' : 'failed');
  }
}

/**
 * The codes of each event of the leader, for its copy, share and CSV. An event whose tracked
 * codes are all available is answered from the live listener at once (what a leader hands out
 * today); any other (expired codes, a past event) is read from the server on demand, with its
 * progress, and kept for the visit: its available codes still come live from the listener.
 */
export function useEventCodes(uid: string | null, available: readonly TrackedCode[] | null, summary: CodeSummary | null): EventCodes {
  const [states, setStates] = useState<ReadonlyMap<string, EventCodesState>>(new Map());
  // The codes read from the server that are not available (expired), per event.
  const [others, setOthers] = useState<ReadonlyMap<string, TrackedCode[]>>(new Map());
  const inFlight = useRef(new Map<string, Promise<TrackedCode[]>>());

  const availableByEvent = useMemo(() => {
    const byEvent = new Map<string, TrackedCode[]>();
    for (const code of available ?? []) byEvent.set(code.eventId, [...(byEvent.get(code.eventId) ?? []), code]);
    return byEvent;
  }, [available]);
  const expectedOf = useCallback((eventId: string) => summary?.events.find((event) => event.eventId === eventId)?.usage.total ?? 0, [summary]);

  const merge = useCallback(
    (eventId: string, loaded: readonly TrackedCode[] | undefined): TrackedCode[] | null => {
      const live = availableByEvent.get(eventId) ?? [];
      const expected = expectedOf(eventId);
      if (live.length >= expected) return live;
      if (!loaded) return null;
      const codes = [...live, ...loaded].sort(newestFirst);
      // A code expired or was added since the load: read the event again.
      return codes.length === expected ? codes : null;
    },
    [availableByEvent, expectedOf],
  );

  const codesOf = useCallback((eventId: string) => merge(eventId, others.get(eventId)), [merge, others]);
  const handableOf = useCallback(
    (eventId: string) => (available === null ? null : (availableByEvent.get(eventId) ?? []).filter(canHandOut)),
    [available, availableByEvent],
  );
  const stateOf = useCallback((eventId: string) => states.get(eventId) ?? IDLE, [states]);
  const setState = (eventId: string, state: EventCodesState) => setStates((previous) => new Map(previous).set(eventId, state));

  const read = useCallback(
    (eventId: string): Promise<TrackedCode[]> => {
      const ready = codesOf(eventId);
      if (ready) return Promise.resolve(ready);
      const running = inFlight.current.get(eventId);
      if (running) return running;
      if (uid === null) return Promise.reject(new EventCodesUnavailableError(false));
      const expected = expectedOf(eventId);
      const keep = (codes: readonly TrackedCode[]) => {
        const notAvailable = codes.filter((code) => code.status !== 'available');
        setOthers((previous) => new Map(previous).set(eventId, notAvailable));
        setState(eventId, { status: 'ready' });
        return merge(eventId, notAvailable) ?? [...codes].sort(newestFirst);
      };
      const offline = navigator.onLine === false;
      setState(eventId, { status: 'loading', progress: { loaded: 0, expected } });
      const loading = (
        offline
          ? readCachedEventCodes(uid, eventId).then((codes) => {
              if (codes.length < expected) throw new EventCodesUnavailableError(true);
              return codes;
            })
          : readEventCodes(uid, eventId, { expected, onProgress: (progress) => setState(eventId, { status: 'loading', progress }) })
      )
        .then(keep)
        .catch((error: unknown) => {
          console.error(`Loading the codes of the event ${eventId} failed`, error);
          setState(eventId, { status: 'failed', offline });
          throw error instanceof EventCodesUnavailableError ? error : new EventCodesUnavailableError(offline);
        })
        .finally(() => inFlight.current.delete(eventId));
      inFlight.current.set(eventId, loading);
      return loading;
    },
    [codesOf, expectedOf, merge, uid],
  );

  return useMemo(() => ({ codesOf, handableOf, stateOf, read }), [codesOf, handableOf, stateOf, read]);
}
