import { useEffect, useState } from 'react';

/**
 * True once `ms` have passed since the component mounted (or `active` turned on): a spinner
 * never outlives the request time-out it is waiting for.
 */
export function useTimedOut(ms: number, active = true): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => {
      clearTimeout(timer);
      setTimedOut(false);
    };
  }, [ms, active]);
  return timedOut;
}
