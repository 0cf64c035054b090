import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import { type Actor, createActor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { unauthenticated } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import { findLiveSession, type LiveSession } from './session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

/**
 * Turns a bearer access token into an actor. The token must verify, and its session must still
 * be live with an active user: logout, reuse detection, deactivation or a password change
 * end access at the next request, not when the token expires.
 */
export function createAuthenticator(deps: {
  db: Database;
  accessTokens: AccessTokens;
  clock: Clock;
  /** Shares one look-up of a live session among requests; every change this process makes clears it. */
  liveSessions: ReadCache<LiveSession>;
}) {
  return async function authenticate(request: FastifyRequest): Promise<Actor> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
    if (!match?.[1]) throw unauthenticated('Sign in to continue.');
    const claims = await deps.accessTokens.verify(match[1]);
    if (!claims) throw unauthenticated();
    const live = await deps.liveSessions.get(`${claims.sessionId}:${claims.userId}`, () =>
      findLiveSession(deps.db, claims.sessionId, claims.userId),
    );
    if (
      !live ||
      live.session.expiresAt <= deps.clock.now() ||
      live.user.status !== 'active' ||
      live.user.organisationId !== claims.organisationId
    ) {
      throw unauthenticated();
    }
    return createActor({
      userId: live.user.id,
      organisationId: live.user.organisationId,
      sessionId: live.session.id,
      role: live.user.role,
      isSuperAdmin: live.user.isSuperAdmin,
      ...(live.organisation.state === 'free' ? { free: true } : {}),
    });
  };
}
export type Authenticate = ReturnType<typeof createAuthenticator>;

/** The actor of a route that declared an access rule; the hook has already checked it. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated('Sign in to continue.');
  return request.actor;
}
