import { collection, collectionGroup, getDocs, limit, orderBy, query, startAfter, where, type FirestoreDataConverter, type FirestoreError, type Query, type QueryDocumentSnapshot, type Unsubscribe } from 'firebase/firestore';
import { salesFiguresOf, ZERO_SALES, type SalesFigures } from '@common/leader-sales';
import { leadersQuery, readLeader, type Leader } from '@/features/admin/api/leaders';
import { appEnv } from '@/lib/env';
import { firestore } from '@/lib/firebase/firestore';
import { readAllPages } from '@/lib/firebase/paged-query';
import { subscribeToLiveList } from '@/lib/firebase/live-query';
import { chunk } from '@common/chunk';
import { COLLECTIONS, LEADER_EVENT_SALES } from '@common/collections';
import { MAX_IN_FILTER_VALUES } from '@common/constants';

// What each leader's codes sold (leaderSales/{uid} and its eventSales/{eventId}), kept by the
// server from the shop's orders: the administrators read the figures, never the orders (those
// come through listLeaderOrders). Every read is a page or the leaders of one page, so its cost
// never depends on how many orders there were.

/** The whole store (null) or one event. */
export type SalesScope = string | null;

/** Which figure Líderes ranks by. */
export type SalesRanking = 'tickets' | 'amount';

function salesCollection(scope: SalesScope): Query {
  const base = scope === null ? collection(firestore, COLLECTIONS.leaderSales) : collectionGroup(firestore, LEADER_EVENT_SALES);
  return query(base, where('storeId', '==', appEnv.storeId), ...(scope === null ? [] : [where('eventId', '==', scope)]));
}

/** The leaders with sales in `scope`, best first by `ranking`: the promoters' ranking. */
export function rankedSalesQuery(scope: SalesScope, ranking: SalesRanking): Query {
  return query(salesCollection(scope), where(ranking, '>', 0), orderBy(ranking, 'desc'), orderBy('leaderId'));
}

export const leaderIdOf = (doc: QueryDocumentSnapshot): string => String(doc.get('leaderId') ?? '');

/** The figures of `uids` in `scope` (a leader without sales gets zeros): a few reads per page of leaders. */
export async function readSalesOf(uids: readonly string[], scope: SalesScope): Promise<Map<string, SalesFigures>> {
  const figures = new Map<string, SalesFigures>(uids.map((uid) => [uid, ZERO_SALES]));
  for (const group of chunk(uids, MAX_IN_FILTER_VALUES)) {
    const snapshot = await getDocs(query(salesCollection(scope), where('leaderId', 'in', group), limit(group.length)));
    for (const doc of snapshot.docs) figures.set(leaderIdOf(doc), salesFiguresOf(doc.data()));
  }
  return figures;
}

const eventSalesConverter: FirestoreDataConverter<{ eventId: string; figures: SalesFigures } | null> = {
  toFirestore: () => {
    throw new Error('Sales are written by the functions only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ eventId: snapshot.id, figures: salesFiguresOf(snapshot.data()) }),
};

/** A leader's figures per event (their page), live: one document per event they sold for. Returns the unsubscribe function. */
export function subscribeToLeaderEventSales(uid: string, observer: { next(sales: Map<string, SalesFigures>): void; error(error: FirestoreError): void }): Unsubscribe {
  const events = query(
    collection(firestore, COLLECTIONS.leaderSales, uid, LEADER_EVENT_SALES).withConverter(eventSalesConverter),
    where('storeId', '==', appEnv.storeId),
    limit(500),
  );
  return subscribeToLiveList(events, (a, b) => a.eventId.localeCompare(b.eventId), {
    next: (list) => observer.next(new Map(list.items.map(({ eventId, figures }) => [eventId, figures]))),
    error: observer.error,
  });
}

/** Leaders per request of the settlement. */
export const SETTLEMENT_PAGE_SIZE = 500;

interface LeaderSales {
  leaderId: string;
  figures: SalesFigures;
}

const leaderSalesConverter: FirestoreDataConverter<LeaderSales | null> = {
  toFirestore: () => {
    throw new Error('Sales are written by the functions only.');
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ({ leaderId: leaderIdOf(snapshot), figures: salesFiguresOf(snapshot.data()) }),
};

/** Every leader's figures of one event (the settlement), read in pages. */
export async function readEventSales(eventId: string): Promise<Map<string, SalesFigures>> {
  const all = await readAllPages(query(salesCollection(eventId), orderBy('leaderId')).withConverter(leaderSalesConverter), SETTLEMENT_PAGE_SIZE);
  return new Map(all.map(({ leaderId, figures }) => [leaderId, figures]));
}

/** Where a ranking stopped: among the leaders with sales, then among the others by name, or at the end. */
export interface RankingCursor {
  phase: 'ranked' | 'rest' | 'done';
  after: QueryDocumentSnapshot | null;
}

export const FIRST_RANKING_PAGE: RankingCursor = { phase: 'ranked', after: null };

/** One page of Líderes ranked by sales: leaders with sales best first, then every other leader by name. */
export interface RankingPage {
  leaders: Leader[];
  sales: Map<string, SalesFigures>;
  next: RankingCursor;
}

/**
 * The next `size` leaders of the ranking in `scope`: first from the sales figures (only leaders
 * with sales, best first), then from the store's leaders by name, leaving out those already
 * ranked. A page costs its own documents (and the figures of its leaders), never the orders.
 */
export async function readRankingPage(scope: SalesScope, ranking: SalesRanking, cursor: RankingCursor, size: number): Promise<RankingPage> {
  const leaders: Leader[] = [];
  const sales = new Map<string, SalesFigures>();
  let next = cursor;
  if (next.phase === 'ranked') {
    const page = await getDocs(query(rankedSalesQuery(scope, ranking), ...(next.after ? [startAfter(next.after)] : []), limit(size)));
    const profiles = await Promise.all(page.docs.map((doc) => readLeader(leaderIdOf(doc))));
    page.docs.forEach((doc, i) => {
      const profile = profiles[i];
      if (profile === null) return;
      leaders.push(profile);
      sales.set(profile.uid, salesFiguresOf(doc.data()));
    });
    next = page.size < size ? { phase: 'rest', after: null } : { phase: 'ranked', after: page.docs[page.docs.length - 1] };
  }
  while (next.phase === 'rest' && leaders.length < size) {
    const want = size - leaders.length;
    const page = await getDocs(query(leadersQuery(''), ...(next.after ? [startAfter(next.after)] : []), limit(want)));
    const rest = page.docs.flatMap((doc) => doc.data() ?? []);
    const figures = await readSalesOf(
      rest.map((leader) => leader.uid),
      scope,
    );
    for (const leader of rest) {
      const own = figures.get(leader.uid) ?? ZERO_SALES;
      // Ranked already, among the leaders with sales.
      if (own[ranking] > 0) continue;
      leaders.push(leader);
      sales.set(leader.uid, own);
    }
    next = page.size < want ? { phase: 'done', after: null } : { phase: 'rest', after: page.docs[page.docs.length - 1] as QueryDocumentSnapshot };
  }
  return { leaders, sales, next };
}
