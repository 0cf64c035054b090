import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { organisations } from '../../db/schema.ts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import { type Clock, days, seconds } from '../../platform/clock.ts';
import { deriveKey, hmacToken, randomToken, sha256 } from '../../platform/crypto.ts';
import { unauthenticated } from '../../platform/errors.ts';
import {
  createSession,
  findRefreshTokenByHash,
  findRefreshTokenForUpdate,
  findSessionEnds,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeSession,
} from './session-store.ts';
import { toUserData } from './user-data.ts';

const refreshPrefix = 'lpr_';

export interface SessionDependencies {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'JWT_SECRET' | 'REFRESH_TOKEN_IDLE_DAYS' | 'SESSION_MAX_DAYS' | 'REFRESH_REUSE_GRACE_SECONDS'>;
  accessTokens: AccessTokens;
}

/**
 * Sessions and refresh-token rotation. A refresh token is opaque and stored hashed; each use
 * rotates it. Its successor is derived from it with a keyed hash, so two tabs refreshing with
 * the same token inside the grace window receive the same successor (never two live ones);
 * a rotated token presented after the window, or after its successor was used, is a reuse:
 * the whole family (session) is revoked and its access tokens stop working on the next request.
 */
export function createSessions(deps: SessionDependencies) {
  const successorKey = deriveKey(deps.config.JWT_SECRET, 'refresh-successor');
  const successorOf = (token: string) => `${refreshPrefix}${hmacToken(successorKey, token)}`;
  const idleMs = days(deps.config.REFRESH_TOKEN_IDLE_DAYS);

  async function issue(userId: string, organisationId: string, sessionId: string, refreshToken: string) {
    const accessToken = await deps.accessTokens.sign({ userId, organisationId, sessionId });
    return { accessToken, refreshToken };
  }

  return {
    /** Opens a new session (token family) for a user who just proved who they are. */
    async start(user: { id: string; organisationId: string }, userAgent: string) {
      const now = deps.clock.now();
      const session = await createSession(deps.db, {
        userId: user.id,
        organisationId: user.organisationId,
        userAgent: userAgent.slice(0, 300),
        expiresAt: new Date(now.getTime() + days(deps.config.SESSION_MAX_DAYS)),
      });
      const refreshToken = `${refreshPrefix}${randomToken(32)}`;
      await insertRefreshToken(deps.db, {
        sessionId: session.id,
        tokenHash: sha256(refreshToken),
        expiresAt: new Date(Math.min(now.getTime() + idleMs, session.expiresAt.getTime())),
      });
      return issue(user.id, user.organisationId, session.id, refreshToken);
    },

    /**
     * A session without a refresh token that ends with its one access token (the free-enrichment
     * funnel's token, docs/enrichment.md): nothing renews it, a new emailed code starts another.
     */
    async startShort(user: { id: string; organisationId: string }, userAgent: string) {
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + deps.accessTokens.ttlSeconds * 1000);
      const session = await createSession(deps.db, {
        userId: user.id,
        organisationId: user.organisationId,
        userAgent: userAgent.slice(0, 300),
        expiresAt,
      });
      const accessToken = await deps.accessTokens.sign({
        userId: user.id,
        organisationId: user.organisationId,
        sessionId: session.id,
      });
      return { accessToken, expiresAt };
    },

    /** Rotates a refresh token; see the comment above for the grace window and reuse rules. */
    async refresh(presented: string) {
      const outcome = await deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const found = await findRefreshTokenForUpdate(tx, sha256(presented));
        if (!found) return { kind: 'invalid' as const };
        const { token, session, user } = found;
        const sessionLive = !session.revokedAt && session.expiresAt > now && user.status === 'active';
        if (!sessionLive) return { kind: 'invalid' as const };
        const successor = successorOf(presented);
        if (!token.rotatedAt) {
          if (token.expiresAt <= now) return { kind: 'invalid' as const };
          await markRefreshTokenRotated(tx, token.id, now);
          await insertRefreshToken(tx, {
            sessionId: session.id,
            tokenHash: sha256(successor),
            expiresAt: new Date(Math.min(now.getTime() + idleMs, session.expiresAt.getTime())),
          });
          return { kind: 'rotated' as const, user, session, successor };
        }
        const withinGrace =
          now.getTime() - token.rotatedAt.getTime() <= seconds(deps.config.REFRESH_REUSE_GRACE_SECONDS);
        const successorRow = await findRefreshTokenByHash(tx, sha256(successor));
        if (withinGrace && successorRow && !successorRow.rotatedAt) {
          return { kind: 'rotated' as const, user, session, successor };
        }
        await revokeSession(tx, session.id, now, 'refresh-token-reuse');
        return { kind: 'reused' as const };
      });
      if (outcome.kind !== 'rotated') throw unauthenticated();
      const [organisation] = await deps.db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, outcome.user.organisationId));
      if (!organisation) throw unauthenticated();
      const tokens = await issue(outcome.user.id, outcome.user.organisationId, outcome.session.id, outcome.successor);
      return { ...tokens, userData: toUserData(outcome.user, organisation) };
    },

    async end(sessionId: string, reason: string) {
      await revokeSession(deps.db, sessionId, deps.clock.now(), reason);
    },

    /**
     * When each of these sessions ended, however it ended (signed out, everywhere or alone, a
     * password change or reset, a deactivation, its longest life); a live one is not in the map.
     */
    endedAt(sessionIds: readonly string[]): Promise<Map<string, Date>> {
      return findSessionEnds(deps.db, sessionIds, deps.clock.now());
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
