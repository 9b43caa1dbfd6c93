import { useEffect, useState } from 'react';

/**
 * The current time for time-dependent text without a hydration mismatch: the
 * first render uses `initial` (the server's request time, handed over in the
 * loader data), then the browser's clock after mount, refreshed every `everyMs`.
 */
export function useNow(initial: number, everyMs = 60_000): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
