import { useEffect, useState } from 'react';

/** The time now, refreshed every `everyMs` while `isTicking` (an undo countdown). */
export function useNow(isTicking: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [isTicking, everyMs]);
  return now;
}
