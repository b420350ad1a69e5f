import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocsFromCache,
  onSnapshot,
  query,
  where,
  type FirestoreError,
  type Query,
  type QueryConstraint,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { idRanges, mergeRanges, partitionCountFor, type IdRange } from '@/features/codes/utils/code-partitions';
import { toTrackedCode } from '@/features/codes/utils/to-tracked-code';
import { firestore } from '@/lib/firebase/firestore';
import { TRACKED_CODE_STATUSES } from '@common/constants';
import type { CodeSummaryDoc } from '@common/data-model';

// The Firestore boundary of the codes feature: documents of common/data-model.ts (CodeDoc)
// become TrackedCode values here, with Dates instead of Timestamps and resolved names.

/** One delivery of the tracked-codes listener. */
export interface TrackedCodesSnapshot {
  /** The leader's tracked codes, createdAt descending. Unchanged codes keep their object identity. */
  codes: TrackedCode[];
  /** True while some of the data comes from the local IndexedDB cache only. */
  fromCache: boolean;
}

/** One delivery of one range listener, for the listener counters of the benchmark. */
export interface RangeDelivery {
  fromCache: boolean;
  docChanges: number;
  /** Whether every range is now in sync with the server. */
  allInSync: boolean;
}

/** How many of the leader's tracked codes belong to one event (for the early batch table). */
export interface EventCodeCount {
  eventId: string;
  eventName: string;
  count: number;
}

export interface TrackedCodesCounts {
  /** All tracked codes of the leader, whatever their event. */
  total: number;
  /** Events with at least one tracked code of the leader (empty when not known). */
  events: EventCodeCount[];
}

function trackedCodesOf(uid: string, ...constraints: QueryConstraint[]): Query {
  return query(
    collection(firestore, 'codes'),
    where('leaderId.id', '==', uid),
    where('status', 'in', TRACKED_CODE_STATUSES),
    ...constraints,
  );
}

function rangeQuery(uid: string, range: IdRange): Query {
  const bounds: QueryConstraint[] = [];
  if (range.startAt !== null) bounds.push(where(documentId(), '>=', range.startAt));
  if (range.endBefore !== null) bounds.push(where(documentId(), '<', range.endBefore));
  return trackedCodesOf(uid, ...bounds);
}

/**
 * How many tracked codes the leader has, in all and per event, without reading the codes:
 * one small document (codeSummaries/{uid}, kept by the server side) lets the dashboard show
 * its batch table while tens of thousands of codes are still arriving. Without that document
 * (codes written before it existed) an aggregation query counts them, with no per-event rows.
 */
export async function countTrackedCodes(uid: string): Promise<TrackedCodesCounts> {
  const summary = await getDoc(doc(firestore, 'codeSummaries', uid));
  if (summary.exists()) {
    const data = summary.data() as Partial<CodeSummaryDoc>;
    const events = Object.entries(data.events ?? {})
      .map(([eventId, event]) => ({ eventId, eventName: event.name, count: event.count }))
      .filter((event) => event.count > 0);
    return { total: data.total ?? 0, events };
  }
  const counted = await getCountFromServer(trackedCodesOf(uid));
  return { total: counted.data().count, events: [] };
}

const rangeCountKey = (uid: string) => `centro-lideres:code-ranges:${uid}`;

