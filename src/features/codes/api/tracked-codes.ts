import {
  collection,
  doc,
  getDoc,
  query,
  where,
  type DocumentData,
  type FirestoreDataConverter,
  type FirestoreError,
  type Query,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { TrackedCode } from '@/features/codes/types/tracked-code';
import { firestore } from '@/lib/firebase/firestore';
import { listenToQuery, type ListenToQuery } from '@/lib/firebase/live-query';
import { CODE_STATUSES, TRACKED_CODE_STATUSES, type CodeStatus, type CodeType } from '@common/constants';
import type { CodeSummaryDoc, TimestampLike } from '@common/data-model';

// The whole path of the leader's tracked codes, from Firestore to the pages:
//   codes documents → trackedCodeConverter → subscribeToTrackedCodes (one live query)
//   → useTrackedCodesListener, run once by CodesLayout → useTrackedCodes() in each page.
// Pages derive what they need from `data.codes` (the validator its index, the batch list its
// groups). codeSummaries/{uid} (useCodeSummary) lets the dashboard list its events while a large
// set of codes is still arriving.

// ---------------------------------------------------------------------------------------------
// Firestore → TrackedCode

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof (value as TimestampLike).toDate === 'function') return (value as TimestampLike).toDate();
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function leaderName(leader: Record<string, unknown>): string | null {
  const full = [text(leader.firstName), text(leader.lastName)].filter(Boolean).join(' ');
  return text(leader.displayName) || full || null;
}

const isCodeStatus = (value: unknown): value is CodeStatus => (CODE_STATUSES as readonly unknown[]).includes(value);

/**
 * The data of a codes document (CodeDoc) as a TrackedCode: Timestamps become Dates, a missing
 * code type is a leader code. Null for a status the app does not know: such a code is not shown.
 */
export function toTrackedCode(id: string, data: DocumentData): TrackedCode | null {
  if (!isCodeStatus(data.status)) return null;
  const leader = (data.leaderId ?? {}) as Record<string, unknown>;
  const event = (data.eventId ?? {}) as Record<string, unknown>;
  const codeType: CodeType = data.code_type === 'discount' ? 'discount' : 'leader';
  return {
    id,
    code: text(data.code),
    status: data.status,
    currentUses: Number(data.currentUses ?? 0),
    maxUses: Number(data.maxUses ?? 0),
    codeType,
    percent: typeof data.percent === 'number' ? data.percent : null,
    leaderId: text(leader.id),
    leaderName: leaderName(leader),
    eventId: text(event.id),
    eventName: text(event.name) || null,
    trackingId: text(data.trackingId),
    createdAt: toDate(data.createdAt) ?? new Date(0),
    updatedAt: toDate(data.updatedAt),
  };
}

/** Reads codes documents as TrackedCode. Browsers never write codes (the rules refuse it). */
export const trackedCodeConverter: FirestoreDataConverter<TrackedCode | null> = {
  toFirestore(): never {
    throw new Error('Codes are written by the server only.');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot) {
    return toTrackedCode(snapshot.id, snapshot.data());
  },
};

/** The leader's tracked codes: theirs (leaderId.id) with status available or expired. */
export function trackedCodesQuery(uid: string): Query<TrackedCode | null> {
  return query(
    collection(firestore, 'codes').withConverter(trackedCodeConverter),
    where('leaderId.id', '==', uid),
    where('status', 'in', TRACKED_CODE_STATUSES),
  );
}

// ---------------------------------------------------------------------------------------------
// One live listener

/** What one delivery of the tracked-codes listener says. */
export interface TrackedCodes {
  /** Every tracked code, newest first (createdAt, then document id). Unchanged codes keep their object. */
  codes: readonly TrackedCode[];
  /** The codes this delivery added, modified or removed, with their value before it (null when added). */
  changes: readonly TrackedCodeChange[];
  /** True while the codes come only from this browser's cache (not yet confirmed by the server, or offline). */
  fromCache: boolean;
}

export interface TrackedCodeChange {
  type: 'added' | 'modified' | 'removed';
  /** The code after the change (for a removal, its last value). */
  code: TrackedCode;
  previous: TrackedCode | null;
}

const newestFirst = (a: TrackedCode, b: TrackedCode) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Listens to the leader's tracked codes. Each delivery converts only the documents that changed;
 * a delivery that changes nothing but the sync state keeps the same list. Returns the
 * unsubscribe function.
 */
export function subscribeToTrackedCodes(
  uid: string,
  observer: { next(codes: TrackedCodes): void; error(error: FirestoreError): void },
  listen: ListenToQuery = listenToQuery,
): Unsubscribe {
  const byId = new Map<string, TrackedCode>();
  let current: TrackedCodes | null = null;
  return listen(trackedCodesQuery(uid), {
    next(snapshot) {
      const fromCache = snapshot.metadata.fromCache;
      const changes: TrackedCodeChange[] = [];
      for (const change of snapshot.docChanges()) {
        const previous = byId.get(change.doc.id) ?? null;
        const code = change.type === 'removed' ? null : change.doc.data();
        if (code === null) {
          // Removed, or now in a status the app does not show.
          if (previous === null) continue;
          byId.delete(change.doc.id);
          changes.push({ type: 'removed', code: previous, previous });
        } else {
          byId.set(change.doc.id, code);
          changes.push({ type: previous === null ? 'added' : 'modified', code, previous });
        }
      }
      if (current !== null && changes.length === 0) {
        if (current.fromCache === fromCache) return;
        current = { codes: current.codes, changes, fromCache };
      } else {
        current = { codes: [...byId.values()].sort(newestFirst), changes, fromCache };
      }
      observer.next(current);
    },
    error: observer.error,
  });
}

