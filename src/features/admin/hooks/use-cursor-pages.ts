import { useEffect, useRef, useState } from 'react';

/** Pages read so far of a list the server pages by cursor ('Cargar más'). */
export interface CursorPages<T> {
  items: T[];
  status: 'loading' | 'success' | 'error';
  /** True while there is a page after the last one read. */
  hasMore: boolean;
  loadMore(): void;
  /** After a failure: reads again the page that failed. */
  retry(): void;
}

interface State<T, C> {
  key: string | null;
  items: T[];
  next: C | null;
  status: CursorPages<T>['status'];
  /** The page whose read failed (read again by retry). */
  failed?: { cursor: C };
}

/**
 * A list read a page at a time from the server: the first page when `key` (everything the list
 * depends on; null: nothing to read) changes, then one more page per loadMore. `read(cursor)`
 * answers a page and the cursor of the next one (null at the end); `first` is the first cursor.
 */
export function useCursorPages<T, C>(key: string | null, first: C, read: (cursor: C) => Promise<{ items: T[]; next: C | null }>): CursorPages<T> {
  const [state, setState] = useState<State<T, C>>({ key: null, items: [], next: null, status: 'loading' });
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });

  const fetchPage = (forKey: string, cursor: C, append: boolean) => {
    readRef.current(cursor).then(
      (page) =>
        setState((previous) =>
          previous.key !== forKey && append ? previous : { key: forKey, items: append ? [...previous.items, ...page.items] : page.items, next: page.next, status: 'success' },
        ),
      (error: unknown) => {
        console.error('admin: reading a page failed', error);
        setState((previous) => (previous.key !== forKey && append ? previous : { ...previous, key: forKey, status: 'error', failed: { cursor } }));
      },
    );
  };

  useEffect(() => {
    if (key === null) return;
    let live = true;
    readRef.current(first).then(
      (page) => live && setState({ key, items: page.items, next: page.next, status: 'success' }),
      (error: unknown) => {
        console.error('admin: reading a page failed', error);
        if (live) setState({ key, items: [], next: null, status: 'error', failed: { cursor: first } });
      },
    );
    return () => {
      live = false;
    };
    // `first` is a constant of the list: `key` says when the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current: State<T, C> = state.key === key ? state : { key, items: [], next: null, status: 'loading' };
  const more = () => {
    if (key === null || current.next === null) return;
    setState({ ...current, status: 'loading' });
    fetchPage(key, current.next, current.items.length > 0);
  };
  const retry = () => {
    if (key === null || !current.failed) return;
    setState({ ...current, status: 'loading', failed: undefined });
    fetchPage(key, current.failed.cursor, current.items.length > 0);
  };
  return {
    items: current.items,
    status: key === null ? 'success' : current.status,
    hasMore: current.next !== null,
    loadMore: more,
    retry,
  };
}
