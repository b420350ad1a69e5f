import { endBefore, limit, limitToLast, query, startAfter, type FirestoreError, type Query, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { useRef } from 'react';
import { pageOf, planPage, positionsOf, type PagePlan } from '@/lib/codes/page-plan';
import type { TrackedCode } from '@/lib/codes/tracked-code';
import { listenToQuery } from '@/lib/firebase/live-query';
import type { Result } from '@/lib/firebase/result';
import { useSubscription } from '@/lib/firebase/use-subscription';

// One page of an ordered codes query, read from the server with cursors (page-plan.ts) and
// followed live: the tracking page and an administrator's view of a leader's codes.

type CodeSnapshot = QueryDocumentSnapshot<TrackedCode | null>;

export interface CodesPage {
  codes: TrackedCode[];
  fromCache: boolean;
}

/** Listens to the documents a plan reads; each delivery gives the page and the places of every document read. */
export function subscribeToCodesPage(
  ordered: Query<TrackedCode | null>,
  plan: PagePlan<CodeSnapshot>,
  observer: { next(page: CodesPage, placed: ReadonlyArray<[number, CodeSnapshot]>): void; error(error: FirestoreError): void },
): Unsubscribe {
  if (plan.take === 0) {
    observer.next({ codes: [], fromCache: false }, []);
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
      const codes = pageOf(plan, snapshot.docs).flatMap((doc) => doc.data() ?? []);
      observer.next({ codes, fromCache: snapshot.metadata.fromCache }, snapshot.docs.map((doc, i) => [positions[i], doc]));
    },
    error: observer.error,
  });
}

/**
 * The codes of page `page` (1-based, `pageSize` per page) of a query of `total` entries, live.
 * Documents seen on earlier pages are kept as cursors, so moving to a page beside one already
 * seen reads one page. `scope` names the query (null: nothing to read yet); when it or `total`
 * changes, the cursors are forgotten, since places in the list have moved.
 */
export function useCodesPage(
  scope: { key: string; query(): Query<TrackedCode | null> } | null,
  page: number,
  pageSize: number,
  total: number | null,
): Result<CodesPage> {
  const anchors = useRef<{ key: string; places: Map<number, CodeSnapshot> }>({ key: '', places: new Map() });
  const listKey = scope && total !== null ? `${scope.key}/${total}` : null;

  return useSubscription<CodesPage>(listKey && `${listKey}/${pageSize}/${page}`, (observer) => {
    if (anchors.current.key !== listKey) anchors.current = { key: listKey ?? '', places: new Map() };
    const places = anchors.current.places;
    const plan = planPage((page - 1) * pageSize, pageSize, total ?? 0, places);
    return subscribeToCodesPage(scope!.query(), plan, {
      next(codesPage, placed) {
        for (const [position, doc] of placed) places.set(position, doc);
        observer.next(codesPage);
      },
      error: observer.error,
    });
  });
}
