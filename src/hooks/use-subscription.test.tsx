// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReadOnce, useSubscription, type SubscriptionObserver } from '@/hooks/use-subscription';

afterEach(() => vi.restoreAllMocks());

/** A fake source: each subscription is recorded with its observer and whether it was ended. */
function fakeSource<T>() {
  const subscriptions: { observer: SubscriptionObserver<T>; ended: boolean }[] = [];
  const subscribe = vi.fn((observer: SubscriptionObserver<T>) => {
    const subscription = { observer, ended: false };
    subscriptions.push(subscription);
    return () => {
      subscription.ended = true;
    };
  });
  return { subscribe, subscriptions, latest: () => subscriptions[subscriptions.length - 1] };
}

describe('useSubscription', () => {
  it('is loading until the first delivery, then gives the data', () => {
    const source = fakeSource<string>();
    const { result } = renderHook(() => useSubscription('key', source.subscribe));
    expect(result.current).toMatchObject({ status: 'loading', data: null, error: null });
    act(() => source.latest().observer.next('first'));
    expect(result.current).toMatchObject({ status: 'success', data: 'first', error: null });
  });

  it('keeps what was delivered before an error, beside the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = fakeSource<string>();
    const { result } = renderHook(() => useSubscription('key', source.subscribe));
    act(() => source.latest().observer.next('first'));
    const failure = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    act(() => source.latest().observer.error(failure));
    expect(result.current).toMatchObject({ status: 'error', data: 'first', error: failure });
  });

  it('refetch() ends the listener and subscribes again, loading until the new one delivers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = fakeSource<string>();
    const { result } = renderHook(() => useSubscription('key', source.subscribe));
    act(() => source.latest().observer.error(new Error('offline')));
    act(() => result.current.refetch());
    expect(source.subscriptions).toHaveLength(2);
    expect(source.subscriptions[0].ended).toBe(true);
    expect(result.current.status).toBe('loading');
    act(() => source.latest().observer.next('again'));
    expect(result.current).toMatchObject({ status: 'success', data: 'again' });
  });

  it('never shows what an old key delivered for a new one, and subscribes once per key however often it renders', () => {
    const source = fakeSource<string>();
    const { result, rerender } = renderHook(({ key }) => useSubscription(key, source.subscribe), { initialProps: { key: 'a' } });
    act(() => source.latest().observer.next('of a'));
    rerender({ key: 'a' });
    expect(source.subscribe).toHaveBeenCalledTimes(1);
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
    expect(source.subscriptions[0].ended).toBe(true);
  });

  it('subscribes to nothing for a null key', () => {
    const source = fakeSource<string>();
    const { result } = renderHook(() => useSubscription(null, source.subscribe));
    expect(source.subscribe).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });
});

describe('useReadOnce', () => {
  it('reads once, and again on refetch()', async () => {
    const read = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const { result } = renderHook(() => useReadOnce('count', read));
    await vi.waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.refetch());
    await vi.waitFor(() => expect(result.current.data).toBe(2));
    expect(read).toHaveBeenCalledTimes(2);
  });
});
