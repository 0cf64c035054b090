import type { OidcProvider } from '@leadpilot/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailboxes } from '../../db/schema.ts';
import { codeChallengeOf } from '../../integrations/oidc/oidc-client.ts';
import { type OidcProviderSettings, oidcProviderSettings } from '../../integrations/oidc/oidc-provider-settings.ts';
import type { Clock } from '../../platform/clock.ts';
import { type SecretBox, SecretBoxError } from '../../platform/secret-box.ts';
import { MailboxConnectionError } from './mailbox-client.ts';
import type { MailboxRow } from './mailbox-view.ts';

/**
 * OAuth for connected Gmail and Microsoft mailboxes and calendars: the consent address, the code
 * exchange and the refresh, against the same Google and Microsoft apps (and discovery) as sign-in.
 * Tokens are kept sealed in the mailbox row and renewed a few minutes before they expire; a
 * provider that refuses the renewal (consent revoked, password changed, app removed) marks the
 * mailbox broken with a reason in plain words.
 */

/** What is sealed in `mailboxes.secretCiphertext` for a Gmail or Microsoft entry. */
export interface StoredProviderTokens {
  accessToken: string;
  refreshToken: string;
  scope: string;
}

/** What a token endpoint granted. */
export interface TokenGrant {
  accessToken: string;
  /** Absent when the provider keeps the previous refresh token valid. */
  refreshToken: string | null;
  expiresInSeconds: number;
  scope: string | null;
  idToken: string | null;
}

/** The account named by an ID token that came straight from the token endpoint. */
export interface ConsentIdentity {
  subject: string;
  email: string;
  name: string;
}

export const providerLabels: Record<OidcProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Renewal starts this long before the access token expires. */
export const refreshMarginMs = 5 * 60 * 1000;

/** Token endpoint errors that mean the grant is gone for good: only a new consent helps. */
const grantGoneErrors = new Set(['invalid_grant', 'unauthorized_client', 'invalid_scope', 'consent_required']);

/**
 * Why talking to a provider's OAuth endpoints failed. `refused`: the provider answered with an OAuth
 * error (`error` is its code); `unreachable`: no usable answer; `not_configured`: no client set up.
 */
export class ProviderOAuthFailure extends Error {
  readonly kind: 'refused' | 'unreachable' | 'not_configured';
  readonly error: string;

  constructor(kind: ProviderOAuthFailure['kind'], error: string, message: string) {
    super(message);
    this.name = 'ProviderOAuthFailure';
    this.kind = kind;
    this.error = error;
  }
}

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const grantSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().int().positive().optional(),
  scope: z.string().optional(),
  id_token: z.string().min(1).optional(),
});
const oauthErrorSchema = z.object({ error: z.string().max(200), error_description: z.string().optional() });

const discoveryTtlMs = 60 * 60 * 1000;

