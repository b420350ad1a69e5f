import { useState } from 'react';

/**
 * `value`, or while it is null (its next read is loading) the last value that was not: a list
 * that reads again keeps showing what it showed, instead of blinking out and losing its state.
 */
export function useLastLoaded<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  // Remembered during render (React's pattern for a value from earlier renders): no extra frame shows null.
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
