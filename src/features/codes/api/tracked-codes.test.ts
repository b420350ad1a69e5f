import { act, renderHook } from '@testing-library/react';
import type { DocumentData, FirestoreError, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  subscribeToTrackedCodes,
  toTrackedCode,
  trackedCodeConverter,
  useCodeSummaryRead,
  useTrackedCodesListener,
  type CodeSummary,
  type TrackedCodes,
} from '@/features/codes/api/tracked-codes';
import type { ListenToQuery, LiveQueryObserver } from '@/lib/firebase/live-query';

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

/** A stored codes document of the demo leader (CodeDoc), as Firestore holds it. */
function codeDoc(code: string, overrides: DocumentData = {}): DocumentData {
  return {
    code,
    status: 'available',
    currentUses: 0,
    maxUses: 3,
    code_type: 'leader',
    leaderId: { id: 'demo-lider', displayName: 'Laura Jiménez' },
    eventId: { id: 'evt-verano', name: 'Festival de Verano 2026' },
    trackingId: 'track1',
    createdAt: timestamp('2026-11-10T12:00:00Z'),
    updatedAt: timestamp('2026-11-10T12:00:00Z'),
    ...overrides,
  };
}

type Change = { type: 'added' | 'modified' | 'removed'; id: string; data: DocumentData };

/**
 * A stand-in for Firestore's onSnapshot: it records each listener and lets the test deliver
 * snapshots whose documents go through the query's own converter, as the SDK does.
 */
function fakeFirestore() {
  const listeners: { query: Query<unknown>; observer: LiveQueryObserver<QueryDocumentSnapshot<unknown>>; active: boolean }[] = [];
  const converted: string[] = [];
  const listen: ListenToQuery = (query, observer) => {
    const listener = { query, observer, active: true } as (typeof listeners)[number];
    listeners.push(listener);
    return () => {
      listener.active = false;
    };
  };
  const snapshotOf = (query: Query<unknown>, id: string, data: DocumentData) =>
    ({
      id,
      data: () => {
        converted.push(id);
        const raw = { id, data: () => data } as unknown as QueryDocumentSnapshot;
        return query.converter ? query.converter.fromFirestore(raw) : data;
      },
    }) as QueryDocumentSnapshot<unknown>;
  // The documents the query currently matches, as the SDK's snapshot.docs would list them.
  const current = new Map<string, DocumentData>();
  function deliver(changes: Change[], { fromCache = false, listener = listeners.at(-1)! } = {}) {
    for (const change of changes) {
      if (change.type === 'removed') current.delete(change.id);
      else current.set(change.id, change.data);
    }
    const docChanges = changes.map((change) => ({ type: change.type, doc: snapshotOf(listener.query, change.id, change.data) }));
    const docs = [...current].map(([id, data]) => snapshotOf(listener.query, id, data));
    listener.observer.next({ docs, metadata: { fromCache }, docChanges: () => docChanges });
  }
  function fail(code: string) {
    listeners.at(-1)!.observer.error(Object.assign(new Error(code), { code, name: 'FirebaseError' }) as unknown as FirestoreError);
  }
  return { listen, listeners, converted, deliver, fail };
}

const added = (id: string, data: DocumentData): Change => ({ type: 'added', id, data });

