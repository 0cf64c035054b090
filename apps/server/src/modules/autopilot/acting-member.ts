import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type Actor, createActor } from '../../platform/auth/actor.ts';

/**
 * The member the autopilot acts as: the first of `preferred` (who approved, the campaign's owner)
 * still active in the organisation, else its first active owner; null when there is none.
 */
export async function actingMember(
  db: Database,
  organisationId: string,
  preferred: readonly (string | null)[],
  sessionId: string,
): Promise<Actor | null> {
  const found = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt));
  const user =
    preferred.map((id) => found.find((candidate) => candidate.id === id)).find(Boolean) ??
    found.find((candidate) => candidate.role === 'owner');
  if (!user) return null;
  return createActor({ userId: user.id, organisationId, sessionId, role: user.role, isSuperAdmin: false });
}
