import { endBefore, limit, limitToLast, query, startAfter, type FirestoreError, type Query, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { useRef } from 'react';
import { listenToQuery } from '@/lib/firebase/live-query';
import { pageOf, planPage, positionsOf, type PagePlan } from '@/lib/firebase/page-plan';
import type { Result } from '@/lib/firebase/result';
import { useSubscription } from '@/lib/firebase/use-subscription';

// One page of an ordered query, read from the server with cursors (page-plan.ts) and followed
// live: the tracking page, an administrator's view of a leader's codes, the leaders list, the
// activity log. What a page costs is its documents, however long the list.

/** A query whose converter gives an item per document (null for a document it cannot read). */
export type PagedQuery<T> = Query<T | null>;

export interface QueryPage<T> {
  items: T[];
  fromCache: boolean;
}

type Snapshot<T> = QueryDocumentSnapshot<T | null>;

/** Listens to the documents a plan reads; each delivery gives the page and the places of every document read. */
export function subscribeToQueryPage<T>(
  ordered: PagedQuery<T>,
  plan: PagePlan<Snapshot<T>>,
  observer: { next(page: QueryPage<T>, placed: ReadonlyArray<[number, Snapshot<T>]>): void; error(error: FirestoreError): void },
): Unsubscribe {
  if (plan.take === 0) {
    observer.next({ items: [], fromCache: false }, []);
    return () => undefined;
  }
  const read = plan.skip + plan.take;
  const constraints =
    plan.direction === 'forward'
      ? [...(plan.after ? [startAfter(plan.after)] : []), limit(read)]
      : [...(plan.before ? [endBefore(plan.before)] : []), limitToLast(read)];
  return listenToQuery(query(ordered, ...constraints), {
    next(snapshot) {
      const positions = positionsOf(plan, snapshot.docs.length);
      const items = pageOf(plan, snapshot.docs).flatMap((doc) => doc.data() ?? []);
      observer.next({ items, fromCache: snapshot.metadata.fromCache }, snapshot.docs.map((doc, i) => [positions[i], doc]));
    },
    error: observer.error,
  });
}

/** Names a paged query: `key` says everything it depends on, `query` builds it. */
export interface PagedQueryScope<T> {
  key: string;
  query(): PagedQuery<T>;
}

/**
 * The items of page `page` (1-based, `pageSize` per page) of a query of `total` entries, live.
 * Documents seen on earlier pages are kept as cursors, so moving to a page beside one already
 * seen reads one page. `scope` null: nothing to read yet; when its key or `total` changes, the
 * cursors are forgotten, since places in the list have moved.
 */
export function usePagedQuery<T>(scope: PagedQueryScope<T> | null, page: number, pageSize: number, total: number | null): Result<QueryPage<T>> {
  const anchors = useRef<{ key: string; places: Map<number, Snapshot<T>> }>({ key: '', places: new Map() });
  const listKey = scope && total !== null ? `${scope.key}/${total}` : null;

  return useSubscription<QueryPage<T>>(listKey && `${listKey}/${pageSize}/${page}`, (observer) => {
    if (anchors.current.key !== listKey) anchors.current = { key: listKey ?? '', places: new Map() };
    const places = anchors.current.places;
    const plan = planPage((page - 1) * pageSize, pageSize, total ?? 0, places);
    return subscribeToQueryPage(scope!.query(), plan, {
      next(queryPage, placed) {
        for (const [position, doc] of placed) places.set(position, doc);
        observer.next(queryPage);
      },
      error: observer.error,
    });
  });
}