/** The provider's OAuth endpoints (from its discovery document) and the calls made to them. */
export function createProviderOAuth(config: Config, options: { timeoutMs?: number } = {}) {
  const settings = oidcProviderSettings(config);
  const timeoutMs = options.timeoutMs ?? config.PROVIDER_API_TIMEOUT_MS;
  const cache = new Map<OidcProvider, { at: number; value: Promise<Discovery> }>();

  function settingsOf(provider: OidcProvider): OidcProviderSettings {
    const found = settings[provider];
    if (!found) {
      throw new ProviderOAuthFailure('not_configured', 'not_configured', `${providerLabels[provider]} is not set up`);
    }
    return found;
  }

  async function postForm(url: string, form: Record<string, string>): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ProviderOAuthFailure('unreachable', 'unreachable', 'the sign-in service could not be reached');
    }
    return { status: response.status, body: await response.json().catch(() => null) };
  }

  async function loadDiscovery(provider: OidcProvider): Promise<Discovery> {
    const own = settingsOf(provider);
    let response: Response;
    try {
      response = await fetch(own.discoveryUrl, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ProviderOAuthFailure('unreachable', 'unreachable', 'the sign-in service could not be reached');
    }
    const parsed = discoverySchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new ProviderOAuthFailure('unreachable', 'discovery', 'the sign-in service answered unexpectedly');
    }
    const expected = own.discoveryIssuer;
    const isExpected =
      expected.kind === 'exact'
        ? parsed.data.issuer === expected.url
        : parsed.data.issuer.startsWith(`${expected.authority}/`);
    if (!isExpected)
      throw new ProviderOAuthFailure('unreachable', 'discovery', 'the sign-in service named another issuer');
    return parsed.data;
  }

  /** Discovery, shared for an hour; a failed load is forgotten so the next call retries. */
  function discovered(provider: OidcProvider): Promise<Discovery> {
    const now = Date.now();
    const cached = cache.get(provider);
    if (cached && now - cached.at <= discoveryTtlMs) return cached.value;
    const value = loadDiscovery(provider);
    cache.set(provider, { at: now, value });
    value.catch(() => {
      if (cache.get(provider)?.value === value) cache.delete(provider);
    });
    return value;
  }

  async function grant(provider: OidcProvider, form: Record<string, string>): Promise<TokenGrant> {
    const own = settingsOf(provider);
    const { token_endpoint: tokenEndpoint } = await discovered(provider);
    const { status, body } = await postForm(tokenEndpoint, {
      ...form,
      client_id: own.clientId,
      client_secret: own.clientSecret,
    });
    const reply = grantSchema.safeParse(body);
    if (status === 200 && reply.success) {
      return {
        accessToken: reply.data.access_token,
        refreshToken: reply.data.refresh_token ?? null,
        expiresInSeconds: reply.data.expires_in ?? 3600,
        scope: reply.data.scope ?? null,
        idToken: reply.data.id_token ?? null,
      };
    }
    const refusal = oauthErrorSchema.safeParse(body);
    if (status >= 500 || !refusal.success) {
      throw new ProviderOAuthFailure('unreachable', 'server_error', 'the sign-in service did not answer as expected');
    }
    throw new ProviderOAuthFailure('refused', refusal.data.error, refusal.data.error_description ?? refusal.data.error);
  }

  return {
    isConfigured: (provider: OidcProvider) => settings[provider] !== undefined,

    /** The consent address: code flow with PKCE (S256), the given scopes and extra parameters. */
    async authorizationUrl(
      provider: OidcProvider,
      input: {
        state: string;
        nonce: string;
        codeVerifier: string;
        redirectUri: string;
        scopes: string[];
        extra: Record<string, string>;
      },
    ): Promise<string> {
      const own = settingsOf(provider);
      const { authorization_endpoint: endpoint } = await discovered(provider);
      const url = new URL(endpoint);
      url.searchParams.set('client_id', own.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('scope', input.scopes.join(' '));
      url.searchParams.set('state', input.state);
      url.searchParams.set('nonce', input.nonce);
      url.searchParams.set('code_challenge', codeChallengeOf(input.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      for (const [name, value] of Object.entries(input.extra)) url.searchParams.set(name, value);
      return url.toString();
    },

    exchangeCode(provider: OidcProvider, input: { code: string; codeVerifier: string; redirectUri: string }) {
      return grant(provider, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
    },

    refresh(provider: OidcProvider, refreshToken: string) {
      return grant(provider, { grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /**
     * The account an ID token names. It came straight from the token endpoint over the connection
     * Leadpilot opened, so (as OpenID Connect allows) its issuer is trusted from that connection;
     * its audience, issuer, expiry and nonce are still checked. Null when any check fails.
     */
    identityOf(
      provider: OidcProvider,
      idToken: string,
      expected: { nonce: string; now: Date },
    ): ConsentIdentity | null {
      const own = settingsOf(provider);
      let claims: ReturnType<typeof decodeJwt>;
      try {
        claims = decodeJwt(idToken);
      } catch {
        return null;
      }
      const audiences = [claims.aud ?? []].flat();
      const issuer = claims.iss ?? '';
      const issuerMatches =
        own.discoveryIssuer.kind === 'exact'
          ? issuer === own.discoveryIssuer.url || own.issuerAliases.includes(issuer)
          : issuer.startsWith(`${own.discoveryIssuer.authority}/`);
      const isLive = typeof claims.exp === 'number' && claims.exp * 1000 > expected.now.getTime() - 60_000;
      if (!audiences.includes(own.clientId) || !issuerMatches || !isLive || claims.nonce !== expected.nonce) {
        return null;
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      return {
        subject: typeof claims.sub === 'string' ? claims.sub : '',
        email,
        name: typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : '',
      };
    },
  };
}
export type ProviderOAuth = ReturnType<typeof createProviderOAuth>;

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