describe('trackedCodeConverter', () => {
  it('reads a codes document as a TrackedCode with Dates instead of Timestamps', () => {
    const snapshot = { id: 'doc1', data: () => codeDoc('DESC10', { code_type: 'discount', percent: 10 }) } as unknown as QueryDocumentSnapshot;
    expect(trackedCodeConverter.fromFirestore(snapshot)).toEqual({
      id: 'doc1',
      code: 'DESC10',
      status: 'available',
      currentUses: 0,
      maxUses: 3,
      codeType: 'discount',
      percent: 10,
      leaderId: 'demo-lider',
      leaderName: 'Laura Jiménez',
      eventId: 'evt-verano',
      eventName: 'Festival de Verano 2026',
      trackingId: 'track1',
      createdAt: new Date('2026-11-10T12:00:00Z'),
      updatedAt: new Date('2026-11-10T12:00:00Z'),
    });
  });

  it('builds the leader name from first and last name when there is no display name', () => {
    expect(toTrackedCode('d', codeDoc('X1', { leaderId: { id: 'u', firstName: 'Laura', lastName: 'Jiménez' } }))?.leaderName).toBe('Laura Jiménez');
  });

  it('keeps missing names missing (the tables show the fallbacks), and reads a missing type as a leader code', () => {
    expect(toTrackedCode('d', { code: 'X1', status: 'available' })).toMatchObject({
      eventName: null,
      leaderName: null,
      codeType: 'leader',
      percent: null,
      updatedAt: null,
    });
  });

  it('drops a document whose status the app does not know', () => {
    expect(toTrackedCode('d', codeDoc('X1', { status: 'paused' }))).toBeNull();
    expect(toTrackedCode('d', codeDoc('X1', { status: undefined }))).toBeNull();
  });

  it('refuses to write: codes come from the server only', () => {
    expect(() => trackedCodeConverter.toFirestore(toTrackedCode('d', codeDoc('X1')))).toThrow();
  });
});

describe('subscribeToTrackedCodes', () => {
  function subscribe() {
    const firestore = fakeFirestore();
    const deliveries: TrackedCodes[] = [];
    const errors: FirestoreError[] = [];
    const unsubscribe = subscribeToTrackedCodes('demo-lider', { next: (codes) => deliveries.push(codes), error: (e) => errors.push(e) }, firestore.listen);
    return { firestore, deliveries, errors, unsubscribe };
  }

  it('delivers the codes newest first, each one reported as added', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver(
      [
        added('a', codeDoc('VERANO01', { createdAt: timestamp('2026-11-01T00:00:00Z') })),
        added('b', codeDoc('VERANO02', { createdAt: timestamp('2026-11-10T00:00:00Z') })),
        added('c', codeDoc('VERANO03', { createdAt: timestamp('2026-11-05T00:00:00Z') })),
      ],
      { fromCache: true },
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].codes.map((code) => code.code)).toEqual(['VERANO02', 'VERANO03', 'VERANO01']);
    expect(deliveries[0].changes.map((change) => [change.type, change.code.code, change.previous])).toEqual([
      ['added', 'VERANO01', null],
      ['added', 'VERANO02', null],
      ['added', 'VERANO03', null],
    ]);
    expect(deliveries[0].fromCache).toBe(true);
  });

  it('orders codes created at the same moment by document id, descending', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver([added('a', codeDoc('LOW')), added('b', codeDoc('HIGH'))]);
    expect(deliveries[0].codes.map((code) => code.code)).toEqual(['HIGH', 'LOW']);
  });

  it('converts only the changed document and reports it with its previous value', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver([added('a', codeDoc('VERANO01')), added('b', codeDoc('VERANO02'))]);
    firestore.converted.length = 0;
    firestore.deliver([{ type: 'modified', id: 'b', data: codeDoc('VERANO02', { currentUses: 2 }) }]);

    expect(firestore.converted).toEqual(['b']);
    const [first, second] = deliveries;
    expect(second.changes).toHaveLength(1);
    expect(second.changes[0]).toMatchObject({ type: 'modified', code: { code: 'VERANO02', currentUses: 2 }, previous: { currentUses: 0 } });
    // The unchanged code keeps its object, so what was built from it stays valid.
    expect(second.codes.find((code) => code.id === 'a')).toBe(first.codes.find((code) => code.id === 'a'));
  });

  it('treats a code that turns into an unknown status as removed', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver([added('a', codeDoc('VERANO01')), added('b', codeDoc('VERANO02'))]);
    firestore.deliver([{ type: 'modified', id: 'a', data: codeDoc('VERANO01', { status: 'paused' }) }]);
    expect(deliveries[1].codes.map((code) => code.code)).toEqual(['VERANO02']);
    expect(deliveries[1].changes).toMatchObject([{ type: 'removed', code: { code: 'VERANO01' } }]);
  });

  it('drops a removed code and reports its last value', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver([added('a', codeDoc('VERANO01')), added('b', codeDoc('VERANO02'))]);
    firestore.deliver([{ type: 'removed', id: 'a', data: codeDoc('VERANO01') }]);
    expect(deliveries[1].codes.map((code) => code.code)).toEqual(['VERANO02']);
    expect(deliveries[1].changes).toMatchObject([{ type: 'removed', code: { code: 'VERANO01' }, previous: { code: 'VERANO01' } }]);
  });

  it('reports the server confirming cached codes with the same list, and ignores deliveries that change nothing', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver([added('a', codeDoc('VERANO01'))], { fromCache: true });
    firestore.deliver([], { fromCache: false });
    firestore.deliver([], { fromCache: false });
    expect(deliveries.map((delivery) => delivery.fromCache)).toEqual([true, false]);
    expect(deliveries[1].codes).toBe(deliveries[0].codes);
    expect(deliveries[1].changes).toEqual([]);
  });

  it('delivers an empty list for a leader without codes', () => {
    const { firestore, deliveries } = subscribe();
    firestore.deliver([]);
    expect(deliveries).toEqual([{ codes: [], changes: [], fromCache: false }]);
  });

  it('passes listener errors on and stops when unsubscribed', () => {
    const { firestore, errors, unsubscribe } = subscribe();
    firestore.fail('permission-denied');
    expect(errors.map((error) => error.code)).toEqual(['permission-denied']);
    unsubscribe();
    expect(firestore.listeners[0].active).toBe(false);
  });
});

