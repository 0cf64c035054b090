import type { AccessCode, ApiKey, ApiKeyScope } from '@leadpilot/contracts';
import { apiKeyScopes } from '@leadpilot/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiAccessCodes, apiKeys, users } from '../../db/schema.ts';
import { displayPrefix } from './api-key-secrets.ts';

/** The stored scopes that are still scopes (a scope a later version dropped is left out). */
export const knownScopes = (scopes: readonly string[]): ApiKeyScope[] =>
  scopes.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope));

const keyColumns = {
  key: apiKeys,
  creatorName: users.name,
};

function keyView(row: { key: typeof apiKeys.$inferSelect; creatorName: string }, now: Date, perMinute: number): ApiKey {
  const { key } = row;
  const status = key.deactivatedAt ? 'deactivated' : key.expiresAt && key.expiresAt <= now ? 'expired' : 'active';
  return {
    id: key.id,
    name: key.name,
    prefix: displayPrefix(key.prefix),
    scopes: knownScopes(key.scopes),
    status,
    createdBy: { id: key.createdByUserId, name: row.creatorName },
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    deactivatedAt: key.deactivatedAt?.toISOString() ?? null,
    requestsPerMinute: perMinute,
  };
}

/** The organisation's keys, newest first (at most `limit`). */
export async function listKeyViews(
  db: Database,
  organisationId: string,
  options: { now: Date; perMinute: number; limit: number },
): Promise<ApiKey[]> {
  const rows = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.organisationId, organisationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(options.limit);
  return rows.map((row) => keyView(row, options.now, options.perMinute));
}

/** One key of the organisation, or null (another organisation's key is no different from none). */
export async function findKeyView(
  db: Database,
  organisationId: string,
  id: string,
  options: { now: Date; perMinute: number },
): Promise<ApiKey | null> {
  const [row] = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.organisationId, organisationId), eq(apiKeys.id, id)));
  return row ? keyView(row, options.now, options.perMinute) : null;
}

function codeView(row: { code: typeof apiAccessCodes.$inferSelect; creatorName: string }, now: Date): AccessCode {
  const { code } = row;
  const status = code.revokedAt ? 'revoked' : code.usedAt ? 'used' : code.expiresAt <= now ? 'expired' : 'pending';
  return {
    id: code.id,
    name: code.name,
    scopes: knownScopes(code.scopes),
    status,
    createdBy: { id: code.createdByUserId, name: row.creatorName },
    createdAt: code.createdAt.toISOString(),
    expiresAt: code.expiresAt.toISOString(),
    usedAt: code.usedAt?.toISOString() ?? null,
    revokedAt: code.revokedAt?.toISOString() ?? null,
    apiKeyId: code.apiKeyId,
    keyExpiresAt: code.keyExpiresAt?.toISOString() ?? null,
  };
}

/** The organisation's access codes, newest first; with `id`, that one only. */
export async function listCodeViews(
  db: Database,
  organisationId: string,
  options: { now: Date; limit: number; id?: string },
): Promise<AccessCode[]> {
  const rows = await db
    .select({ code: apiAccessCodes, creatorName: users.name })
    .from(apiAccessCodes)
    .innerJoin(users, eq(users.id, apiAccessCodes.createdByUserId))
    .where(
      and(
        eq(apiAccessCodes.organisationId, organisationId),
        options.id ? eq(apiAccessCodes.id, options.id) : undefined,
      ),
    )
    .orderBy(desc(apiAccessCodes.createdAt), desc(apiAccessCodes.id))
    .limit(options.limit);
  return rows.map((row) => codeView(row, options.now));
}
