import type { FirestoreError, Query } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToLiveList, type LiveList, type LiveQueryObserver, type SubscribeToQuery } from '@/lib/firebase/live-query';

// subscribeToLiveList with a fake query listener: each test hands it snapshots as Firestore
// delivers them (the changes since the previous one, and the sync state).

interface Item {
  id: string;
  value: number;
}

/** A document of the fake snapshot: data() is what the converter gives (null: not an item), counted. */
function fakeDoc(id: string, value: number | null) {
  return { id, data: vi.fn(() => (value === null ? null : { id, value })) };
}
type FakeDoc = ReturnType<typeof fakeDoc>;

function fakeListener() {
  let observer: LiveQueryObserver<FakeDoc> | null = null;
  const unsubscribe = vi.fn();
  const listen = ((_query: unknown, next: LiveQueryObserver<FakeDoc>) => {
    observer = next;
    return unsubscribe;
  }) as unknown as SubscribeToQuery;
  const deliver = (changes: Array<{ type: 'added' | 'modified' | 'removed'; doc: FakeDoc }>, fromCache = false) =>
    observer!.next({ docs: [], metadata: { fromCache }, docChanges: () => changes });
  const fail = (error: FirestoreError) => observer!.error(error);
  return { listen, deliver, fail, unsubscribe };
}

function listen() {
  const source = fakeListener();
  const deliveries: LiveList<Item>[] = [];
  const errors: FirestoreError[] = [];
  const stop = subscribeToLiveList<Item>({} as Query<Item | null>, (a, b) => a.value - b.value, { next: (list) => deliveries.push(list), error: (error) => errors.push(error) }, source.listen);
  return { ...source, deliveries, errors, stop };
}

describe('subscribeToLiveList', () => {
  it('delivers the added documents as items, in order', () => {
    const live = listen();
    live.deliver([
      { type: 'added', doc: fakeDoc('b', 2) },
      { type: 'added', doc: fakeDoc('a', 1) },
    ]);
    expect(live.deliveries).toHaveLength(1);
    expect(live.deliveries[0].items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(live.deliveries[0].changes.map((change) => [change.type, change.item.id, change.previous])).toEqual([
      ['added', 'b', null],
      ['added', 'a', null],
    ]);
  });

  it('converts only the modified document and keeps the objects of the others', () => {
    const live = listen();
    const untouched = fakeDoc('a', 1);
    live.deliver([
      { type: 'added', doc: untouched },
      { type: 'added', doc: fakeDoc('b', 2) },
    ]);
    const [first] = live.deliveries;
    live.deliver([{ type: 'modified', doc: fakeDoc('b', 5) }]);
    const second = live.deliveries[1];
    expect(untouched.data).toHaveBeenCalledTimes(1);
    expect(second.items[0]).toBe(first.items[0]);
    expect(second.items[1]).toEqual({ id: 'b', value: 5 });
    expect(second.changes).toEqual([{ type: 'modified', item: { id: 'b', value: 5 }, previous: first.items[1] }]);
  });

  it('delivers a removed document with its last value, without reading it again', () => {
    const live = listen();
    live.deliver([
      { type: 'added', doc: fakeDoc('a', 1) },
      { type: 'added', doc: fakeDoc('b', 2) },
    ]);
    const gone = fakeDoc('b', 2);
    live.deliver([{ type: 'removed', doc: gone }]);
    const last = live.deliveries[1];
    expect(gone.data).not.toHaveBeenCalled();
    expect(last.items.map((item) => item.id)).toEqual(['a']);
    expect(last.changes).toEqual([{ type: 'removed', item: { id: 'b', value: 2 }, previous: { id: 'b', value: 2 } }]);
  });

  it('treats a document that stops being an item as removed, and one that never was as nothing', () => {
    const live = listen();
    live.deliver([
      { type: 'added', doc: fakeDoc('a', 1) },
      { type: 'added', doc: fakeDoc('x', null) },
    ]);
    expect(live.deliveries[0].items.map((item) => item.id)).toEqual(['a']);
    expect(live.deliveries[0].changes).toHaveLength(1);
    live.deliver([{ type: 'modified', doc: fakeDoc('a', null) }]);
    expect(live.deliveries[1].items).toEqual([]);
    expect(live.deliveries[1].changes.map((change) => change.type)).toEqual(['removed']);
  });

  it('passes on a change of the sync state alone with the same list, and nothing at all for an empty delivery', () => {
    const live = listen();
    live.deliver([{ type: 'added', doc: fakeDoc('a', 1) }], true);
    const fromCache = live.deliveries[0];
    expect(fromCache.fromCache).toBe(true);
    live.deliver([], false);
    expect(live.deliveries).toHaveLength(2);
    expect(live.deliveries[1]).toMatchObject({ fromCache: false, changes: [] });
    expect(live.deliveries[1].items).toBe(fromCache.items);
    live.deliver([], false);
    expect(live.deliveries).toHaveLength(2);
  });

  it('passes on an error after data has arrived, and the first delivery of an empty result', () => {
    const live = listen();
    live.deliver([]);
    expect(live.deliveries).toEqual([{ items: [], changes: [], fromCache: false }]);
    live.deliver([{ type: 'added', doc: fakeDoc('a', 1) }]);
    const failure = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }) as FirestoreError;
    live.fail(failure);
    expect(live.errors).toEqual([failure]);
    expect(live.deliveries).toHaveLength(2);
  });

  it('returns the listener’s unsubscribe function', () => {
    const live = listen();
    live.stop();
    expect(live.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
