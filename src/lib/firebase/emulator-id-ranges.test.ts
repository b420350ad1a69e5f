import { describe, expect, it } from 'vitest';
import { generateCustomId } from '@common/ids';
import { listenInIdRanges, type IdRange } from '@/lib/firebase/emulator-id-ranges';
import type { LiveQueryObserver, LiveQuerySnapshot } from '@/lib/firebase/live-query';

interface FakeDoc {
  id: string;
  version: number;
}

interface FakeQuery {
  range: IdRange | null;
}

interface Subscription {
  range: IdRange;
  observer: LiveQueryObserver<FakeDoc>;
  active: boolean;
  delivered: boolean;
}

const ALL_IDS: IdRange = { startAt: null, endBefore: null };

/**
 * A stand-in for Firestore's onSnapshot over a fixed set of documents: each subscription sees
 * the documents whose id lies in its range (Firestore's document-id order), and the test decides
 * when each one delivers, from the cache or in sync with the server.
 */
class FakeFirestore {
  readonly subscriptions: Subscription[] = [];
  private offline = false;
  private readonly offlineListeners = new Set<() => void>();

  constructor(
    private docs: FakeDoc[],
    private readonly countResult: () => Promise<number> = async () => docs.length,
  ) {}

  readonly dependencies = {
    listen: (query: FakeQuery, observer: LiveQueryObserver<FakeDoc>) => {
      const subscription: Subscription = { range: query.range ?? ALL_IDS, observer, active: true, delivered: false };
      this.subscriptions.push(subscription);
      return () => {
        subscription.active = false;
      };
    },
    narrow: (_query: FakeQuery, range: IdRange): FakeQuery => ({ range }),
    count: () => this.countResult(),
    network: {
      isOffline: () => this.offline,
      onOffline: (listener: () => void) => {
        this.offlineListeners.add(listener);
        return () => this.offlineListeners.delete(listener);
      },
    },
  };

  get active(): Subscription[] {
    return this.subscriptions.filter((subscription) => subscription.active);
  }

