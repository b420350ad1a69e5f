import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@common/constants';
import { clampPage, pageAfterResize, pageBounds, pageCount } from '@/components/pagination/pagination';

export interface PaginationState<T> {
  /** The items of the current page. */
  pageItems: T[];
  page: number;
  setPage(page: number): void;
  pageSize: number;
  setPageSize(pageSize: number): void;
  total: number;
  initialPageSize: number;
}

/**
 * Client-side paging of a list, to pair with <Pagination>:
 * `const paging = usePagination(rows, 10); ... <Pagination {...paginationProps(paging)} />`.
 * Goes back to page 1 whenever the number of items changes (new results, a filter).
 */
export function usePagination<T>(items: readonly T[], initialPageSize: number = DEFAULT_PAGE_SIZE): PaginationState<T> {
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [requestedPage, setRequestedPage] = useState(1);
  const [lengthSeen, setLengthSeen] = useState(items.length);

  const total = items.length;
  // Adjusting state while rendering (React's pattern for "reset when a prop changes"):
  // no effect, so the old page never flashes with the new items.
  if (lengthSeen !== total) {
    setLengthSeen(total);
    setRequestedPage(1);
  }

  const page = clampPage(lengthSeen !== total ? 1 : requestedPage, pageCount(total, pageSize));
  const { start, end } = pageBounds(page, pageSize, total);
  const pageItems = useMemo(() => items.slice(start, end), [items, start, end]);

  return {
    pageItems,
    page,
    setPage: (next: number) => setRequestedPage(clampPage(next, pageCount(total, pageSize))),
    pageSize,
    setPageSize: (next: number) => {
      setRequestedPage(pageAfterResize(page, pageSize, next, total));
      setPageSizeState(next);
    },
    total,
    initialPageSize,
  };
}

/** The <Pagination> props for a usePagination() result. */
export function paginationProps<T>(state: PaginationState<T>) {
  return {
    total: state.total,
    page: state.page,
    pageSize: state.pageSize,
    initialPageSize: state.initialPageSize,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
}

/**
 * The page and page size of a list paged elsewhere (on the server), to pair with <Pagination>:
 * `total` entries in all. The page stays within the pages there are, and a new page size keeps
 * the first entry of the page in view.
 */
export function usePageState(total: number, initialPageSize: number = DEFAULT_PAGE_SIZE) {
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [requestedPage, setRequestedPage] = useState(1);
  const page = clampPage(requestedPage, pageCount(total, pageSize));
  return {
    page,
    pageSize,
    total,
    initialPageSize,
    setPage: (next: number) => setRequestedPage(clampPage(next, pageCount(total, pageSize))),
    setPageSize: (next: number) => {
      setRequestedPage(pageAfterResize(page, pageSize, next, total));
      setPageSizeState(next);
    },
  };
}

/** The <Pagination> props for a usePageState() result. */
export function pageStateProps(state: ReturnType<typeof usePageState>) {
  return {
    total: state.total,
    page: state.page,
    pageSize: state.pageSize,
    initialPageSize: state.initialPageSize,
    onPageChange: state.setPage,
    onPageSizeChange: state.setPageSize,
  };
}
