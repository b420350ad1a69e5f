import { useRef } from 'react';
import { subscribeToQueryPage, type PagedQuery, type PageSnapshot, type QueryPage } from '@/lib/firebase/paged-query';
import { planPage } from '@/lib/firebase/page-plan';
import { useSubscription, type DataResult } from '@/hooks/use-subscription';

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
export function usePagedQuery<T>(scope: PagedQueryScope<T> | null, page: number, pageSize: number, total: number | null): DataResult<QueryPage<T>> {
  const anchors = useRef<{ key: string; places: Map<number, PageSnapshot<T>> }>({ key: '', places: new Map() });
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
