import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@common/constants';
import { clampPage, pageAfterResize, pageBounds, pageCount } from '@/components/pagination/pagination';

/** The page and page size of a list, as <Pagination> shows and changes them. */
export interface PageState {
  page: number;
  setPage(page: number): void;
  pageSize: number;
  setPageSize(pageSize: number): void;
  total: number;
  initialPageSize: number;
}

export interface PaginationState<T> extends PageState {
  /** The items of the current page. */
  pageItems: T[];
}

/**
 * The page and page size of a list of `total` entries, paged here or on the server, to pair with
 * <Pagination>. The page stays within the pages there are, and a new page size keeps the first
 * entry of the page in view.
 */
export function usePageState(total: number, initialPageSize: number = DEFAULT_PAGE_SIZE): PageState & { requestPage(page: number): void } {
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [requestedPage, setRequestedPage] = useState(1);
  const page = clampPage(requestedPage, pageCount(total, pageSize));
  return {
    page,
    pageSize,
    total,
    initialPageSize,
    requestPage: setRequestedPage,
    setPage: (next: number) => setRequestedPage(clampPage(next, pageCount(total, pageSize))),
    setPageSize: (next: number) => {
      setRequestedPage(pageAfterResize(page, pageSize, next, total));
      setPageSizeState(next);
    },
  };
}

/**
 * Client-side paging of a list, to pair with <Pagination>:
 * `const paging = usePagination(rows, 10); ... <Pagination {...paginationProps(paging)} />`.
 * Goes back to page 1 whenever the number of items changes (new results, a filter).
 */
export function usePagination<T>(items: readonly T[], initialPageSize: number = DEFAULT_PAGE_SIZE): PaginationState<T> {
  const state = usePageState(items.length, initialPageSize);
  const [lengthSeen, setLengthSeen] = useState(items.length);
  // Adjusting state while rendering (React's pattern for "reset when a prop changes"):
  // no effect, so the old page never flashes with the new items.
  const reset = lengthSeen !== items.length;
  if (reset) {
    setLengthSeen(items.length);
    state.requestPage(1);
  }
  const page = reset ? 1 : state.page;
  const { start, end } = pageBounds(page, state.pageSize, items.length);
  const pageItems = useMemo(() => items.slice(start, end), [items, start, end]);
  return { ...state, page, pageItems };
}

/** The <Pagination> props for a usePagination() or usePageState() result. */
export function paginationProps(state: PageState) {
  return {
    total: state.total,
    page: state.page,
    pageSize: state.pageSize,
    initialPageSize: state.initialPageSize,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
}