describe('useTrackedCodesListener', () => {
  function renderListener(uid: string | null = 'demo-lider') {
    const firestore = fakeFirestore();
    const hook = renderHook(({ uid }) => useTrackedCodesListener(uid, { listen: firestore.listen }), { initialProps: { uid } });
    return { firestore, hook };
  }

  it('gives the pages the same result object until a delivery changes it', () => {
    const { firestore, hook } = renderListener();
    act(() => firestore.deliver([added('a', codeDoc('VERANO01'))]));
    const delivered = hook.result.current;
    hook.rerender({ uid: 'demo-lider' });
    expect(hook.result.current).toBe(delivered);
    act(() => firestore.deliver([added('b', codeDoc('VERANO02'))]));
    expect(hook.result.current).not.toBe(delivered);
  });

  it('is loading until the first delivery, then gives the codes', () => {
    const { firestore, hook } = renderListener();
    expect(hook.result.current).toMatchObject({ status: 'loading', data: null, error: null });
    act(() => firestore.deliver([added('a', codeDoc('VERANO01'))]));
    expect(hook.result.current.status).toBe('success');
    expect(hook.result.current.data?.codes.map((code) => code.code)).toEqual(['VERANO01']);
  });

  it('keeps the codes delivered before an error, and listens again on retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { firestore, hook } = renderListener();
    act(() => firestore.deliver([added('a', codeDoc('VERANO01'))]));
    act(() => firestore.fail('unavailable'));
    expect(hook.result.current).toMatchObject({ status: 'error', error: { code: 'unavailable' } });
    expect(hook.result.current.data?.codes).toHaveLength(1);

    act(() => hook.result.current.retry());
    expect(firestore.listeners).toHaveLength(2);
    expect(firestore.listeners[0].active).toBe(false);
    expect(hook.result.current.status).toBe('loading');
    act(() => firestore.deliver([added('a', codeDoc('VERANO01'))]));
    expect(hook.result.current.status).toBe('success');
  });

  it("never shows the previous user's codes to the next one", () => {
    const { firestore, hook } = renderListener('demo-lider');
    act(() => firestore.deliver([added('a', codeDoc('VERANO01'))]));
    hook.rerender({ uid: 'otra-lider' });
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.data).toBeNull();
    expect(firestore.listeners.map((listener) => listener.active)).toEqual([false, true]);
  });

  it('hands every delivery with the one before it to onDelivery, even when React renders them together', () => {
    const firestore = fakeFirestore();
    const seen: { codes: string[]; changed: string[]; previousFromCache: boolean | null }[] = [];
    renderHook(() =>
      useTrackedCodesListener('demo-lider', {
        listen: firestore.listen,
        onDelivery: (delivery, previous) =>
          seen.push({
            codes: delivery.codes.map((code) => `${code.code} ${code.currentUses}`),
            changed: delivery.changes.map((change) => `${change.type} ${change.code.code}`),
            previousFromCache: previous?.fromCache ?? null,
          }),
      }),
    );
    act(() => {
      firestore.deliver([added('a', codeDoc('VERANO01'))], { fromCache: true });
      firestore.deliver([], { fromCache: false });
      firestore.deliver([{ type: 'modified', id: 'a', data: codeDoc('VERANO01', { currentUses: 1 }) }]);
    });
    expect(seen).toEqual([
      { codes: ['VERANO01 0'], changed: ['added VERANO01'], previousFromCache: null },
      { codes: ['VERANO01 0'], changed: [], previousFromCache: true },
      { codes: ['VERANO01 1'], changed: ['modified VERANO01'], previousFromCache: false },
    ]);
  });

  it('listens to nothing without a signed-in leader, and stops listening when unmounted', () => {
    const signedOut = renderListener(null);
    expect(signedOut.firestore.listeners).toHaveLength(0);
    const { firestore, hook } = renderListener();
    hook.unmount();
    expect(firestore.listeners[0].active).toBe(false);
  });
});

