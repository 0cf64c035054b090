import { useEffect, useState } from 'react';

/** The time now in an IANA time zone ("2:05 PM"), refreshed every 30 s; null for an unknown zone. */
export function useLocalTime(timeZone: string): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (timeZone === '') return null;
  try {
    return new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone }).format(now);
  } catch {
    return null;
  }
}
