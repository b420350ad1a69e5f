import { describe, expect, it } from 'vitest';
import {
  clampPage,
  isPaginationVisible,
  MAX_PAGE_SIZE,
  pageAfterResize,
  pageBounds,
  pageCount,
  parsePageSize,
  rangeSummary,
} from '@/components/pagination/pagination';

describe('pageCount', () => {
  it('rounds partial pages up', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(1, 10)).toBe(1);
  });

  it('gives an empty list one page', () => {
    expect(pageCount(0, 10)).toBe(1);
  });

  it('treats a page size below one as one', () => {
    expect(pageCount(3, 0)).toBe(3);
  });
});

describe('clampPage', () => {
  it('keeps the page inside 1..pages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
  });

  it('turns a non-number into the first page', () => {
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('pageBounds', () => {
  it('gives the slice of a full page', () => {
    expect(pageBounds(2, 10, 35)).toEqual({ start: 10, end: 20 });
  });

  it('stops the last page at the item count', () => {
    expect(pageBounds(4, 10, 35)).toEqual({ start: 30, end: 35 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(pageBounds(99, 10, 35)).toEqual({ start: 30, end: 35 });
  });

  it('gives an empty slice for no items', () => {
    expect(pageBounds(1, 10, 0)).toEqual({ start: 0, end: 0 });
  });
});

describe('rangeSummary', () => {
  it('gives 1-based inclusive numbers for the text "X a Y de N entradas"', () => {
    expect(rangeSummary(1, 10, 35)).toEqual({ from: 1, to: 10, total: 35 });
    expect(rangeSummary(4, 10, 35)).toEqual({ from: 31, to: 35, total: 35 });
  });

  it('gives 0 a 0 de 0 for no items', () => {
    expect(rangeSummary(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('parsePageSize', () => {
  it('accepts whole numbers typed as text', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize(' 8 ')).toBe(8);
  });

  it('rejects empty or non-numeric input', () => {
    expect(parsePageSize('')).toBeNull();
    expect(parsePageSize('abc')).toBeNull();
  });

  it('brings sizes into 1..MAX_PAGE_SIZE and drops decimals', () => {
    expect(parsePageSize('0')).toBe(1);
    expect(parsePageSize('-4')).toBe(1);
    expect(parsePageSize('2.7')).toBe(2);
    expect(parsePageSize(String(MAX_PAGE_SIZE + 1))).toBe(MAX_PAGE_SIZE);
  });
});

describe('isPaginationVisible', () => {
  it('hides the widget unless the items exceed the page size', () => {
    expect(isPaginationVisible(10, 10, 10)).toBe(false);
    expect(isPaginationVisible(11, 10, 10)).toBe(true);
  });

  it('stays visible after the user enlarges the page beyond the item count', () => {
    expect(isPaginationVisible(30, 50, 10)).toBe(true);
  });

  it('uses the default page size of 10 when no initial size is given', () => {
    expect(isPaginationVisible(10, 10)).toBe(false);
    expect(isPaginationVisible(11, 10)).toBe(true);
  });
});

describe('pageAfterResize', () => {
  it('keeps the first visible item on screen when the page size changes', () => {
    // Page 3 of size 10 starts at item 21, which is on page 2 of size 15.
    expect(pageAfterResize(3, 10, 15, 100)).toBe(2);
    expect(pageAfterResize(2, 10, 5, 100)).toBe(3);
  });

  it('goes back to the first page when everything fits on one page', () => {
    expect(pageAfterResize(4, 10, 100, 35)).toBe(1);
  });
});
