import type { SalesFigures } from '@common/leader-sales';
import type { Leader } from '@/features/admin/api/leaders';
import { FIRST_RANKING_PAGE, readRankingPage, type RankingCursor, type SalesRanking, type SalesScope } from '@/features/admin/api/sales';
import { useCursorPages, type CursorPages } from '@/features/admin/hooks/use-cursor-pages';

export interface RankedLeader {
  leader: Leader;
  sales: SalesFigures;
}

/**
 * Líderes ranked by sales in `scope` (`ranking` null: not ranking), `pageSize` leaders at a time
 * from the server, each 'Cargar más' adding the next page; starts again when the scope or the
 * figure changes.
 */
export function useSalesRanking(ranking: SalesRanking | null, scope: SalesScope, pageSize: number): CursorPages<RankedLeader> {
  return useCursorPages<RankedLeader, RankingCursor>(ranking === null ? null : `${ranking}/${scope ?? ''}/${pageSize}`, FIRST_RANKING_PAGE, async (cursor) => {
    const page = await readRankingPage(scope, ranking ?? 'tickets', cursor, pageSize);
    return { items: page.leaders.map((leader) => ({ leader, sales: page.sales.get(leader.uid)! })), next: page.next.phase === 'done' ? null : page.next };
  });
}
