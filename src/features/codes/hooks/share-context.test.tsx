// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_LINK_WAIT_MS, useShopLinkTemplate } from '@/features/codes/hooks/share-context';
import { LOADING, success, type Result } from '@/lib/firebase/result';

const TEMPLATE = 'https://tienda.example/evento/{eventId}?codigo={code}';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderTemplate(read: Result<string | null>) {
  return renderHook(({ result }) => useShopLinkTemplate(result), { initialProps: { result: read } });
}

describe('useShopLinkTemplate', () => {
  it('keeps shares waiting while the template is being read', () => {
    const { result } = renderTemplate(LOADING);
    expect(result.current).toEqual({ template: null, reading: true });
  });

  it('gives the template once it is read', () => {
    const { result, rerender } = renderTemplate(LOADING);
    rerender({ result: success(TEMPLATE) });
    expect(result.current).toEqual({ template: TEMPLATE, reading: false });
  });

  it('lets shares go out with the codes alone when the read fails', () => {
    const { result } = renderTemplate({ status: 'error', data: null, error: Object.assign(new Error('offline'), { code: 'unavailable' }) });
    expect(result.current).toEqual({ template: null, reading: false });
  });

  it('stops waiting after SHOP_LINK_WAIT_MS on a network that answers nothing, and still takes a template read later', () => {
    const { result, rerender } = renderTemplate(LOADING);
    act(() => vi.advanceTimersByTime(SHOP_LINK_WAIT_MS - 1));
    expect(result.current.reading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ template: null, reading: false });
    rerender({ result: success(TEMPLATE) });
    expect(result.current).toEqual({ template: TEMPLATE, reading: false });
  });
});
