import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn } from '../../session/use-session.ts';

/** Signed-in pages: without a session the browser goes to /login?next=<where it was>. */
export function RequireSession({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (!isSignedIn) {
    const next = `${location.pathname}${location.search}`;
    const search = next === '/' || next === '/home' ? '' : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`/login${search}`} replace />;
  }
  return children;
}
