// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldFor } from '@/features/codes/hooks/use-held-for';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderHeld = (condition: boolean) => renderHook(({ holds }) => useHeldFor(holds, 1000), { initialProps: { holds: condition } });

describe('useHeldFor', () => {
  it('is true only once the condition has held for the whole time', () => {
    const { result } = renderHeld(true);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is false at once when the condition stops holding', () => {
    const { result, rerender } = renderHeld(true);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ holds: false });
    expect(result.current).toBe(false);
  });

  it('waits the whole time again after a break, however short', () => {
    const { result, rerender } = renderHeld(true);
    act(() => vi.advanceTimersByTime(1000));
    rerender({ holds: false });
    rerender({ holds: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never turns true while the condition does not hold', () => {
    const { result } = renderHeld(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
  });
});
