import type { Unsubscribe } from 'firebase/firestore';
import type { LiveDocumentChange, LiveQueryObserver, LiveQuerySnapshot } from '@/lib/firebase/live-query';

// Local Firestore emulator only (chosen in live-query.ts when appEnv.useEmulators is on).
// The emulator refuses more than 10,000 unacknowledged messages on one WebChannel and sends one
// message per document, so a listener whose result holds more than about 10,000 documents never
// completes there (production Firestore has no such limit). This adapter splits a query into
// document-id ranges of about DOCUMENTS_PER_RANGE documents, lets at most RANGES_IN_FLIGHT of them
// stream from the server at a time, and delivers the ranges as one snapshot of the whole query:
// the same documents, in the same order, and nothing before every range has answered.

/** Documents per range: well under the emulator's 10,000 pending messages. */
export const DOCUMENTS_PER_RANGE = 4000;
/** Ranges streaming from the server at the same time: 2 × 4,000 stays under 10,000. */
export const RANGES_IN_FLIGHT = 2;

/** Characters of generated document ids, in Firestore's (byte-wise) order. */
const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A half-open range of document ids, [startAt, endBefore); null is unbounded on that side. */
export interface IdRange {
  startAt: string | null;
  endBefore: string | null;
}

/** How many ranges a query matching `documents` documents needs (1 to one per id character). */
export function rangeCountFor(documents: number, perRange: number = DOCUMENTS_PER_RANGE): number {
  if (!Number.isFinite(documents) || documents <= perRange) return 1;
  return Math.min(ID_ALPHABET.length, Math.ceil(documents / perRange));
}

/**
 * `count` contiguous ranges in id order that together cover every possible id, cut at id
 * characters so random ids spread evenly. The first is open below and the last open above,
 * so hand-made ids outside the alphabet are never missed.
 */
export function idRanges(count: number): IdRange[] {
  const total = Math.max(1, Math.min(ID_ALPHABET.length, Math.floor(count)));
  const cuts = Array.from({ length: total - 1 }, (_, index) => ID_ALPHABET[Math.floor(((index + 1) * ID_ALPHABET.length) / total)]);
  return Array.from({ length: total }, (_, index) => ({
    startAt: index === 0 ? null : cuts[index - 1],
    endBefore: index === total - 1 ? null : cuts[index],
  }));
}

export interface IdRangeDependencies<Q, D> {
  /** A live listener on one query, with metadata changes (it must report fromCache turning false). */
  listen(query: Q, observer: LiveQueryObserver<D>): Unsubscribe;
  /** The query restricted to a range of document ids. */
  narrow(query: Q, range: IdRange): Q;
  /** How many documents the whole query matches, to size the ranges. */
  count(query: Q): Promise<number>;
  /** Offline nothing streams from the server, so every range may start and answer from the cache. */
  network: { isOffline(): boolean; onOffline(listener: () => void): Unsubscribe };
}

interface RangeState<D> {
  docs: readonly D[] | null;
  fromCache: boolean;
  /** Still holding one of the RANGES_IN_FLIGHT places. */
  loading: boolean;
}

/**
 * Listens to `query` in document-id ranges and reports them to `observer` as one live query:
 * docs in the whole query's order (document id), docChanges() with everything that changed
 * since the previous delivery, fromCache while any range is. The next range starts once a
 * loading one is in sync with the server (or the browser is offline). Returns the function that
 * unsubscribes every range.
 */
export function listenInIdRanges<Q, D>(
  query: Q,
  observer: LiveQueryObserver<D>,
  dependencies: IdRangeDependencies<Q, D>,
  { perRange = DOCUMENTS_PER_RANGE, inFlight = RANGES_IN_FLIGHT } = {},
): Unsubscribe {
  const { listen, narrow, count, network } = dependencies;
  const unsubscribes: Unsubscribe[] = [];
  let stopped = false;

  function stop(): void {
    stopped = true;
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  }

  function start(ranges: IdRange[]): void {
    const states: RangeState<D>[] = ranges.map(() => ({ docs: null, fromCache: true, loading: false }));
    let unreported: LiveDocumentChange<D>[] = [];
    let reportedFromCache: boolean | null = null;
    let nextRange = 0;

    const loadingCount = () => states.filter((state) => state.loading).length;
    const release = (state: RangeState<D>) => {
      state.loading = false;
      startRanges();
    };
    // Going offline frees the places of ranges that already answered from the cache.
    unsubscribes.push(network.onOffline(() => states.filter((state) => state.loading && state.docs !== null).forEach(release)));

    function startRanges(): void {
      while (!stopped && loadingCount() < inFlight && nextRange < ranges.length) listenToRange(nextRange++);
    }

    function listenToRange(index: number): void {
      const state = states[index];
      state.loading = true;
      unsubscribes.push(
        listen(narrow(query, ranges[index]), {
          next(snapshot) {
            state.docs = snapshot.docs;
            state.fromCache = snapshot.metadata.fromCache;
            unreported = unreported.concat(snapshot.docChanges());
            report();
            if (state.loading && (!state.fromCache || network.isOffline())) release(state);
          },
          error(error) {
            stop();
            observer.error(error);
          },
        }),
      );
    }

    function report(): void {
      if (stopped || states.some((state) => state.docs === null)) return;
      const fromCache = states.some((state) => state.fromCache);
      if (unreported.length === 0 && fromCache === reportedFromCache) return;
      const changes = unreported;
      unreported = [];
      reportedFromCache = fromCache;
      const snapshot: LiveQuerySnapshot<D> = {
        docs: states.flatMap((state) => state.docs ?? []),
        metadata: { fromCache },
        docChanges: () => changes,
      };
      observer.next(snapshot);
    }

    startRanges();
  }

  void count(query)
    .catch(() => 0)
    .then((documents) => {
      if (!stopped) start(idRanges(rangeCountFor(documents, perRange)));
    });
  return stop;
}
