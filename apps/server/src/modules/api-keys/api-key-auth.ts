import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { apiKeys, organisations, users } from '../../db/schema.ts';
import { type Actor, createActor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, forbidden, unauthenticated } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { WindowLimiter } from '../../platform/window-limiter.ts';
import { recordAudit } from '../audit/index.ts';
import { displayPrefix, hashesMatch, parseKeySecret } from './api-key-secrets.ts';
import { knownScopes } from './api-key-views.ts';

/** `last_used_at` is written at most this often per key, not on every request. */
const lastUsedEveryMs = 60_000;
/** The policy's name in the RateLimit header fields. */
const policyName = 'per-key';

/** Whether a bearer credential is an API key (`lp_…`) rather than an access token. */
export const isApiKeyCredential = (credential: string) => credential.startsWith('lp_');

/**
 * Turns `Authorization: Bearer lp_…` into an actor: the key is found by its prefix and proven by
 * the SHA-256 of the whole secret (compared in constant time); a deactivated or expired key, or one
 * whose member has left, answers 401. The route must declare the scope keys need
 * (`config.apiKeyScope`) and the key must hold it, else 403. Then the key's own rate limit: every
 * reply carries the RateLimit header fields, and a request over the limit answers 429 with
 * `Retry-After`. The actor is the member who made the key, as a member of the key's organisation.
 */
export function createApiKeyAuthenticator(deps: {
  db: Database;
  clock: Clock;
  limiter: WindowLimiter;
  requestsPerMinute: number;
  /**
   * The key's row, its member and organisation state by prefix, for a few seconds: one of the app's
   * shared read caches, cleared by every request that may change data (a key deactivated, a member
   * removed), so a revocation holds from the next request in this process, and within the cache's
   * time to live in the others. The secret is still proven against the row's hash on every request.
   */
  keys: ReadCache<ApiKeyRow>;
}) {
  const { db, clock } = deps;
  /** When `last_used_at` was last written per key, by this process (the cached row's value goes stale). */
  const lastWritten = new Map<string, number>();
  const loadKey = async (prefix: string): Promise<ApiKeyRow | undefined> => {
    const [row] = await db
      .select({ key: apiKeys, user: users, organisationState: organisations.state })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
      .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
      .where(eq(apiKeys.prefix, prefix));
    return row;
  };

  return async function authenticateApiKey(
    secret: string,
    request: FastifyRequest,
    reply: FastifyReply | undefined,
  ): Promise<Actor> {
    const parsed = parseKeySecret(secret);
    if (!parsed) throw unauthenticated('This API key is not valid.');
    const row = await deps.keys.get(parsed.prefix, () => loadKey(parsed.prefix));
    if (!row || !hashesMatch(parsed.hash, row.key.secretHash)) throw unauthenticated('This API key is not valid.');
    const { key, user } = row;
    const now = clock.now();
    if (key.deactivatedAt) throw unauthenticated('This API key was deactivated.');
    if (key.expiresAt && key.expiresAt <= now) {
      throw unauthenticated(`This API key expired on ${key.expiresAt.toISOString()}.`);
    }
    if (user.status !== 'active' || user.organisationId !== key.organisationId) {
      throw unauthenticated('The member who created this API key has left the organisation: create a new key.');
    }

    const scopes = knownScopes(key.scopes);
    const needed = request.routeOptions.config?.apiKeyScope;
    if (!needed) {
      throw forbidden('API keys cannot call this route: it is for signed-in members of the web app only.');
    }
    if (!scopes.includes(needed)) {
      throw forbidden(`This API key lacks the “${needed}” scope this route needs.`);
    }

    const usage = await deps.limiter.take(key.id, deps.requestsPerMinute);
    reply?.header('RateLimit-Policy', `"${policyName}";q=${usage.limit};w=60`);
    reply?.header('RateLimit', `"${policyName}";r=${usage.remaining};t=${usage.resetSeconds}`);
    if (!usage.allowed) {
      throw new AppError(
        'RATE_LIMITED',
        `This API key made its ${usage.limit} requests for this minute: try again in ${usage.resetSeconds} seconds.`,
        { retryAfterSeconds: usage.resetSeconds },
      );
    }
    const lastUsed = Math.max(key.lastUsedAt?.getTime() ?? 0, lastWritten.get(key.id) ?? 0);
    if (now.getTime() - lastUsed >= lastUsedEveryMs) {
      lastWritten.set(key.id, now.getTime());
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
    }

    return createActor({
      userId: user.id,
      organisationId: key.organisationId,
      sessionId: `api-key:${key.id}`,
      role: user.role,
      // A key never acts as the platform's super-admin, whoever made it.
      isSuperAdmin: false,
      ...(row.organisationState === 'free' ? { free: true } : {}),
      apiKey: { id: key.id, name: key.name, prefix: displayPrefix(key.prefix), scopes },
    });
  };
}
export type ApiKeyAuthenticator = ReturnType<typeof createApiKeyAuthenticator>;

/** What authenticating a key reads: the key, the member who made it and its organisation's state. */
export interface ApiKeyRow {
  key: typeof apiKeys.$inferSelect;
  user: typeof users.$inferSelect;
  organisationState: typeof organisations.$inferSelect.state;
}

type Authenticate = (request: FastifyRequest) => Promise<Actor>;

/**
 * The app's one authenticator: an `lp_` bearer credential is an API key, anything else goes to
 * the access-token authenticator of the auth module.
 */
export function createRequestAuthenticator(deps: { users: Authenticate; apiKeys: ApiKeyAuthenticator }) {
  return function authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<Actor> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer (lp_\S*)$/.exec(header) : null;
    if (match?.[1] && isApiKeyCredential(match[1])) return deps.apiKeys(match[1], request, reply);
    return deps.users(request);
  };
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a request an API key made that may have changed data or spent credits, one audit row naming
 * the key: what it called and what the app answered (reads are not audited; `last_used_at` tells of them).
 */
export async function auditApiKeyRequest(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const key = request.actor?.apiKey;
  // Reveals spend credits even through GET callback/opencontact.
  const spends = request.routeOptions.config?.apiKeyScope === 'people:reveal';
  if (!key || (readOnlyMethods.has(request.method) && !spends)) return;
  try {
    await recordAudit(db, {
      organisationId: request.actor?.organisationId ?? null,
      actorUserId: request.actor?.userId ?? null,
      action: 'api_key.request',
      targetType: 'api_key',
      targetId: key.id,
      details: {
        prefix: key.prefix,
        name: key.name,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
      },
    });
  } catch (error) {
    request.log.error({ err: error }, 'the audit row of an API-key request was not written');
  }
}
