import type { AbilityAction, AbilitySubject, ApiKeyScope } from '@leadpilot/contracts';

/**
 * What a route needs, declared on the route itself: `public` (sign-in, sign-up, invitations,
 * later unsubscribe and tracking), `signed-in`, or an ability. Super-admin routes need
 * `{ action: 'manage', subject: 'Admin' }`. A /api/v1 route without one fails at start.
 */
export type RouteAccess = 'public' | 'signed-in' | { action: AbilityAction; subject: AbilitySubject };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The API-key scope a key needs to call this route (docs/api-keys.md). A route without one
     * refuses API keys (403); signed-in members are not concerned.
     */
    apiKeyScope?: ApiKeyScope;
  }
}

export const superAdminAccess = { action: 'manage', subject: 'Admin' } as const;