/** The number of ranges of the last visit, so a return visit opens the same cached targets. */
export function rememberedRangeCount(uid: string): number | null {
  try {
    const stored = Number(localStorage.getItem(rangeCountKey(uid)));
    return Number.isInteger(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function rememberRangeCount(uid: string, count: number): void {
  try {
    localStorage.setItem(rangeCountKey(uid), String(count));
  } catch {
    // Storage full or blocked: the next visit counts again.
  }
}

export interface SubscribeOptions {
  /** How many codes the leader has (from countTrackedCodes), to size the ranges; null if unknown. */
  expectedCount: number | null;
  onNext(snapshot: TrackedCodesSnapshot): void;
  onError(error: FirestoreError): void;
  /** Every delivery of every range listener, including metadata-only ones. */
  onRangeDelivery?(delivery: RangeDelivery): void;
}

/** Ranges loading at the same time: 2 × PARTITION_SIZE stays under the emulator's 10,000. */
const RANGES_IN_FLIGHT = 2;
/** How often a loading range checks whether the browser went offline (then it stops waiting). */
const OFFLINE_CHECK_MS = 10_000;

/**
 * Live listener on the leader's tracked codes (leaderId.id == uid, status available or expired),
 * split into document-id ranges of which at most RANGES_IN_FLIGHT load at a time: the next one
 * starts when a loading one is in sync with the server (or the browser is offline, so the cache
 * answers), and the Listen stream never carries more than that many ranges' documents at once.
 * Codes are reported only once every range has delivered, so nobody sees a partial list as if
 * it were complete; on a return visit the persistent cache answers every range at once.
 * Returns the unsubscribe function.
 */
export function subscribeToTrackedCodes(uid: string, options: SubscribeOptions): Unsubscribe {
  const remembered = rememberedRangeCount(uid);
  const rangeCount = remembered ?? partitionCountFor(options.expectedCount ?? 0);
  const ranges = idRanges(rangeCount);
  const rangeCodes: (TrackedCode[] | null)[] = ranges.map(() => null);
  const rangeFromCache: boolean[] = ranges.map(() => true);
  const unsubscribes: Unsubscribe[] = [];
  const timers: ReturnType<typeof setTimeout>[] = [];
  let stopped = false;
  let emitted: { rangeCodes: (TrackedCode[] | null)[]; codes: TrackedCode[]; fromCache: boolean } | null = null;

  function emit(): void {
    if (stopped || rangeCodes.some((codes) => codes === null)) return;
    const fromCache = rangeFromCache.some(Boolean);
    const codesChanged = emitted === null || rangeCodes.some((codes, index) => codes !== emitted!.rangeCodes[index]);
    if (!codesChanged && fromCache === emitted!.fromCache) return;
    const codes = codesChanged ? mergeRanges(rangeCodes as TrackedCode[][]) : emitted!.codes;
    emitted = { rangeCodes: [...rangeCodes], codes, fromCache };
    if (!fromCache) rememberRangeCount(uid, Math.max(rangeCount, partitionCountFor(codes.length)));
    options.onNext({ codes, fromCache });
  }

  // A return visit: answer every range from the IndexedDB cache right away. A range with
  // nothing cached means the cache was cleared or trimmed: then the listeners answer instead.
  if (remembered !== null) {
    void Promise.all(ranges.map((range) => getDocsFromCache(rangeQuery(uid, range))))
      .then((snapshots) => {
        if (snapshots.some((snapshot) => snapshot.empty)) return;
        snapshots.forEach((snapshot, index) => {
          rangeCodes[index] ??= snapshot.docs.map((doc) => toTrackedCode(doc.id, doc.data()));
        });
        emit();
      })
      .catch(() => {
        // No usable cache (private mode, storage error): the listeners answer.
      });
  }

  let nextRange = 0;
  let inFlight = 0;
  function startRanges(): void {
    while (!stopped && inFlight < RANGES_IN_FLIGHT && nextRange < ranges.length) listen(nextRange++);
  }

  function listen(index: number): void {
    inFlight += 1;
    let landed = false;
    const startNext = () => {
      if (landed) return;
      landed = true;
      inFlight -= 1;
      startRanges();
    };
    // Offline, a range never syncs: let the next ones start so the cache answers them too.
    // Online, keep waiting however slow the server is: more ranges at once would overflow
    // the emulator's channel.
    const checkOffline = () => {
      if (landed || stopped) return;
      if (navigator.onLine === false) startNext();
      else timers.push(setTimeout(checkOffline, OFFLINE_CHECK_MS));
    };
    timers.push(setTimeout(checkOffline, OFFLINE_CHECK_MS));
    // Converted codes by document id: a delivery converts only the changed documents.
    const byId = new Map<string, TrackedCode>();
    unsubscribes.push(
      onSnapshot(
        rangeQuery(uid, ranges[index]),
        { includeMetadataChanges: true },
        (snapshot: QuerySnapshot) => {
          const changes = snapshot.docChanges();
          for (const change of changes) {
            if (change.type === 'removed') byId.delete(change.doc.id);
            else byId.set(change.doc.id, toTrackedCode(change.doc.id, change.doc.data()));
          }
          if (changes.length > 0 || rangeCodes[index]?.length !== snapshot.size) {
            rangeCodes[index] = snapshot.docs.map((doc) => byId.get(doc.id) ?? toTrackedCode(doc.id, doc.data()));
          }
          rangeFromCache[index] = snapshot.metadata.fromCache;
          options.onRangeDelivery?.({
            fromCache: snapshot.metadata.fromCache,
            docChanges: changes.length,
            allInSync: rangeFromCache.every((fromCache) => !fromCache),
          });
          if (!snapshot.metadata.fromCache) startNext();
          emit();
        },
        (error) => {
          stop();
          options.onError(error);
        },
      ),
    );
  }

  function stop(): void {
    stopped = true;
    timers.forEach(clearTimeout);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  startRanges();
  return stop;
}
