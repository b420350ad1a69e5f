import { endBefore, getDocsFromServer, limit, limitToLast, query, startAfter, type FirestoreError, type Query, type QueryDocumentSnapshot, type QuerySnapshot, type Unsubscribe } from 'firebase/firestore';
import { subscribeToQuery } from '@/lib/firebase/live-query';
import { pageOf, positionsOf, type PagePlan } from '@/lib/firebase/page-plan';

// One page of an ordered query, read from the server with cursors (page-plan.ts) and followed
// live (usePagedQuery keeps the cursors): the tracking page, an administrator's view of a
// leader's codes, the leaders list, the activity log. What a page costs is its documents,
// however long the list.

/** A query whose converter gives an item per document (null for a document it cannot read). */
export type PagedQuery<T> = Query<T | null>;

export interface QueryPage<T> {
  items: T[];
  fromCache: boolean;
}

export type PageSnapshot<T> = QueryDocumentSnapshot<T | null>;

/** Listens to the documents a plan reads; each delivery gives the page and the places of every document read. */
export function subscribeToQueryPage<T>(
  ordered: PagedQuery<T>,
  plan: PagePlan<PageSnapshot<T>>,
  observer: { next(page: QueryPage<T>, placed: ReadonlyArray<[number, PageSnapshot<T>]>): void; error(error: FirestoreError): void },
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
  return subscribeToQuery(query(ordered, ...constraints), {
    next(snapshot) {
      const positions = positionsOf(plan, snapshot.docs.length);
      const items = pageOf(plan, snapshot.docs).flatMap((doc) => doc.data() ?? []);
      observer.next({ items, fromCache: snapshot.metadata.fromCache }, snapshot.docs.map((doc, i) => [positions[i], doc]));
    },
    error: observer.error,
  });
}

/**
 * Every item of an ordered query, read from the server `pageSize` documents at a time (an export
 * of a whole list): each request costs one page, whatever the length of the list. `onPage` gets
 * the items of each page as it arrives.
 */
export async function readAllPages<T>(ordered: PagedQuery<T>, pageSize: number, onPage?: (items: T[]) => void | Promise<void>): Promise<T[]> {
  const items: T[] = [];
  let last: PageSnapshot<T> | null = null;
  for (;;) {
    const page: QuerySnapshot<T | null> = await getDocsFromServer(query(ordered, ...(last ? [startAfter(last)] : []), limit(pageSize)));
    const pageItems = page.docs.flatMap((doc) => doc.data() ?? []);
    await onPage?.(pageItems);
    items.push(...pageItems);
    if (page.size < pageSize) return items;
    last = page.docs[page.docs.length - 1];
  }
}
