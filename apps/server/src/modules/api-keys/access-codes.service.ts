import type { AccessCode, ApiKeyScope, CreatedAccessCode, ExchangedAccessCode } from '@leadpilot/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiAccessCodes, apiKeys, organisations } from '../../db/schema.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, unauthenticated } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { createAccessCodeHasher, displayPrefix, generateAccessCode, generateKeySecret } from './api-key-secrets.ts';
import { knownScopes, listCodeViews } from './api-key-views.ts';
import { assertRoomForKey, keyExpiry } from './api-keys.service.ts';

/** How long a code may wait to be exchanged. */
export const accessCodeTtlMs = 10 * 60_000;

const unusableCode =
  'This access code is not valid, was used already, or has expired. Create a new one in Settings → API keys.';

/**
 * Access codes: a member who may manage keys creates a code (a name and scopes, as a key), types
 * it into another client (the browser extension, a script), and that client exchanges it, once,
 * within ten minutes, for a new API key of its own. The code is revocable until it is used; the
 * key it became is deactivated like any other.
 */
export function createAccessCodeService(deps: {
  db: Database;
  clock: Clock;
  secret: string;
  /** Wrong codes per address: an exchange is public. */
  exchangesPerIp: AttemptLimiter;
}) {
  const { db, clock } = deps;
  const hashCode = createAccessCodeHasher(deps.secret);

  async function viewOf(actor: Actor, id: string): Promise<AccessCode> {
    const [view] = await listCodeViews(db, actor.organisationId, { now: clock.now(), limit: 1, id });
    if (!view) throw notFound('This access code');
    return view;
  }

  return {
    async list(actor: Actor): Promise<{ data: AccessCode[] }> {
      return { data: await listCodeViews(db, actor.organisationId, { now: clock.now(), limit: 50 }) };
    },

    async create(
      actor: Actor,
      body: { name: string; scopes: ApiKeyScope[]; expiresAt?: string | null },
    ): Promise<{ message: string; data: CreatedAccessCode }> {
      const now = clock.now();
      const keyExpiresAt = keyExpiry(body.expiresAt, now);
      const code = generateAccessCode();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiAccessCodes)
          .values({
            organisationId: actor.organisationId,
            createdByUserId: actor.userId,
            name: body.name,
            scopes: [...new Set(body.scopes)],
            codeHash: hashCode(code),
            expiresAt: new Date(now.getTime() + accessCodeTtlMs),
            keyExpiresAt,
            createdAt: now,
          })
          .returning({ id: apiAccessCodes.id });
        if (!row) throw new Error('the access code insert returned nothing');
        await recordAudit(tx, {
          organisationId: actor.organisationId,
          actorUserId: actor.userId,
          action: 'api_access_code.created',
          targetType: 'api_access_code',
          targetId: row.id,
          details: { name: body.name, scopes: body.scopes },
        });
        return row.id;
      });
      return {
        message: 'Access code created: enter it in the other client within 10 minutes.',
        data: { code, accessCode: await viewOf(actor, id) },
      };
    },

    /** A pending code stops working at once; a used, expired or revoked one stays as it is. */
    async revoke(actor: Actor, id: string): Promise<{ message: string; data: AccessCode }> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(apiAccessCodes)
          .set({ revokedAt: now })
          .where(
            and(
              eq(apiAccessCodes.organisationId, actor.organisationId),
              eq(apiAccessCodes.id, id),
              isNull(apiAccessCodes.usedAt),
              isNull(apiAccessCodes.revokedAt),
            ),
          )
          .returning({ id: apiAccessCodes.id });
        if (row) {
          await recordAudit(tx, {
            organisationId: actor.organisationId,
            actorUserId: actor.userId,
            action: 'api_access_code.revoked',
            targetType: 'api_access_code',
            targetId: row.id,
          });
        }
      });
      const view = await viewOf(actor, id);
      const message =
        view.status === 'used'
          ? 'This code was used already: deactivate the key it became to cut the client off.'
          : 'Access code revoked.';
      return { message, data: view };
    },

    /**
     * Trades a pending code, once, for a new key: the claim and the key are one transaction, so
     * two clients racing with one code get one key between them. Wrong codes are throttled per
     * address.
     */
    async exchange(code: string, origin: { ip: string }): Promise<{ message: string; data: ExchangedAccessCode }> {
      const waitSeconds = await deps.exchangesPerIp.retryAfterSeconds(origin.ip);
      if (waitSeconds > 0) {
        throw new AppError('RATE_LIMITED', `Too many access codes tried: try again in ${waitSeconds} seconds.`, {
          retryAfterSeconds: waitSeconds,
        });
      }
      const now = clock.now();
      const generated = generateKeySecret();
      const outcome = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(apiAccessCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(apiAccessCodes.codeHash, hashCode(code)),
              isNull(apiAccessCodes.usedAt),
              isNull(apiAccessCodes.revokedAt),
              gt(apiAccessCodes.expiresAt, now),
            ),
          )
          .returning();
        if (!claimed) return null;
        await assertRoomForKey(tx, claimed.organisationId, now);
        const [key] = await tx
          .insert(apiKeys)
          .values({
            organisationId: claimed.organisationId,
            createdByUserId: claimed.createdByUserId,
            name: claimed.name,
            prefix: generated.prefix,
            secretHash: generated.hash,
            scopes: claimed.scopes,
            expiresAt: claimed.keyExpiresAt,
            createdAt: now,
          })
          .returning();
        if (!key) throw new Error('the key insert returned nothing');
        await tx.update(apiAccessCodes).set({ apiKeyId: key.id }).where(eq(apiAccessCodes.id, claimed.id));
        await recordAudit(tx, {
          organisationId: claimed.organisationId,
          actorUserId: claimed.createdByUserId,
          action: 'api_access_code.exchanged',
          targetType: 'api_key',
          targetId: key.id,
          details: { accessCodeId: claimed.id, prefix: displayPrefix(key.prefix), name: key.name },
        });
        const [organisation] = await tx
          .select({ id: organisations.id, name: organisations.name })
          .from(organisations)
          .where(eq(organisations.id, claimed.organisationId));
        return { key, organisation: organisation ?? { id: claimed.organisationId, name: '' } };
      });
      if (!outcome) {
        await deps.exchangesPerIp.record(origin.ip);
        throw unauthenticated(unusableCode);
      }
      const { key, organisation } = outcome;
      return {
        message: `This client is linked to ${organisation.name} with the key “${key.name}”.`,
        data: {
          secret: generated.secret,
          key: {
            id: key.id,
            name: key.name,
            prefix: displayPrefix(key.prefix),
            scopes: knownScopes(key.scopes),
            expiresAt: key.expiresAt?.toISOString() ?? null,
          },
          organisation,
        },
      };
    },
  };
}
export type AccessCodeService = ReturnType<typeof createAccessCodeService>;
