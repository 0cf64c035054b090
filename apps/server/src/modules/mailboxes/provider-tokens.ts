import type { OidcProvider } from '@leadpilot/contracts';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import {
  createOidcProvider,
  DiscoveryFailure,
  idTokenProblemOf,
  isUnreachable,
  type OidcProviderClient,
} from '../../integrations/oidc/oidc-configuration.ts';
import { oidcProviderSettings } from '../../integrations/oidc/oidc-provider-settings.ts';

/**
 * OAuth for connected Gmail and Microsoft mailboxes and calendars: the consent address, the code
 * exchange and the refresh, on `openid-client` with the same Google and Microsoft apps, discovery
 * and ID-token checks as sign-in (`integrations/oidc/oidc-configuration.ts`). Tokens are kept
 * sealed in the mailbox row and renewed a few minutes before they expire; a provider that refuses
 * the renewal (consent revoked, password changed, app removed) marks the mailbox broken with a
 * reason in plain words.
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

/** The account named by an ID token that openid-client verified in this client's code exchange. */
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
 * error (`error` is its code), or with an ID token that failed a check (`invalid_id_token`, the
 * check in plain words as the message); `unreachable`: no usable answer; `not_configured`: no
 * client set up.
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

const oauthErrorSchema = z.object({ error: z.string().max(200), error_description: z.string().optional() });

/** How long the claims of an ID token verified in a code exchange are kept for `identityOf`. */
const verifiedIdentityTtlMs = 10 * 60 * 1000;

const unreachable = () =>
  new ProviderOAuthFailure('unreachable', 'unreachable', 'the sign-in service could not be reached');
const unexpected = () =>
  new ProviderOAuthFailure('unreachable', 'server_error', 'the sign-in service did not answer as expected');

/** An OAuth error the provider answered with: refused with its code, or (its own failure) unreachable. */
function refusal(status: number, body: unknown): ProviderOAuthFailure {
  const parsed = oauthErrorSchema.safeParse(body);
  if (status >= 500 || !parsed.success) return unexpected();
  return new ProviderOAuthFailure('refused', parsed.data.error, parsed.data.error_description ?? parsed.data.error);
}

/** What the caller reads for an error of openid-client or of discovery. */
async function failureOf(error: unknown): Promise<ProviderOAuthFailure> {
  if (error instanceof ProviderOAuthFailure) return error;
  if (error instanceof DiscoveryFailure) {
    if (error.problem === 'unreachable') return unreachable();
    const why = error.problem === 'issuer' ? 'named another issuer' : 'answered unexpectedly';
    return new ProviderOAuthFailure('unreachable', 'discovery', `the sign-in service ${why}`);
  }
  if (error instanceof oidc.ResponseBodyError) return refusal(error.status, error.cause);
  if (error instanceof oidc.WWWAuthenticateChallengeError) {
    // A 401 with a challenge: the OAuth error is still in the body, as without one.
    return refusal(error.status, await error.response.json().catch(() => null));
  }
  if (isUnreachable(error)) return unreachable();
  // The provider answered, but its ID token failed a check: refused in the check's own words.
  const problem = idTokenProblemOf(error);
  if (problem) return new ProviderOAuthFailure('refused', 'invalid_id_token', problem);
  return unexpected();
}

/** The grant as the rest of the server keeps it. */
function grantOf(tokens: oidc.TokenEndpointResponse): TokenGrant {
  const expiresIn = tokens.expires_in;
  if (expiresIn !== undefined && !(Number.isInteger(expiresIn) && expiresIn > 0)) throw unexpected();
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token || null,
    expiresInSeconds: expiresIn ?? 3600,
    scope: tokens.scope ?? null,
    idToken: tokens.id_token || null,
  };
}

