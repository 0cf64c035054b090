import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organisations, refreshTokens, sessions, users } from '../../db/schema.ts';

/** Queries over sessions (token families) and their refresh tokens. */
export function createSession(
  db: Database,
  values: { userId: string; organisationId: string; userAgent: string; expiresAt: Date },
) {
  return db
    .insert(sessions)
    .values(values)
    .returning()
    .then((rows) => rows[0] as typeof sessions.$inferSelect);
}

export async function insertRefreshToken(
  db: Database,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(values);
}

/** The token row with its session and user, locked for the rest of the transaction. */
export async function findRefreshTokenForUpdate(db: Database, tokenHash: string) {
  const rows = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return rows[0];
}

export async function findRefreshTokenByHash(db: Database, tokenHash: string) {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return rows[0];
}

export async function markRefreshTokenRotated(db: Database, id: string, at: Date) {
  await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
}

export async function revokeSession(db: Database, sessionId: string, at: Date, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(
  db: Database,
  userId: string,
  at: Date,
  reason: string,
  options: { exceptSessionId?: string } = {},
) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** When each of `sessionIds` ended: revoked, or past its longest life. A live session is not in the map. */
export async function findSessionEnds(db: Database, sessionIds: readonly string[], now: Date) {
  const ends = new Map<string, Date>();
  if (sessionIds.length === 0) return ends;
  const rows = await db
    .select({ id: sessions.id, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(inArray(sessions.id, [...sessionIds]));
  for (const row of rows) {
    const end = row.revokedAt ?? (row.expiresAt <= now ? row.expiresAt : null);
    if (end) ends.set(row.id, end);
  }
  return ends;
}

/** The session's user and organisation when the session is live; used on every request. */
export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

export async function findLiveSession(db: Database, sessionId: string, userId: string) {
  const rows = await db
    .select({ session: sessions, user: users, organisation: organisations })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows[0];
}
