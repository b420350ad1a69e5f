import { useEffect, useState } from 'react';

/**
 * True once `condition` has held without a break for `ms`; false again as soon as it stops
 * holding, and each new spell waits the whole `ms` again. For waits that give up on a server that
 * has not answered yet.
 */
export function useHeldFor(condition: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!condition) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [condition, ms]);
  return condition && elapsed;
}
