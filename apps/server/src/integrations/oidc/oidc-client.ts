import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { OidcProviderSettings } from './oidc-provider-settings.ts';

/**
 * Sign-in with Google and Microsoft on `openid-client` (the certified OpenID Connect client):
 * discovery, the authorization address with PKCE, the code exchange and every ID-token check
 * (signature against the provider's keys, issuer, audience and authorized party, expiry, nonce,
 * state). What is Leadpilot's own stays here: which issuers a provider may use, refusing personal
 * Microsoft accounts, and how a failure reads to the user.
 */

/**
 * Why a provider sign-in failed: the provider could not be reached, it refused the code, or its
 * ID token failed a check. `reason` is a short phrase shown to the user.
 */
export class OidcFailure extends Error {
  readonly kind: 'unreachable' | 'refused' | 'token';
  readonly reason: string;

  constructor(kind: OidcFailure['kind'], reason: string) {
    super(reason);
    this.name = 'OidcFailure';
    this.kind = kind;
    this.reason = reason;
  }
}

/** The verified facts of an ID token the server uses. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** Lower-cased; empty when the token carries none. */
  email: string;
  isEmailVerified: boolean;
  name: string;
}

const discoveryTtlMs = 60 * 60 * 1000;
const maxTokenAgeMs = 10 * 60 * 1000;
const clockToleranceSeconds = 60;
const tenantTemplate = '{tenantid}';
const tenantIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);
const emailSchema = z.email();

/** The S256 PKCE challenge of a verifier. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Google's `email_verified`; Microsoft's `xms_edov` (the email domain's owner verified it), or `email_verified` when sent. */
function isEmailVerifiedClaim(provider: OidcProviderSettings['provider'], claims: oidc.IDToken): boolean {
  if (isTrue(claims.email_verified)) return true;
  return provider === 'microsoft' && isTrue(claims.xms_edov);
}

/**
 * Plain http is refused (openid-client's default) except for an issuer on this machine's loopback,
 * which only tests and local development configure; real providers are always https.
 */
function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname);
}

/** The claim an ID-token check failed on, as openid-client reports it. */
function failedClaimOf(error: oidc.ClientError): string {
  const cause = error.cause as { cause?: { claim?: unknown } } | undefined;
  return typeof cause?.cause?.claim === 'string' ? cause.cause.claim : '';
}

/** What the user reads for an error of openid-client. */
function failureOf(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  if (error instanceof oidc.ResponseBodyError) {
    if (error.status >= 500)
      return new OidcFailure('unreachable', 'the provider did not answer the sign-in as expected');
    return new OidcFailure('refused', `the provider refused the sign-in (${error.error.slice(0, 100)})`);
  }
  if (!(error instanceof oidc.ClientError)) {
    return new OidcFailure('unreachable', 'the provider could not be reached');
  }
  const claim = failedClaimOf(error);
  switch (error.code) {
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      if (claim === 'nonce') return new OidcFailure('token', 'the ID token does not belong to this sign-in');
      if (claim === 'iss') return new OidcFailure('token', 'the ID token comes from an unexpected issuer');
      if (claim === 'aud' || claim === 'azp') {
        return new OidcFailure('token', 'the ID token was issued to another application');
      }
      return new OidcFailure('token', 'the ID token is not valid');
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      if (claim === 'exp') return new OidcFailure('token', 'the ID token has expired');
      return new OidcFailure('token', 'the ID token was not issued just now');
    case 'OAUTH_KEY_SELECTION_FAILED':
      return new OidcFailure('token', "the ID token's signature is not valid");
    case 'OAUTH_INVALID_RESPONSE':
    case 'OAUTH_UNSUPPORTED_OPERATION': {
      const detail = error.cause instanceof Error ? error.cause.message : error.message;
      if (/signature/i.test(detail)) return new OidcFailure('token', "the ID token's signature is not valid");
      if (/\balg\b|algorithm/i.test(detail)) {
        return new OidcFailure('token', 'the ID token is signed with an algorithm that is not allowed');
      }
      return new OidcFailure('unreachable', 'the provider did not answer the sign-in as expected');
    }
    case 'OAUTH_TIMEOUT':
    case 'OAUTH_ABORT':
      return new OidcFailure('unreachable', 'the provider could not be reached');
    default:
      return new OidcFailure('unreachable', 'the provider did not answer the sign-in as expected');
  }
}

