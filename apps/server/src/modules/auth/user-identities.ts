import type { OidcProvider, UserIdentity } from '@leadpilot/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, userIdentities, users } from '../../db/schema.ts';

type IdentityRow = typeof userIdentities.$inferSelect;

export function toUserIdentity(row: IdentityRow): UserIdentity {
  return {
    id: row.id,
    provider: row.provider,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The user a provider account signs in as: by issuer and subject only, never by email. */
export async function findUserByIdentity(db: Database, issuer: string, subject: string) {
  const [found] = await db
    .select({ identity: userIdentities, user: users, organisation: organisations })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  return found;
}

export async function insertIdentity(
  db: Database,
  input: { userId: string; provider: OidcProvider; issuer: string; subject: string; email: string; now: Date },
) {
  const [row] = await db
    .insert(userIdentities)
    .values({
      userId: input.userId,
      provider: input.provider,
      issuer: input.issuer,
      subject: input.subject,
      email: input.email,
      createdAt: input.now,
      lastUsedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('identity insert returned nothing');
  return row;
}

export async function listIdentities(db: Database, userId: string) {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}
