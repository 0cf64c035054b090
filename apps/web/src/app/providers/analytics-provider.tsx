import { type ReactNode, useEffect, useState } from 'react';
import { useUserData } from '../../session/use-session.ts';
import { AnalyticsContext, inertAnalytics } from '../../shared/analytics/analytics-context.ts';
import { useGetAppConfigQuery } from './get-app-config.ts';
import type { PostHogHandle } from './posthog-client.ts';

/**
 * Product analytics (posthog-js). Inert unless the server's public config carries a key: without
 * one, posthog-js is not even downloaded and nothing is sent.
 */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const { data: config } = useGetAppConfigQuery();
  const [handle, setHandle] = useState<PostHogHandle | null>(null);
  const userData = useUserData();
  const posthogKey = config?.posthogKey ?? null;
  const posthogHost = config?.posthogHost ?? null;

  useEffect(() => {
    if (!posthogKey) return;
    let isCurrent = true;
    void import('./posthog-client.ts').then(({ startPostHog }) => {
      if (isCurrent) setHandle(startPostHog(posthogKey, posthogHost));
    });
    return () => {
      isCurrent = false;
    };
  }, [posthogKey, posthogHost]);

  useEffect(() => {
    if (!handle) return;
    if (userData) handle.identify(userData.id, userData.organisation.id);
    else handle.reset();
  }, [handle, userData]);

  return <AnalyticsContext value={handle?.analytics ?? inertAnalytics}>{children}</AnalyticsContext>;
}
