import posthog from 'posthog-js';
import type { Analytics } from '../../shared/analytics/analytics-context.ts';

export interface PostHogHandle {
  analytics: Analytics;
  identify: (userId: string, organisationId: string) => void;
  reset: () => void;
}

/** Starts PostHog; this module is loaded only when the server gives a project key. */
export function startPostHog(key: string, host: string | null): PostHogHandle {
  posthog.init(key, {
    api_host: host ?? 'https://us.i.posthog.com',
    capture_pageview: 'history_change',
    autocapture: false,
    disable_session_recording: true,
    disable_surveys: true,
    persistence: 'localStorage',
  });
  return {
    analytics: { capture: (event, properties) => posthog.capture(event, properties), isEnabled: true },
    identify: (userId, organisationId) => {
      posthog.identify(userId);
      posthog.group('organisation', organisationId);
    },
    reset: () => posthog.reset(),
  };
}
