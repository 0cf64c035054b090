import type { ApiKey, ApiKeyGenerated, ApiKeyScope } from '@leadpilot/contracts';
import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { apiKeys } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, notFound, refused } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { createReservations, displayPrefix, generateKeySecret } from './api-key-secrets.ts';
import { findKeyView, listKeyViews } from './api-key-views.ts';

/** How long a generated secret may wait to become a key. */
export const reservationTtlMs = 10 * 60_000;
/** Keys an organisation may hold at once (active or not yet expired). */
export const maxActiveKeys = 50;
/** The longest expiry a key may be given: two years. */
const maxKeyLifetimeMs = 2 * 366 * 24 * 60 * 60_000;

export interface ApiKeyServiceDeps {
  db: Database;
  clock: Clock;
  secret: string;
  requestsPerMinute: number;
}

/** When a key or code that asks for `expiresAt` stops working, checked against the clock. */
export function keyExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) throw new AppError('BAD_REQUEST', 'expiresAt: enter a date and time (ISO 8601).');
  if (at <= now) throw refused('Choose an expiry date in the future, or none.');
  if (at.getTime() - now.getTime() > maxKeyLifetimeMs) throw refused('Choose an expiry date at most two years away.');
  return at;
}

/** Refuses a new key when the organisation already holds the most it may. */
export async function assertRoomForKey(db: Database, organisationId: string, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.organisationId, organisationId),
        isNull(apiKeys.deactivatedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  if ((row?.total ?? 0) >= maxActiveKeys) {
    throw refused(`The organisation has ${maxActiveKeys} active API keys: deactivate one before creating another.`);
  }
}

/** Generating, creating, listing and deactivating an organisation's API keys. */
export function createApiKeyService(deps: ApiKeyServiceDeps) {
  const { db, clock } = deps;
  const reservations = createReservations(deps.secret);
  const viewOptions = () => ({ now: clock.now(), perMinute: deps.requestsPerMinute });

  return {
    /** A new secret, shown this once, with its reservation; nothing is stored yet. */
    generate(actor: Actor): ApiKeyGenerated {
      const { secret, prefix, hash } = generateKeySecret();
      const expiresAt = clock.now().getTime() + reservationTtlMs;
      const reservation = reservations.sign({
        prefix,
        hash,
        organisationId: actor.organisationId,
        userId: actor.userId,
        expiresAt,
      });
      return { secret, prefix: displayPrefix(prefix), reservation, expiresAt: new Date(expiresAt).toISOString() };
    },

    /** Stores the reserved secret's hash as a key; a reservation makes one key, once. */
    async create(
      actor: Actor,
      body: { name: string; scopes: ApiKeyScope[]; expiresAt?: string | null; reservation: string },
    ): Promise<{ message: string; data: ApiKey }> {
      const now = clock.now();
      const reservation = reservations.verify(body.reservation);
      if (!reservation || reservation.organisationId !== actor.organisationId || reservation.userId !== actor.userId) {
        throw refused('This key was not generated here for you: generate a new key and create it from there.');
      }
      if (reservation.expiresAt <= now.getTime()) {
        throw refused('This generated key waited too long (10 minutes): generate a new one.');
      }
      const expiresAt = keyExpiry(body.expiresAt, now);
      const id = await db.transaction(async (tx) => {
        await assertRoomForKey(tx, actor.organisationId, now);
        try {
          const [row] = await tx
            .insert(apiKeys)
            .values({
              organisationId: actor.organisationId,
              createdByUserId: actor.userId,
              name: body.name,
              prefix: reservation.prefix,
              secretHash: reservation.hash,
              scopes: [...new Set(body.scopes)],
              expiresAt,
              createdAt: now,
            })
            .returning({ id: apiKeys.id });
          if (!row) throw new Error('the key insert returned nothing');
          await recordAudit(tx, {
            organisationId: actor.organisationId,
            actorUserId: actor.userId,
            action: 'api_key.created',
            targetType: 'api_key',
            targetId: row.id,
            details: { name: body.name, prefix: displayPrefix(reservation.prefix), scopes: body.scopes },
          });
          return row.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict('This generated key is a key already: generate a new one.');
          throw error;
        }
      });
      const view = await findKeyView(db, actor.organisationId, id, viewOptions());
      if (!view) throw notFound('This API key');
      return { message: `API key “${view.name}” created.`, data: view };
    },

    async list(actor: Actor): Promise<{ data: ApiKey[] }> {
      return { data: await listKeyViews(db, actor.organisationId, { ...viewOptions(), limit: 500 }) };
    },

    /** Stops a key at once: its next request answers 401. Deactivating it again changes nothing. */
    async deactivate(actor: Actor, id: string): Promise<{ message: string; data: ApiKey }> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: apiKeys.id, deactivatedAt: apiKeys.deactivatedAt, prefix: apiKeys.prefix })
          .from(apiKeys)
          .where(and(eq(apiKeys.organisationId, actor.organisationId), eq(apiKeys.id, id)))
          .for('update');
        if (!row) throw notFound('This API key');
        if (row.deactivatedAt) return;
        await tx
          .update(apiKeys)
          .set({ deactivatedAt: now, deactivatedByUserId: actor.userId })
          .where(eq(apiKeys.id, row.id));
        await recordAudit(tx, {
          organisationId: actor.organisationId,
          actorUserId: actor.userId,
          action: 'api_key.deactivated',
          targetType: 'api_key',
          targetId: row.id,
          details: { prefix: displayPrefix(row.prefix), ...(actor.apiKey ? { byApiKeyId: actor.apiKey.id } : {}) },
        });
      });
      const view = await findKeyView(db, actor.organisationId, id, viewOptions());
      if (!view) throw notFound('This API key');
      return { message: `API key “${view.name}” deactivated.`, data: view };
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
