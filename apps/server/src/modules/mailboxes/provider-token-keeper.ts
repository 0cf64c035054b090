import type { OidcProvider } from '@leadpilot/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxes } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { type SecretBox, SecretBoxError } from '../../platform/secret-box.ts';
import { MailboxConnectionError } from './mailbox-client.ts';
import type { MailboxRow } from './mailbox-view.ts';
import {
  grantGoneErrors,
  type ProviderOAuth,
  ProviderOAuthFailure,
  providerLabels,
  refreshMarginMs,
  type StoredProviderTokens,
  type TokenGrant,
} from './provider-tokens.ts';

/** Google for Gmail entries and Google calendars, Microsoft for Microsoft mailboxes and calendars. */
export function providerOfMailbox(row: Pick<MailboxRow, 'kind'>): OidcProvider {
  return row.kind === 'microsoft' ? 'microsoft' : 'google';
}

function noun(row: Pick<MailboxRow, 'mode'>) {
  return row.mode === 'Calendar' ? 'calendar' : 'mailbox';
}

/** The reason a mailbox shows once its provider refused Leadpilot's access. */
export function accessRefusedReason(row: Pick<MailboxRow, 'kind' | 'mode' | 'email'>): string {
  return `${providerLabels[providerOfMailbox(row)]} no longer accepts Leadpilot's access to ${row.email}: reconnect the ${noun(row)}.`;
}

/**
 * Hands out a live access token for a Gmail or Microsoft entry, renewing it when it expires within
 * five minutes. One renewal per mailbox at a time in this process (later callers share it); across
 * processes the stored tokens are replaced only if nobody replaced them meanwhile, and a process that
 * lost that race uses the winner's token.
 */
export function createProviderTokenKeeper(deps: {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  oauth: ProviderOAuth;
}) {
  const { db, clock, secretBox, oauth } = deps;
  const renewals = new Map<string, Promise<string>>();

  async function current(id: string) {
    const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
    if (!row) throw new MailboxConnectionError('token', 'This mailbox no longer exists.', true);
    return row;
  }

  async function markBroken(row: MailboxRow, reason: string) {
    if (!row.secretCiphertext) return;
    await db
      .update(mailboxes)
      .set({ status: 'broken', statusReason: reason, updatedAt: clock.now() })
      .where(
        and(
          eq(mailboxes.id, row.id),
          eq(mailboxes.secretCiphertext, row.secretCiphertext),
          ne(mailboxes.status, 'deactivated'),
        ),
      );
  }

  /** Marks the entry broken with the refusal's reason and answers the error to throw. */
  async function refusedAccess(row: MailboxRow): Promise<MailboxConnectionError> {
    const reason = accessRefusedReason(row);
    await markBroken(row, reason);
    return new MailboxConnectionError('token', reason, true);
  }

  function tokensOf(row: MailboxRow): StoredProviderTokens | null {
    if (!row.secretCiphertext) return null;
    try {
      return secretBox.openJson<StoredProviderTokens>(row.secretCiphertext, row.id);
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  }

  async function renew(row: MailboxRow, tokens: StoredProviderTokens): Promise<string> {
    const provider = providerOfMailbox(row);
    let granted: TokenGrant;
    try {
      granted = await oauth.refresh(provider, tokens.refreshToken);
    } catch (error) {
      if (error instanceof ProviderOAuthFailure && error.kind === 'refused' && grantGoneErrors.has(error.error)) {
        throw await refusedAccess(row);
      }
      if (error instanceof ProviderOAuthFailure && error.kind === 'not_configured') {
        throw new MailboxConnectionError(
          'token',
          `${providerLabels[provider]} is not set up on this server any more, so ${row.email} cannot be used. Ask an administrator to set it up again.`,
          false,
        );
      }
      const why = error instanceof ProviderOAuthFailure && error.kind === 'refused' ? ` (${error.error})` : '';
      throw new MailboxConnectionError(
        'token',
        `${providerLabels[provider]} could not renew Leadpilot's access to ${row.email} just now${why}. It is tried again shortly.`,
        false,
      );
    }
    const renewed: StoredProviderTokens = {
      accessToken: granted.accessToken,
      refreshToken: granted.refreshToken ?? tokens.refreshToken,
      scope: granted.scope ?? tokens.scope,
    };
    const stored = await db
      .update(mailboxes)
      .set({
        secretCiphertext: secretBox.sealJson(renewed, row.id),
        tokenExpiresAt: new Date(clock.now().getTime() + granted.expiresInSeconds * 1000),
        updatedAt: clock.now(),
      })
      .where(and(eq(mailboxes.id, row.id), eq(mailboxes.secretCiphertext, row.secretCiphertext ?? '')))
      .returning({ id: mailboxes.id });
    if (stored.length > 0) return renewed.accessToken;
    // Another process renewed (or the mailbox was reconnected) meanwhile: use what is stored now.
    const latest = tokensOf(await current(row.id));
    if (!latest) throw await refusedAccess(row);
    return latest.accessToken;
  }

  return {
    /**
     * A live access token for the entry. `staleToken`: the token an API just refused (401); a
     * renewal then happens whatever the expiry says, unless the stored token already differs.
     */
    async accessTokenFor(mailboxId: string, options: { staleToken?: string } = {}): Promise<string> {
      const row = await current(mailboxId);
      const tokens = tokensOf(row);
      if (!tokens) {
        const reason = row.secretCiphertext
          ? `The stored access to ${row.email} can no longer be read (the encryption key changed): reconnect the ${noun(row)}.`
          : `${row.email} holds no access from ${providerLabels[providerOfMailbox(row)]}: reconnect the ${noun(row)}.`;
        await markBroken(row, reason);
        throw new MailboxConnectionError('token', reason, true);
      }
      const expiresAt = row.tokenExpiresAt?.getTime() ?? 0;
      const isFresh = expiresAt - clock.now().getTime() > refreshMarginMs;
      if (options.staleToken === undefined ? isFresh : tokens.accessToken !== options.staleToken) {
        return tokens.accessToken;
      }
      const running = renewals.get(row.id);
      if (running) return running;
      const renewal = renew(row, tokens).finally(() => renewals.delete(row.id));
      renewals.set(row.id, renewal);
      return renewal;
    },

    /** Marks the entry broken because the provider refused even a renewed token. */
    async refuse(mailboxId: string): Promise<MailboxConnectionError> {
      return refusedAccess(await current(mailboxId));
    },
  };
}
export type ProviderTokenKeeper = ReturnType<typeof createProviderTokenKeeper>;
