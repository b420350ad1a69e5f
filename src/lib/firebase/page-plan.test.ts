import { describe, expect, it } from 'vitest';
import { pageOf, planPage, positionsOf } from '@/lib/firebase/page-plan';

const none = new Map<number, string>();

describe('planPage', () => {
  it('reads the first page from the start, one page of documents', () => {
    expect(planPage(0, 10, 1000, none)).toMatchObject({ direction: 'forward', after: null, skip: 0, take: 10 });
  });

  it('reads the last page from the end, whatever the number of entries, and keeps only what the page holds', () => {
    expect(planPage(990, 10, 995, none)).toMatchObject({ direction: 'backward', before: null, skip: 0, take: 5 });
    expect(planPage(19_990, 10, 20_000, none)).toMatchObject({ direction: 'backward', skip: 0, take: 10 });
  });

  it('reads the next page after the last document of the page shown, and the previous one before its first', () => {
    const anchors = new Map([
      [49, 'last-of-page-5'],
      [40, 'first-of-page-5'],
    ]);
    expect(planPage(50, 10, 20_000, anchors)).toMatchObject({ direction: 'forward', after: 'last-of-page-5', skip: 0, take: 10 });
    expect(planPage(30, 10, 20_000, anchors)).toMatchObject({ direction: 'backward', before: 'first-of-page-5', skip: 0, take: 10 });
  });

  it('reads a page two steps away through the page between: its cost grows with the distance, not with the history', () => {
    const anchors = new Map([[49, 'last-of-page-5']]);
    expect(planPage(60, 10, 20_000, anchors)).toMatchObject({ skip: 10, take: 10 });
    expect(planPage(10_000, 10, 20_000, anchors).skip).toBe(9_950);
  });

  it('gives an empty read for an empty list', () => {
    expect(planPage(0, 10, 0, none)).toMatchObject({ skip: 0, take: 0 });
  });
});

describe('positionsOf and pageOf', () => {
  it('place what a forward read returned after its cursor, and keep the last entries', () => {
    const plan = planPage(60, 10, 1000, new Map([[49, 'x']]));
    expect(positionsOf(plan, 20)).toEqual(Array.from({ length: 20 }, (_, i) => 50 + i));
    expect(pageOf(plan, Array.from({ length: 20 }, (_, i) => 50 + i))).toEqual(Array.from({ length: 10 }, (_, i) => 60 + i));
  });

  it('place what a backward read returned before its cursor, and keep the first entries', () => {
    const plan = planPage(990, 10, 995, none);
    expect(positionsOf(plan, 5)).toEqual([990, 991, 992, 993, 994]);
    expect(pageOf(plan, ['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd', 'e']);
    const twoBack = planPage(970, 10, 1000, new Map([[990, 'first-of-last']]));
    expect(twoBack).toMatchObject({ direction: 'backward', skip: 10, take: 10 });
    expect(positionsOf(twoBack, 20)).toEqual(Array.from({ length: 20 }, (_, i) => 970 + i));
    expect(pageOf(twoBack, Array.from({ length: 20 }, (_, i) => 970 + i))).toEqual(Array.from({ length: 10 }, (_, i) => 970 + i));
  });
});