describe('useCodeSummaryRead', () => {
  const summary: CodeSummary = { total: 12, events: [{ eventId: 'festival-verano-2026', eventName: 'Festival de Verano 2026', count: 12 }] };

  function renderRead(initial: { uid: string | null; needed: boolean }) {
    const reads: string[] = [];
    const read = vi.fn(async (uid: string) => {
      reads.push(uid);
      return summary;
    });
    const hook = renderHook(({ uid, needed }) => useCodeSummaryRead(uid, needed, read), { initialProps: initial });
    return { hook, reads };
  }

  it('reads the summary once while the codes load, however often the layout renders', async () => {
    const { hook, reads } = renderRead({ uid: 'demo-lider', needed: true });
    await vi.waitFor(() => expect(hook.result.current).toMatchObject({ status: 'success', data: summary }));
    hook.rerender({ uid: 'demo-lider', needed: true });
    hook.rerender({ uid: 'demo-lider', needed: true });
    expect(reads).toEqual(['demo-lider']);
  });

  it('reads nothing once the codes have arrived, or with nobody signed in', () => {
    expect(renderRead({ uid: 'demo-lider', needed: false }).reads).toEqual([]);
    expect(renderRead({ uid: null, needed: true }).reads).toEqual([]);
  });

  it("never shows the previous leader's counts to the next one", async () => {
    const { hook, reads } = renderRead({ uid: 'demo-lider', needed: true });
    await vi.waitFor(() => expect(hook.result.current.status).toBe('success'));
    hook.rerender({ uid: 'otra-lider', needed: true });
    expect(hook.result.current.status).toBe('loading');
    await vi.waitFor(() => expect(hook.result.current.status).toBe('success'));
    expect(reads).toEqual(['demo-lider', 'otra-lider']);
  });

  it('reports a failed read as an error, so the batch table just waits for the codes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = vi.fn(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    const hook = renderHook(() => useCodeSummaryRead('demo-lider', true, read));
    await vi.waitFor(() => expect(hook.result.current).toMatchObject({ status: 'error', data: null, error: { code: 'permission-denied' } }));
  });
});
