import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotConnections } from '../../db/schema.ts';
import type { HubspotApi, TokenGrant } from '../../integrations/hubspot/hubspot-api.ts';
import { HubspotApiError } from '../../integrations/hubspot/hubspot-request.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound, refused } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

export type HubspotConnectionRow = typeof hubspotConnections.$inferSelect;

/** What is sealed in `token_ciphertext` (bound to the connection's id). */
export interface StoredHubspotTokens {
  accessToken: string;
  refreshToken: string;
}

/** A token this close to its end is renewed before use (HubSpot's live 30 minutes). */
export const refreshMarginMs = 5 * 60 * 1000;

export function sealTokens(box: SecretBox, connectionId: string, grant: TokenGrant): string {
  const tokens: StoredHubspotTokens = { accessToken: grant.accessToken, refreshToken: grant.refreshToken };
  return box.sealJson(tokens, `hubspot:${connectionId}`);
}

/** The organisation's live connection (pending or connected), or null. */
export async function findConnection(db: Database, organisationId: string): Promise<HubspotConnectionRow | null> {
  const [row] = await db.select().from(hubspotConnections).where(eq(hubspotConnections.organisationId, organisationId));
  return row && row.status !== 'disconnected' ? row : null;
}

/** HubSpot's refusal or absence in the product's words: 422 for a refusal, 503 when it did not answer. */
export function hubspotProblem(error: HubspotApiError): AppError {
  if (error.status === 0 || error.status >= 500) {
    return new AppError(
      'UNAVAILABLE',
      `HubSpot cannot be reached right now (${error.message}). Try again in a moment.`,
    );
  }
  if (error.status === 429) {
    return new AppError('RATE_LIMITED', 'HubSpot asked Leadpilot to slow down. Try again in a moment.', {
      retryAfterSeconds: Math.ceil(error.retryAfterSeconds ?? 10),
    });
  }
  return refused(`HubSpot refused the request (${error.category || `HTTP ${error.status}`}: ${error.message}).`);
}

/**
 * A usable access token for the organisation's connection: the stored one, or, when it ends within
 * five minutes, a new one from the refresh token (stored sealed before it is used). The row is
 * locked meanwhile, so two workers never refresh at once. A refused refresh marks the connection
 * failing, with the reason, until the organisation connects again.
 */
export async function accessTokenFor(
  deps: { db: Database; clock: Clock; box: SecretBox; api: HubspotApi },
  organisationId: string,
): Promise<{ accessToken: string; connection: HubspotConnectionRow }> {
  const { db, clock, box, api } = deps;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(hubspotConnections)
      .where(eq(hubspotConnections.organisationId, organisationId))
      .for('update');
    if (!row || row.status === 'disconnected' || !row.tokenCiphertext) throw notFound('The HubSpot connection');
    const tokens = box.openJson<StoredHubspotTokens>(row.tokenCiphertext, `hubspot:${row.id}`);
    const now = clock.now();
    if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() - now.getTime() > refreshMarginMs) {
      return { kind: 'ok' as const, accessToken: tokens.accessToken, connection: row };
    }
    let grant: TokenGrant;
    try {
      grant = await api.refresh(tokens.refreshToken);
    } catch (error) {
      if (!(error instanceof HubspotApiError)) throw error;
      if (error.status === 0 || error.status >= 500 || error.status === 429) throw hubspotProblem(error);
      const reason = `HubSpot refused to renew access (${error.category || error.status}). Connect HubSpot again.`;
      await tx
        .update(hubspotConnections)
        .set({ status: 'failing', statusReason: reason, updatedAt: now })
        .where(eq(hubspotConnections.id, row.id));
      return { kind: 'failed' as const, reason };
    }
    const expiresAt = new Date(now.getTime() + grant.expiresInSeconds * 1000);
    const [updated] = await tx
      .update(hubspotConnections)
      .set({ tokenCiphertext: sealTokens(box, row.id, grant), tokenExpiresAt: expiresAt, updatedAt: now })
      .where(eq(hubspotConnections.id, row.id))
      .returning();
    return { kind: 'ok' as const, accessToken: grant.accessToken, connection: updated ?? row };
  });
  // The failing mark is committed before the refusal is thrown.
  if (outcome.kind === 'failed') throw refused(outcome.reason);
  return { accessToken: outcome.accessToken, connection: outcome.connection };
}
