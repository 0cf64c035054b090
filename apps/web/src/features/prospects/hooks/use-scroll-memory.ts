import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const storageKey = (locationKey: string) => `leadpilot.scroll.${locationKey}`;

function readOffset(locationKey: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey(locationKey)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Remembers how far the window was scrolled on this history entry and, coming back to it (the
 * back button), scrolls there again once `isReady` (the rows it measured are on the page).
 */
export function useScrollMemory(isReady: boolean) {
  const { key } = useLocation();
  const restoredKey = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(storageKey(key), String(Math.round(window.scrollY)));
        } catch {
          // Storage full or blocked: the page simply opens at the top.
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [key]);

  useEffect(() => {
    if (!isReady || restoredKey.current === key) return;
    restoredKey.current = key;
    const offset = readOffset(key);
    if (offset === null) return;
    // After the layout's own scroll to the top on arrival.
    const frame = requestAnimationFrame(() => window.scrollTo({ top: offset }));
    return () => cancelAnimationFrame(frame);
  }, [isReady, key]);
}
