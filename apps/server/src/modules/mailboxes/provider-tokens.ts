import type { OidcProvider } from '@leadpilot/contracts';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { codeChallengeOf } from '../../integrations/oidc/oidc-client.ts';
import { type OidcProviderSettings, oidcProviderSettings } from '../../integrations/oidc/oidc-provider-settings.ts';

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
export const grantGoneErrors = new Set(['invalid_grant', 'unauthorized_client', 'invalid_scope', 'consent_required']);

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
