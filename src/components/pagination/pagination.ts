import { DEFAULT_PAGE_SIZE } from '@common/constants';

// Pure pagination arithmetic behind the shared Pagination widget (docs/product.md, Screens: Pagination).
// Pages are numbered from 1, as the user sees them.

/** Largest page size the size input accepts: bigger pages make long tables sluggish. */
export const MAX_PAGE_SIZE = 1000;

/** Number of pages; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The page brought into 1..pageCount (non-numbers become 1). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** Slice bounds of a page: items.slice(start, end). */
export function pageBounds(page: number, pageSize: number, total: number): { start: number; end: number } {
  const size = Math.max(1, pageSize);
  const current = clampPage(page, pageCount(total, size));
  const start = Math.min((current - 1) * size, Math.max(0, total));
  return { start, end: Math.min(start + size, Math.max(0, total)) };
}

/** The numbers of 'X a Y de N entradas' (X and Y are 1-based and inclusive; 0 a 0 when empty). */
export function rangeSummary(page: number, pageSize: number, total: number): { from: number; to: number; total: number } {
  const { start, end } = pageBounds(page, pageSize, total);
  return { from: end > start ? start + 1 : 0, to: end, total: Math.max(0, total) };
}

/** A typed page size as a whole number in 1..MAX_PAGE_SIZE, or null when it is not a number. */
export function parsePageSize(value: string | number): number | null {
  const parsed = typeof value === 'number' ? value : Number(String(value).trim());
  if (String(value).trim() === '' || !Number.isFinite(parsed)) return null;
  return Math.min(Math.max(1, Math.trunc(parsed)), MAX_PAGE_SIZE);
}

/**
 * Whether the widget is shown: only when the items exceed the page size. The initial page size
 * counts too, so a user who enlarges the page beyond the item count can still shrink it back.
 */
export function isPaginationVisible(total: number, pageSize: number, initialPageSize = DEFAULT_PAGE_SIZE): boolean {
  return total > Math.min(pageSize, initialPageSize);
}

/** The page that keeps the first visible item in view after the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number, total: number): number {
  const { start } = pageBounds(page, oldSize, total);
  return clampPage(Math.floor(start / Math.max(1, newSize)) + 1, pageCount(total, newSize));
}
