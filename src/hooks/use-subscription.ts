import { useEffect, useRef, useState } from 'react';
import { LOADING, success, type ReadError, type Result } from '@/lib/firebase/result';

export interface SubscriptionObserver<T> {
  next(value: T): void;
  error(error: ReadError): void;
}

/**
 * Runs `subscribe` while mounted, as `{ status, data, error }`. It subscribes again only when
 * `key` changes (the key names everything the subscription depends on; null: nothing to
 * subscribe to, loading), so a new `subscribe` function on each render does not tear the
 * listener down. What an old key delivered never shows for the new one.
 */
export function useSubscription<T>(key: string | null, subscribe: (observer: SubscriptionObserver<T>) => () => void): Result<T> {
  const [state, setState] = useState<{ key: string | null; result: Result<T> }>({ key, result: LOADING });
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });

  useEffect(() => {
    if (key === null) return;
    return subscribeRef.current({
      next: (value) => setState({ key, result: success(value) }),
      error: (error) => {
        console.error(`Listener failed (${key})`, error);
        setState((previous) => ({ key, result: { status: 'error', data: previous.key === key ? previous.result.data : null, error } }));
      },
    });
  }, [key]);

  return state.key === key && key !== null ? state.result : LOADING;
}

/**
 * A one-time read while mounted (and again when `key` changes), as `{ status, data, error }`:
 * react-firebase-hooks' useDocumentDataOnce, for any read. Null key: nothing to read, loading.
 */
export function useReadOnce<T>(key: string | null, read: () => Promise<T>): Result<T> {
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