  docsIn(range: IdRange): FakeDoc[] {
    return this.docs
      .filter((doc) => (range.startAt === null || doc.id >= range.startAt) && (range.endBefore === null || doc.id < range.endBefore))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  /** Subscription `index` delivers its documents: all of them as added on its first delivery. */
  deliver(index: number, { fromCache = false, changed = [] as FakeDoc[] } = {}): void {
    const subscription = this.subscriptions[index];
    const docs = this.docsIn(subscription.range);
    const changes = subscription.delivered
      ? changed.map((doc) => ({ type: 'modified' as const, doc }))
      : docs.map((doc) => ({ type: 'added' as const, doc }));
    subscription.delivered = true;
    subscription.observer.next({ docs, metadata: { fromCache }, docChanges: () => changes });
  }

  modify(id: string): FakeDoc {
    const doc = { id, version: 2 };
    this.docs = this.docs.map((existing) => (existing.id === id ? doc : existing));
    return doc;
  }

  goOffline(): void {
    this.offline = true;
    this.offlineListeners.forEach((listener) => listener());
  }
}

function randomDocs(count: number): FakeDoc[] {
  return Array.from({ length: count }, () => ({ id: generateCustomId(), version: 1 }));
}

function listen(firestore: FakeFirestore) {
  const snapshots: LiveQuerySnapshot<FakeDoc>[] = [];
  const errors: unknown[] = [];
  const unsubscribe = listenInIdRanges<FakeQuery, FakeDoc>(
    { range: null },
    { next: (snapshot) => snapshots.push(snapshot), error: (error) => errors.push(error) },
    firestore.dependencies,
  );
  return { snapshots, errors, unsubscribe };
}

/** Lets the count of the query resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('listenInIdRanges', () => {
  it('listens to a query of up to 4,000 documents with one listener on the whole query', async () => {
    const firestore = new FakeFirestore(randomDocs(4000));
    listen(firestore);
    await settle();
    expect(firestore.subscriptions.map((subscription) => subscription.range)).toEqual([ALL_IDS]);
  });

  it('opens five listeners for 20,000 documents, never more than two streaming from the server at once', async () => {
    const firestore = new FakeFirestore(randomDocs(20_000));
    listen(firestore);
    await settle();
    const inFlight: number[] = [];
    for (let index = 0; index < 5; index++) {
      inFlight.push(firestore.subscriptions.filter((subscription) => !subscription.delivered).length);
      firestore.deliver(index, { fromCache: false });
    }
    expect(firestore.subscriptions).toHaveLength(5);
    expect(Math.max(...inFlight)).toBe(2);
  });

  it('waits for a range to be in sync with the server before starting the next one', async () => {
    const firestore = new FakeFirestore(randomDocs(12_000));
    listen(firestore);
    await settle();
    expect(firestore.subscriptions).toHaveLength(2);
    firestore.deliver(0, { fromCache: true });
    expect(firestore.subscriptions).toHaveLength(2);
    firestore.deliver(0, { fromCache: false });
    expect(firestore.subscriptions).toHaveLength(3);
  });

  it('reports nothing until every range has answered, then every document exactly once, in document-id order', async () => {
    const docs = [...randomDocs(9000), ...['demo-code-1', '000', 'zzzz', '~', '', 'Ñandú'].map((id) => ({ id, version: 1 }))];
    const firestore = new FakeFirestore(docs);
    const { snapshots } = listen(firestore);
    await settle();
    firestore.deliver(1, { fromCache: false });
    firestore.deliver(0, { fromCache: false });
    expect(snapshots).toHaveLength(0);
    firestore.deliver(2, { fromCache: false });

    expect(snapshots).toHaveLength(1);
    const allIds = docs.map((doc) => doc.id).sort();
    expect(snapshots[0].docs.map((doc) => doc.id)).toEqual(allIds);
    expect(snapshots[0].docChanges().map((change) => change.doc.id).sort()).toEqual(allIds);
    expect(snapshots[0].metadata.fromCache).toBe(false);
  });

  it('reports a later change in one range as only that change, with all documents', async () => {
    const firestore = new FakeFirestore(randomDocs(9000));
    const { snapshots } = listen(firestore);
    await settle();
    [0, 1, 2].forEach((index) => firestore.deliver(index));
    const target = firestore.docsIn(firestore.subscriptions[1].range)[0];
    firestore.deliver(1, { changed: [firestore.modify(target.id)] });

    expect(snapshots).toHaveLength(2);
    expect(snapshots[1].docChanges()).toEqual([{ type: 'modified', doc: { id: target.id, version: 2 } }]);
    expect(snapshots[1].docs).toHaveLength(9000);
    expect(snapshots[1].docs.find((doc) => doc.id === target.id)?.version).toBe(2);
  });

  it('stays fromCache while any range is, and reports the moment the last one is in sync', async () => {
    const firestore = new FakeFirestore(randomDocs(6000));
    const { snapshots } = listen(firestore);
    await settle();
    firestore.deliver(0, { fromCache: true });
    firestore.deliver(1, { fromCache: false });
    expect(snapshots.map((snapshot) => snapshot.metadata.fromCache)).toEqual([true]);
    firestore.deliver(0, { fromCache: false });
    expect(snapshots.map((snapshot) => snapshot.metadata.fromCache)).toEqual([true, false]);
    expect(snapshots[1].docChanges()).toEqual([]);
    // A delivery with neither changes nor a new sync state is not reported.
    firestore.deliver(1, { fromCache: false });
    expect(snapshots).toHaveLength(2);
  });

  it('unsubscribes every range it started, and starts none afterwards', async () => {
    const firestore = new FakeFirestore(randomDocs(20_000));
    const { unsubscribe } = listen(firestore);
    await settle();
    firestore.deliver(0);
    expect(firestore.active).toHaveLength(3);
    unsubscribe();
    expect(firestore.active).toHaveLength(0);
    // A late delivery of a range that was loading starts no further range.
    firestore.deliver(1);
    expect(firestore.subscriptions).toHaveLength(3);
  });

  it('opens no listener when unsubscribed before the query was counted', async () => {
    const firestore = new FakeFirestore(randomDocs(20_000));
    listen(firestore).unsubscribe();
    await settle();
    expect(firestore.subscriptions).toHaveLength(0);
  });

  it('offline, lets every range answer from the cache instead of waiting for the server', async () => {
    const firestore = new FakeFirestore(randomDocs(20_000));
    const { snapshots } = listen(firestore);
    await settle();
    firestore.deliver(0, { fromCache: true });
    firestore.deliver(1, { fromCache: true });
    firestore.goOffline();
    for (let index = 2; index < 5; index++) firestore.deliver(index, { fromCache: true });
    expect(firestore.subscriptions).toHaveLength(5);
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0].docs).toHaveLength(20_000);
    expect(snapshots[0].metadata.fromCache).toBe(true);
  });

  it('listens to the whole query when it cannot be counted', async () => {
    const firestore = new FakeFirestore(randomDocs(10), () => Promise.reject(new Error('unavailable')));
    listen(firestore);
    await settle();
    expect(firestore.subscriptions.map((subscription) => subscription.range)).toEqual([ALL_IDS]);
  });

  it('reports an error of one range once and stops the others', async () => {
    const firestore = new FakeFirestore(randomDocs(9000));
    const { errors } = listen(firestore);
    await settle();
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    firestore.subscriptions[1].observer.error(denied as never);
    expect(errors).toEqual([denied]);
    expect(firestore.active).toHaveLength(0);
  });
});
