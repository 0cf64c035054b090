import type { ExtensionSignIn, ExtensionSignInView } from '@leadpilot/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { extensionSignIns, organisations } from '../../db/schema.ts';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden, notFound } from '../../platform/errors.ts';

/** The session machinery of `auth` the extension's sign-in uses: a new session, and its end. */
export interface ExtensionSessions {
  start(
    user: { id: string; organisationId: string },
    userAgent: string,
  ): Promise<{ accessToken: string; refreshToken: string }>;
  end(sessionId: string, reason: string): Promise<void>;
  /** When each of these sessions ended, by whatever means; a live one is not in the map. */
  endedAt(sessionIds: readonly string[]): Promise<Map<string, Date>>;
}

export interface SignInDependencies {
  db: Database;
  clock: Clock;
  sessions: ExtensionSessions;
  accessTokens: Pick<AccessTokens, 'verify'>;
}

const signInNotFound = () => notFound('This signed-in extension');

/** A sign-in as the member sees it: signed out when revoked here or when its session ended another way. */
function toView(row: typeof extensionSignIns.$inferSelect, sessionEnds: Map<string, Date>): ExtensionSignInView {
  const revokedAt = row.revokedAt ?? sessionEnds.get(row.sessionId) ?? null;
  return {
    id: row.id,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    revokedAt: revokedAt?.toISOString() ?? null,
  };
}

/** The rows as views, their sessions' ends read in one query. */
async function toViews(sessions: ExtensionSessions, rows: (typeof extensionSignIns.$inferSelect)[]) {
  const ends = await sessions.endedAt(rows.filter((row) => !row.revokedAt).map((row) => row.sessionId));
  return rows.map((row) => toView(row, ends));
}

async function organisationOf(db: Database, organisationId: string) {
  const [organisation] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) throw signInNotFound();
  return organisation;
}

/**
 * Signs the extension in with the web app's session: the member, signed in to the web app, opens a
 * session of the extension's own (its own refresh-token family, renewed by `POST auth/refresh`), so
 * signing the web app out leaves the extension signed in, and revoking the extension leaves the web
 * app signed in. An API key cannot do this (a key is no member's session).
 */
export async function signInWithSession(
  deps: SignInDependencies,
  actor: Actor,
  userAgent: string,
): Promise<{ message: string; data: ExtensionSignIn }> {
  if (actor.apiKey) throw forbidden('Sign in to the web app to sign the extension in; an API key cannot.');
  const agent = `Leadpilot extension · ${userAgent}`.slice(0, 300);
  const tokens = await deps.sessions.start({ id: actor.userId, organisationId: actor.organisationId }, agent);
  const claims = await deps.accessTokens.verify(tokens.accessToken);
  if (!claims) throw new Error('a token this server just signed did not verify');
  const [row] = await deps.db
    .insert(extensionSignIns)
    .values({
      organisationId: actor.organisationId,
      userId: actor.userId,
      sessionId: claims.sessionId,
      userAgent: agent,
      createdAt: deps.clock.now(),
    })
    .returning({ id: extensionSignIns.id });
  if (!row) throw new Error('the extension sign-in was not recorded');
  return {
    message: 'The extension is signed in.',
    data: {
      signInId: row.id,
      method: 'session',
      organisation: await organisationOf(deps.db, actor.organisationId),
      apiKey: null,
      scopes: null,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    },
  };
}

/**
 * The member's own extension sign-ins, newest first. One whose session ended without a revoke here
 * (signing out everywhere, a password change…) is listed as signed out from when its session ended.
 */
export async function listSignIns(
  deps: Pick<SignInDependencies, 'db' | 'sessions'>,
  actor: Actor,
): Promise<ExtensionSignInView[]> {
  const rows = await deps.db
    .select()
    .from(extensionSignIns)
    .where(and(eq(extensionSignIns.organisationId, actor.organisationId), eq(extensionSignIns.userId, actor.userId)))
    .orderBy(desc(extensionSignIns.createdAt))
    .limit(50);
  return toViews(deps.sessions, rows);
}

/** Ends one of the member's extension sessions: its next request answers 401, its refresh too. */
export async function revokeSignIn(
  deps: SignInDependencies,
  actor: Actor,
  id: string,
): Promise<{ message: string; data: ExtensionSignInView }> {
  const mine = and(
    eq(extensionSignIns.id, id),
    eq(extensionSignIns.organisationId, actor.organisationId),
    eq(extensionSignIns.userId, actor.userId),
  );
  const [row] = await deps.db.select().from(extensionSignIns).where(mine);
  if (!row) throw signInNotFound();
  if (!row.revokedAt) {
    // A session that already ended (signed out everywhere…) keeps the time it ended.
    const endedAt = (await deps.sessions.endedAt([row.sessionId])).get(row.sessionId);
    await deps.sessions.end(row.sessionId, 'extension-revoked');
    await deps.db
      .update(extensionSignIns)
      .set({ revokedAt: endedAt ?? deps.clock.now() })
      .where(and(mine, isNull(extensionSignIns.revokedAt)));
  }
  const [after] = await deps.db.select().from(extensionSignIns).where(mine);
  if (!after) throw signInNotFound();
  return { message: 'The extension is signed out.', data: toView(after, new Map()) };
}