/** Uniform result of the codes hooks: loading, the data, or an error (with data delivered before it, if any). */
export type Result<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: FirestoreError };

export type TrackedCodesResult = Result<TrackedCodes> & {
  /** Listens again after an error. */
  retry(): void;
};

const LOADING = { status: 'loading', data: null, error: null } as const;

export interface TrackedCodesListenerOptions {
  listen?: ListenToQuery;
  /**
   * Called with every delivery as it arrives, before React renders (renders may merge
   * deliveries, so what changed in each would be lost), with the delivery before it.
   */
  onDelivery?(codes: TrackedCodes, previous: TrackedCodes | null): void;
}

/** Runs the tracked-codes listener of `uid` while mounted (CodesLayout runs the one shared by both pages). */
export function useTrackedCodesListener(uid: string | null, { listen = listenToQuery, onDelivery }: TrackedCodesListenerOptions = {}): TrackedCodesResult {
  const [attempt, setAttempt] = useState(0);
  const key = `${uid}/${attempt}`;
  // Tagged with the listener it came from: a previous user's codes never show for the next one.
  const [state, setState] = useState<{ key: string; result: Result<TrackedCodes> }>({ key, result: LOADING });
  // The latest callback, without listening again when it changes.
  const onDeliveryRef = useRef(onDelivery);
  useEffect(() => {
    onDeliveryRef.current = onDelivery;
  }, [onDelivery]);

  useEffect(() => {
    if (uid === null) return;
    const key = `${uid}/${attempt}`;
    let previous: TrackedCodes | null = null;
    return subscribeToTrackedCodes(
      uid,
      {
        next: (data) => {
          onDeliveryRef.current?.(data, previous);
          previous = data;
          setState({ key, result: { status: 'success', data, error: null } });
        },
        error: (error) => {
          console.error('Tracked codes listener failed', error);
          setState((previous) => ({ key, result: { status: 'error', data: previous.key === key ? previous.result.data : null, error } }));
        },
      },
      listen,
    );
  }, [uid, attempt, listen]);

  const result = state.key === key ? state.result : LOADING;
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // The same object until the result changes: the pages under CodesLayout re-render only then.
  return useMemo(() => ({ ...result, retry }), [result, retry]);
}

// ---------------------------------------------------------------------------------------------
// The early batch table

/** How many tracked codes the leader has per event, from codeSummaries/{uid}. */
export interface CodeSummary {
  total: number;
  events: EventCodeCount[];
}

export interface EventCodeCount {
  eventId: string;
  eventName: string;
  count: number;
}

const codeSummaryConverter: FirestoreDataConverter<CodeSummary> = {
  toFirestore(): never {
    throw new Error('Code summaries are written by the server only.');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot) {
    const data = snapshot.data() as Partial<CodeSummaryDoc>;
    const events = Object.entries(data.events ?? {})
      .map(([eventId, event]) => ({ eventId, eventName: event.name, count: event.count }))
      .filter((event) => event.count > 0);
    return { total: data.total ?? 0, events };
  },
};

/** Reads codeSummaries/{uid} once; null when the document does not exist. */
export type ReadCodeSummary = (uid: string) => Promise<CodeSummary | null>;

const readCodeSummary: ReadCodeSummary = async (uid) =>
  (await getDoc(doc(firestore, 'codeSummaries', uid).withConverter(codeSummaryConverter))).data() ?? null;

/**
 * The leader's code counts per event, read once from codeSummaries/{uid} while `needed`: one
 * small document, kept by the server, that arrives long before tens of thousands of codes.
 * CodesLayout runs it while the codes load, so moving between the pages meanwhile does not read
 * it again; pages get it from useCodeSummary().
 */
export function useCodeSummaryRead(uid: string | null, needed: boolean, read: ReadCodeSummary = readCodeSummary): Result<CodeSummary | null> {
  const key = needed ? uid : null;
  const [state, setState] = useState<{ key: string | null; result: Result<CodeSummary | null> }>({ key, result: LOADING });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    read(key).then(
      (data) => current && setState({ key, result: { status: 'success', data, error: null } }),
      (error: FirestoreError) => {
        // Only a head start: without it the batch table waits for the codes.
        console.warn('Reading the code summary failed', error);
        if (current) setState({ key, result: { status: 'error', data: null, error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, read]);

  return state.key === key && key !== null ? state.result : LOADING;
}

// ---------------------------------------------------------------------------------------------
// What CodesLayout hands to both pages

export interface CodesOutletContext {
  trackedCodes: TrackedCodesResult;
  codeSummary: Result<CodeSummary | null>;
}

/** The signed-in leader's tracked codes, in a page under CodesLayout. */
export function useTrackedCodes(): TrackedCodesResult {
  return useOutletContext<CodesOutletContext>().trackedCodes;
}

/** The leader's code counts per event while the codes load, in a page under CodesLayout. */
export function useCodeSummary(): Result<CodeSummary | null> {
  return useOutletContext<CodesOutletContext>().codeSummary;
}