/** The provider's OAuth endpoints (from its discovery document) and the calls made to them. */
export function createProviderOAuth(config: Config, options: { timeoutMs?: number } = {}) {
  const settings = oidcProviderSettings(config);
  const timeoutMs = options.timeoutMs ?? config.PROVIDER_API_TIMEOUT_MS;
  const clients = new Map<OidcProvider, OidcProviderClient>();
  /** ID tokens of this process's code exchanges, by token, with the claims openid-client verified. */
  const verified = new Map<string, { provider: OidcProvider; claims: oidc.IDToken; at: number }>();

  function clientOf(provider: OidcProvider): OidcProviderClient {
    const own = settings[provider];
    if (!own) {
      throw new ProviderOAuthFailure('not_configured', 'not_configured', `${providerLabels[provider]} is not set up`);
    }
    let client = clients.get(provider);
    if (!client) {
      client = createOidcProvider(own, { timeoutMs });
      clients.set(provider, client);
    }
    return client;
  }

  function remember(provider: OidcProvider, idToken: string, claims: oidc.IDToken) {
    const now = Date.now();
    for (const [token, entry] of verified) {
      if (now - entry.at > verifiedIdentityTtlMs) verified.delete(token);
    }
    verified.set(idToken, { provider, claims, at: now });
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
      try {
        const client = clientOf(provider);
        const url = oidc.buildAuthorizationUrl(client.configuration(await client.discovered()), {
          response_type: 'code',
          redirect_uri: input.redirectUri,
          scope: input.scopes.join(' '),
          state: input.state,
          nonce: input.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
          code_challenge_method: 'S256',
          ...input.extra,
        });
        return url.toString();
      } catch (error) {
        throw await failureOf(error);
      }
    },

    /**
     * Exchanges the code (PKCE verifier, client secret) and verifies the ID token that comes back:
     * signature against the provider's keys, issuer, audience, expiry, and the nonce when given.
     * Without `nonce` the token's own is verified with it and checked by `identityOf`. With `state`,
     * openid-client checks the callback's state too (the consent state is checked before anyway).
     */
    async exchangeCode(
      provider: OidcProvider,
      input: { code: string; codeVerifier: string; redirectUri: string; state?: string; nonce?: string },
    ): Promise<TokenGrant> {
      try {
        const client = clientOf(provider);
        const metadata = await client.discovered();
        const callback = new URL(input.redirectUri);
        callback.searchParams.set('code', input.code);
        if (input.state !== undefined) callback.searchParams.set('state', input.state);
        const checks = { pkceCodeVerifier: input.codeVerifier, expectedState: input.state };
        const tokens = await client.grant(
          metadata,
          { now: new Date(), nonce: input.nonce, learnNonce: input.nonce === undefined },
          (configuration, expected) =>
            oidc.authorizationCodeGrant(configuration, callback, { ...checks, expectedNonce: expected.nonce }),
        );
        const claims = tokens.claims();
        if (tokens.id_token && claims) remember(provider, tokens.id_token, claims);
        return grantOf(tokens);
      } catch (error) {
        throw await failureOf(error);
      }
    },

    /** A new access token; an ID token in the reply is verified as in the exchange. */
    async refresh(provider: OidcProvider, refreshToken: string): Promise<TokenGrant> {
      try {
        const client = clientOf(provider);
        const metadata = await client.discovered();
        const tokens = await client.grant(metadata, { now: new Date() }, (configuration) =>
          oidc.refreshTokenGrant(configuration, refreshToken),
        );
        return grantOf(tokens);
      } catch (error) {
        throw await failureOf(error);
      }
    },

    /**
     * The account an ID token names, read from the claims openid-client verified when this
     * client's code exchange returned it (signature, issuer, audience, expiry); the nonce is
     * compared here. Null for a token no exchange here verified, or another sign-in's nonce.
     */
    identityOf(
      provider: OidcProvider,
      idToken: string,
      expected: { nonce: string; now: Date },
    ): ConsentIdentity | null {
      const entry = verified.get(idToken);
      if (!entry || entry.provider !== provider || Date.now() - entry.at > verifiedIdentityTtlMs) return null;
      if (entry.claims.nonce !== expected.nonce) return null;
      const { claims } = entry;
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
        name: typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : '',
      };
    },
  };
}
export type ProviderOAuth = ReturnType<typeof createProviderOAuth>;