/** Headers that describe the bytes on the wire, not the recorded (already decoded) body. */
const rewrittenHeaders = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/** A token endpoint reply kept so the same reply can be checked again, against a tenant's issuer. */
interface RecordedReply {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A client of one provider: discovery, the authorization address, the code exchange and ID-token checks. */
export function createOidcClient(settings: OidcProviderSettings, options: { timeoutMs: number }) {
  const insecureLoopback = isLoopbackHttp(settings.discoveryUrl);
  let cached: { at: number; value: Promise<oidc.ServerMetadata> } | null = null;
  let jwksCache: oidc.ExportedJWKSCache | undefined;

  // `RequestInit` as the DOM declares it too (the browser tests compile this file with the DOM's types).
  const timedFetch: oidc.CustomFetch = (url, init) =>
    fetch(url, {
      ...init,
      signal: init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(options.timeoutMs)])
        : AbortSignal.timeout(options.timeoutMs),
    } as RequestInit);

  async function loadDiscovery(): Promise<oidc.ServerMetadata> {
    let configuration: oidc.Configuration;
    try {
      // A `/.well-known/` address is read as is; the announced issuer is checked below, since
      // Microsoft's multi-tenant endpoints announce a `{tenantid}` template, not their own address.
      configuration = await oidc.discovery(new URL(settings.discoveryUrl), settings.clientId, undefined, undefined, {
        [oidc.customFetch]: timedFetch,
        execute: insecureLoopback ? [oidc.allowInsecureRequests] : [],
      });
    } catch {
      throw new OidcFailure('unreachable', 'the provider answered its discovery request with something unexpected');
    }
    // Only the metadata itself is kept: its helper functions cannot be copied into a configuration.
    const { supportsPKCE: _helper, ...metadata } = configuration.serverMetadata();
    const expected = settings.discoveryIssuer;
    const isExpectedIssuer =
      expected.kind === 'exact'
        ? metadata.issuer === expected.url
        : metadata.issuer.startsWith(`${expected.authority}/`);
    if (!isExpectedIssuer) throw new OidcFailure('unreachable', 'the provider announced an unexpected issuer');
    // The web hands back only the code and the state; the state is bound to one provider's
    // callback path, which is what the `iss` response parameter would protect.
    return { ...metadata, authorization_response_iss_parameter_supported: false };
  }

  /** Discovery, shared for an hour; a failed load is forgotten so the next call retries. */
  function discovered(): Promise<oidc.ServerMetadata> {
    const now = Date.now();
    if (!cached || now - cached.at > discoveryTtlMs) {
      const value = loadDiscovery();
      cached = { at: now, value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    return cached.value;
  }

  /** A configuration whose ID tokens must name `issuer`, checked at the time `now` (the app's clock). */
  function configurationFor(
    metadata: oidc.ServerMetadata,
    issuer: string,
    now: Date,
    fetchWith: oidc.CustomFetch = timedFetch,
  ) {
    const configuration = new oidc.Configuration(
      { ...metadata, issuer },
      settings.clientId,
      {
        id_token_signed_response_alg: 'RS256',
        [oidc.clockSkew]: Math.round((now.getTime() - Date.now()) / 1000),
        [oidc.clockTolerance]: clockToleranceSeconds,
      },
      oidc.ClientSecretPost(settings.clientSecret),
    );
    configuration[oidc.customFetch] = fetchWith;
    if (insecureLoopback) oidc.allowInsecureRequests(configuration);
    // The ID token's signature is checked against the provider's published keys too, not only
    // trusted because it came over the connection to the token endpoint.
    oidc.enableNonRepudiationChecks(configuration);
    if (jwksCache) oidc.setJwksCache(configuration, jwksCache);
    return configuration;
  }

  /**
   * The issuer an ID token may carry when it is not discovery's own: Microsoft's `{tenantid}`
   * template filled with the token's tenant, or one of the provider's aliases. Read from the token
   * before it is verified, only to choose what to verify it against.
   */
  function alternativeIssuerOf(discoveredIssuer: string, claims: Record<string, unknown>): string | null {
    if (discoveredIssuer.includes(tenantTemplate)) {
      const tenantId = claims.tid;
      if (typeof tenantId !== 'string' || !tenantIdPattern.test(tenantId)) return null;
      return discoveredIssuer.replace(tenantTemplate, tenantId);
    }
    const issuer = claims.iss;
    return typeof issuer === 'string' && settings.issuerAliases.includes(issuer) ? issuer : null;
  }

  /** The code exchange; with another issuer in play, the same recorded reply is checked again against it. */
  async function exchange(
    metadata: oidc.ServerMetadata,
    callback: URL,
    checks: oidc.AuthorizationCodeGrantChecks,
    now: Date,
  ) {
    const tokenEndpoint = new URL(metadata.token_endpoint ?? '').href;
    const isTokenEndpoint = (url: string) => new URL(url).href === tokenEndpoint;
    let recorded: RecordedReply | null = null;
    const recording: oidc.CustomFetch = async (url, init) => {
      const response = await timedFetch(url, init);
      if (!isTokenEndpoint(url)) return response;
      const headers = [...response.headers].filter(([name]) => !rewrittenHeaders.has(name));
      const reply: RecordedReply = { status: response.status, headers, body: await response.text() };
      recorded = reply;
      return new Response(reply.body, { status: reply.status, headers: reply.headers });
    };
    try {
      return await grant(configurationFor(metadata, metadata.issuer, now, recording), callback, checks);
    } catch (error) {
      const reply = recorded as RecordedReply | null;
      const claims =
        error instanceof oidc.ClientError && failedClaimOf(error) === 'iss'
          ? (error.cause as { cause?: { claims?: Record<string, unknown> } }).cause?.claims
          : undefined;
      const issuer = reply && claims ? alternativeIssuerOf(metadata.issuer, claims) : null;
      if (!reply || !issuer) throw error;
      const replay: oidc.CustomFetch = async (url, init) =>
        isTokenEndpoint(url)
          ? new Response(reply.body, { status: reply.status, headers: reply.headers })
          : timedFetch(url, init);
      return await grant(configurationFor(metadata, issuer, now, replay), callback, checks);
    }
  }

  /** The grant; the provider's signing keys it read are kept for the next sign-in. */
  async function grant(configuration: oidc.Configuration, callback: URL, checks: oidc.AuthorizationCodeGrantChecks) {
    try {
      return await oidc.authorizationCodeGrant(configuration, callback, checks);
    } finally {
      jwksCache = oidc.getJwksCache(configuration) ?? jwksCache;
    }
  }

  return {
    provider: settings.provider,

    /** The provider's authorization address for one sign-in. */
    async authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }) {
      const metadata = await discovered();
      const url = oidc.buildAuthorizationUrl(configurationFor(metadata, metadata.issuer, new Date()), {
        response_type: 'code',
        redirect_uri: input.redirectUri,
        scope: 'openid email profile',
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return url.toString();
    },

    /** Exchanges the code (with the PKCE verifier and the client secret) and verifies the ID token it returns. */
    async finish(input: {
      code: string;
      state: string;
      codeVerifier: string;
      redirectUri: string;
      nonce: string;
      now: Date;
    }): Promise<VerifiedIdentity> {
      const metadata = await discovered();
      const callback = new URL(input.redirectUri);
      callback.searchParams.set('code', input.code);
      callback.searchParams.set('state', input.state);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await exchange(
          metadata,
          callback,
          { pkceCodeVerifier: input.codeVerifier, expectedState: input.state, expectedNonce: input.nonce },
          input.now,
        );
        claims = tokens.claims();
      } catch (error) {
        throw failureOf(error);
      }
      if (!claims) throw new OidcFailure('token', 'the provider sent no ID token');
      return identityOf(claims, input.now);
    },
  };

  function identityOf(claims: oidc.IDToken, now: Date): VerifiedIdentity {
    if (now.getTime() - claims.iat * 1000 > maxTokenAgeMs + clockToleranceSeconds * 1000) {
      throw new OidcFailure('token', 'the ID token was not issued just now');
    }
    if (typeof claims.tid === 'string' && settings.refusedTenantIds.includes(claims.tid.toLowerCase())) {
      throw new OidcFailure('token', 'personal Microsoft accounts are not accepted here; use a work or school account');
    }
    const subject = claims.sub;
    if (subject === '' || subject.length > 255) throw new OidcFailure('token', 'the ID token names no account');
    const rawEmail = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const email = emailSchema.safeParse(rawEmail).success && rawEmail.length <= 254 ? rawEmail : '';
    const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : '';
    return {
      issuer: claims.iss,
      subject,
      email,
      isEmailVerified: email !== '' && isEmailVerifiedClaim(settings.provider, claims),
      name,
    };
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>;
