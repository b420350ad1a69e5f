import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LOADING, success, type ReadError, type Result } from '@/lib/firebase/result';

export interface SubscriptionObserver<T> {
  next(value: T): void;
  error(error: ReadError): void;
}

/** What every data hook returns: the read's `{ status, data, error }`, and a way to read again. */
export type DataResult<T> = Result<T> & {
  /** Reads again from the start (after a failure, or when the data is known to have changed): loading meanwhile. */
  refetch(): void;
};

/**
 * Runs `subscribe` while mounted, as `{ status, data, error, refetch }`. It subscribes again only
 * when `key` changes (the key names everything the subscription depends on; null: nothing to
 * subscribe to, loading) or on refetch(), so a new `subscribe` function on each render does not
 * tear the listener down. What an old key delivered never shows for the new one.
 */
export function useSubscription<T>(key: string | null, subscribe: (observer: SubscriptionObserver<T>) => () => void): DataResult<T> {
  const [attempt, setAttempt] = useState(0);
  const current = key === null ? null : `${attempt}:${key}`;
  const [state, setState] = useState<{ key: string | null; result: Result<T> }>({ key: current, result: LOADING });
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });

  useEffect(() => {
    if (current === null) return;
    return subscribeRef.current({
      next: (value) => setState({ key: current, result: success(value) }),
      error: (error) => {
        console.error(`Listener failed (${current})`, error);
        setState((previous) => ({ key: current, result: { status: 'error', data: previous.key === current ? previous.result.data : null, error } }));
      },
    });
  }, [current]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const result = state.key === current && current !== null ? state.result : LOADING;
  return useMemo(() => ({ ...result, refetch }), [result, refetch]);
}

/**
 * A one-time read while mounted (and again when `key` changes, or on refetch()), as
 * `{ status, data, error, refetch }`: react-firebase-hooks' useDocumentDataOnce, for any read.
 * Null key: nothing to read, loading.
 */
export function useReadOnce<T>(key: string | null, read: () => Promise<T>): DataResult<T> {
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  return useSubscription<T>(key, (observer) => {
    let current = true;
    readRef.current().then(
      (value) => current && observer.next(value),
      (error: ReadError) => current && observer.error(error),
    );
    return () => {
      current = false;
    };
  });
}
