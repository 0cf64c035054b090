import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsSignedIn } from '../../session/use-session.ts';

// The abilities (CASL) matter only to signed-in pages, so they load with the first of them.
const SessionAbilityProvider = lazy(() =>
  import('../providers/session-ability-provider.tsx').then((module) => ({ default: module.SessionAbilityProvider })),
);

/**
 * Signed-in pages, with the user's abilities: without a session the browser goes to
 * /login?next=<where it was>.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const isSignedIn = useIsSignedIn();
  const location = useLocation();
  if (!isSignedIn) {
    const next = `${location.pathname}${location.search}`;
    const search = next === '/' || next === '/home' ? '' : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`/login${search}`} replace />;
  }
  return <SessionAbilityProvider>{children}</SessionAbilityProvider>;
}
