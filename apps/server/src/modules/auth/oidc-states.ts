import type { OidcIntent, OidcProvider } from '@leadpilot/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oidcStates } from '../../db/schema.ts';
import { hmacToken, randomToken, sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';

/** How long a started sign-in may take at the provider. */
export const oidcStateTtlMs = 10 * 60 * 1000;

export type OidcStateRow = typeof oidcStates.$inferSelect;

/** The nonce and PKCE verifier of a state, derived with a server key so neither is stored. */
export function oidcSecretsOf(key: Buffer, state: string) {
  return { nonce: hmacToken(key, `nonce:${state}`), codeVerifier: hmacToken(key, `pkce:${state}`) };
}

export async function createOidcState(
  db: Database,
  input: {
    provider: OidcProvider;
    intent: OidcIntent;
    organisationName?: string | undefined;
    userId?: string | undefined;
    now: Date;
  },
) {
  // Finished and abandoned sign-ins are kept a day (a replay then still reads "already used"), then dropped.
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, new Date(input.now.getTime() - 24 * 60 * 60 * 1000)));
  const state = randomToken(32);
  await db.insert(oidcStates).values({
    stateHash: sha256(state),
    provider: input.provider,
    intent: input.intent,
    organisationName: input.organisationName ?? null,
    userId: input.userId ?? null,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + oidcStateTtlMs),
  });
  return state;
}

const restart = 'Start again from the sign-in page.';

/**
 * Marks the state used (once: a second use fails) and checks it belongs to this provider and
 * step and has not expired. It is consumed even when a check fails, so it can never be retried.
 */
export async function consumeOidcState(
  db: Database,
  input: { state: string; provider: OidcProvider; intent: OidcIntent; now: Date },
): Promise<OidcStateRow> {
  const stateHash = sha256(input.state);
  const [row] = await db
    .update(oidcStates)
    .set({ consumedAt: input.now })
    .where(and(eq(oidcStates.stateHash, stateHash), isNull(oidcStates.consumedAt)))
    .returning();
  if (!row) {
    const [used] = await db.select({ id: oidcStates.id }).from(oidcStates).where(eq(oidcStates.stateHash, stateHash));
    throw new AppError(
      'BAD_REQUEST',
      used ? `This sign-in link has already been used. ${restart}` : `This sign-in link is not valid. ${restart}`,
    );
  }
  if (row.expiresAt.getTime() <= input.now.getTime()) {
    throw new AppError('BAD_REQUEST', `This sign-in took too long and has expired. ${restart}`);
  }
  if (row.provider !== input.provider || row.intent !== input.intent) {
    throw new AppError('BAD_REQUEST', `This sign-in link was started for something else. ${restart}`);
  }
  return row;
}
