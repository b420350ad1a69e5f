// Server-side paging with cursors, pure. Firestore reads a page from a cursor (a document whose
// place in the ordered list is known), never from a position: a page far from every known
// document costs the documents between them. The plan reads from the nearest known document,
// the start or the end of the list, so a step to the next or previous page, the first or the
// last page costs one page, and the pagination widget (first, last, and the pages beside the
// current one) never asks for more than a few pages' worth.

/** Documents whose place in the list is known: position (0-based) → cursor. */
export type Anchors<C> = ReadonlyMap<number, C>;

export type PagePlan<C> =
  /** Read `skip + take` documents after `after` (from the start when null) and keep the last `take`. */
  | { direction: 'forward'; after: C | null; afterPosition: number; skip: number; take: number }
  /** Read the `skip + take` documents before `before` (up to the end when null) and keep the first `take`. */
  | { direction: 'backward'; before: C | null; beforePosition: number; skip: number; take: number };

/**
 * How to read the entries [start, start + size) of an ordered list of `total` entries, reading as
 * few documents as possible (skip + take). Ties go forward.
 */
export function planPage<C>(start: number, size: number, total: number, anchors: Anchors<C>): PagePlan<C> {
  const take = Math.max(0, Math.min(size, total - start));
  const end = start + take;
  let best: PagePlan<C> = { direction: 'forward', after: null, afterPosition: -1, skip: start, take };
  const consider = (plan: PagePlan<C>) => {
    if (plan.skip < best.skip) best = plan;
  };
  consider({ direction: 'backward', before: null, beforePosition: total, skip: total - end, take });
  for (const [position, cursor] of anchors) {
    if (position < start) consider({ direction: 'forward', after: cursor, afterPosition: position, skip: start - position - 1, take });
    else if (position >= end) consider({ direction: 'backward', before: cursor, beforePosition: position, skip: position - end, take });
  }
  return best;
}

/** The places of the documents a plan's read returned, in the list's order. */
export function positionsOf<C>(plan: PagePlan<C>, returned: number): number[] {
  const first = plan.direction === 'forward' ? plan.afterPosition + 1 : plan.beforePosition - returned;
  return Array.from({ length: returned }, (_, i) => first + i);
}

/** The page's documents among those a plan's read returned (in the list's order). */
export function pageOf<T>(plan: PagePlan<unknown>, returned: readonly T[]): T[] {
  return plan.direction === 'forward' ? returned.slice(plan.skip, plan.skip + plan.take) : returned.slice(0, plan.take);
}
