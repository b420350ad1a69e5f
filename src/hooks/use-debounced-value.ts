import { useEffect, useState } from 'react';

/** A pause in typing this long sends a search (one request per pause, not per key). */
export const TYPING_PAUSE_MS = 300;

/**
 * `value` once it has stopped changing for `delayMs`: a search asks the server once per pause in
 * typing, not per key. `initial` is what it is until the first pause (`value` itself unless
 * given: a field that appears with its first key passes '' so that key waits too).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
