// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLastLoaded } from '@/features/codes/hooks/use-last-loaded';

describe('useLastLoaded', () => {
  it('is null until a first value has loaded', () => {
    const { result } = renderHook(({ value }) => useLastLoaded(value), { initialProps: { value: null as string | null } });
    expect(result.current).toBeNull();
  });

  it('keeps the last loaded value while the next read loads, then shows the new one', () => {
    const { result, rerender } = renderHook(({ value }) => useLastLoaded(value), { initialProps: { value: 'page 1' as string | null } });
    rerender({ value: null });
    expect(result.current).toBe('page 1');
    rerender({ value: 'page 2' });
    expect(result.current).toBe('page 2');
    rerender({ value: null });
    expect(result.current).toBe('page 2');
  });
});
