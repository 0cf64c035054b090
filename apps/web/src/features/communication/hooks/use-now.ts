import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMilliseconds` so relative times ("in 5 minutes") stay true. */
export function useNow(intervalMilliseconds = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMilliseconds);
    return () => window.clearInterval(timer);
  }, [intervalMilliseconds]);
  return now;
}
