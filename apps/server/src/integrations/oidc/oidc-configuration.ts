import * as oidc from 'openid-client';
import type { OidcProviderSettings } from './oidc-provider-settings.ts';

/**
 * What sign-in and connected mailboxes share of one provider on `openid-client`: discovery with
 * Leadpilot's issuer rule, the configuration every call is made with (client secret, RS256, the
 * ID token's signature checked against the provider's keys, plain http only on loopback), and
 * token-endpoint grants whose ID token may name another issuer than discovery's own (Microsoft's
 * tenants, Google's bare host name). How a failure reads stays with each caller.
 */

/** Why discovery failed: no answer, an answer that is not a discovery document, or another issuer announced. */
export class DiscoveryFailure extends Error {
  readonly problem: 'unreachable' | 'unexpected' | 'issuer';

  constructor(problem: DiscoveryFailure['problem']) {
    super(`discovery failed: ${problem}`);
    this.name = 'DiscoveryFailure';
    this.problem = problem;
  }
}

/** What an ID token is verified against in a grant. */
export interface GrantExpectations {
  issuer: string;
  /** Undefined: the ID token must carry none, unless the grant may learn it (see `grant`). */
  nonce: string | undefined;
}

const discoveryTtlMs = 60 * 60 * 1000;
/** How far the provider's clock may be off when a token's times are checked. */
export const clockToleranceSeconds = 60;
const tenantTemplate = '{tenantid}';
const tenantIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** Headers that describe the bytes on the wire, not the recorded (already decoded) body. */
const rewrittenHeaders = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * Plain http is refused (openid-client's default) except for an issuer on this machine's loopback,
 * which only tests and local development configure; real providers are always https.
 */
export function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname);
}

/** `fetch` that gives up after `timeoutMs`, on top of any signal openid-client passes. */
export function timedFetchOf(timeoutMs: number): oidc.CustomFetch {
  // `RequestInit` as the DOM declares it too (the browser tests compile this file with the DOM's types).
  return (url, init) =>
    fetch(url, {
      ...init,
      signal: init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    } as RequestInit);
}

/** The claim an ID-token check failed on, as openid-client reports it. */
export function failedClaimOf(error: oidc.ClientError): string {
  const cause = error.cause as { cause?: { claim?: unknown } } | undefined;
  return typeof cause?.cause?.claim === 'string' ? cause.cause.claim : '';
}

function claimsOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof oidc.ClientError)) return undefined;
  return (error.cause as { cause?: { claims?: Record<string, unknown> } } | undefined)?.cause?.claims;
}

/** The ID-token check an error of openid-client failed, in plain words; null when it is about something else. */
export function idTokenProblemOf(error: unknown): string | null {
  if (!(error instanceof oidc.ClientError)) return null;
  const claim = failedClaimOf(error);
  switch (error.code) {
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      if (claim === 'nonce') return 'the ID token does not belong to this sign-in';
      if (claim === 'iss') return 'the ID token comes from an unexpected issuer';
      if (claim === 'aud' || claim === 'azp') return 'the ID token was issued to another application';
      return 'the ID token is not valid';
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return claim === 'exp' ? 'the ID token has expired' : 'the ID token was not issued just now';
    case 'OAUTH_KEY_SELECTION_FAILED':
      return "the ID token's signature is not valid";
    case 'OAUTH_INVALID_RESPONSE':
    case 'OAUTH_UNSUPPORTED_OPERATION': {
      const detail = error.cause instanceof Error ? error.cause.message : error.message;
      if (/signature/i.test(detail)) return "the ID token's signature is not valid";
      if (/\balg\b|algorithm/i.test(detail)) return 'the ID token is signed with an algorithm that is not allowed';
      return null;
    }
    default:
      return null;
  }
}

/** True when openid-client gave up waiting, or the request never got an answer. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof oidc.ClientError) return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT';
  return !(error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError);
}

/** A token endpoint reply kept so the same reply can be checked again, against other expectations. */
interface RecordedReply {
  status: number;
  headers: [string, string][];
  body: string;
}

/** One provider on openid-client: discovery (kept for an hour), configurations and verified grants. */
export function createOidcProvider(settings: OidcProviderSettings, options: { timeoutMs: number }) {
  const insecureLoopback = isLoopbackHttp(settings.discoveryUrl);
  const timedFetch = timedFetchOf(options.timeoutMs);
  let cached: { at: number; value: Promise<oidc.ServerMetadata> } | null = null;
  let jwksCache: oidc.ExportedJWKSCache | undefined;

  async function loadDiscovery(): Promise<oidc.ServerMetadata> {
    let configuration: oidc.Configuration;
    try {
      // A `/.well-known/` address is read as is; the announced issuer is checked below, since
      // Microsoft's multi-tenant endpoints announce a `{tenantid}` template, not their own address.
      configuration = await oidc.discovery(new URL(settings.discoveryUrl), settings.clientId, undefined, undefined, {
        [oidc.customFetch]: timedFetch,
        execute: insecureLoopback ? [oidc.allowInsecureRequests] : [],
      });
    } catch (error) {
      throw new DiscoveryFailure(isUnreachable(error) ? 'unreachable' : 'unexpected');
    }
    // Only the metadata itself is kept: its helper functions cannot be copied into a configuration.
    const { supportsPKCE: _helper, ...metadata } = configuration.serverMetadata();
    const expected = settings.discoveryIssuer;
    const isExpectedIssuer =
      expected.kind === 'exact'
        ? metadata.issuer === expected.url
        : metadata.issuer.startsWith(`${expected.authority}/`);
    if (!isExpectedIssuer) throw new DiscoveryFailure('issuer');
    // The web hands back only the code and the state; the state is bound to one provider's
    // callback path, which is what the `iss` response parameter would protect.
    return { ...metadata, authorization_response_iss_parameter_supported: false };
  }

  /** A configuration whose ID tokens must name `issuer`, checked at the time `now`. */
  function configurationFor(
    metadata: oidc.ServerMetadata,
    issuer: string,
    now: Date,
    fetchWith: oidc.CustomFetch = timedFetch,
  ): oidc.Configuration {
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

  return {
    provider: settings.provider,

    /** Discovery, shared for an hour; a failed load is forgotten so the next call retries. */
    discovered(): Promise<oidc.ServerMetadata> {
      const now = Date.now();
      if (!cached || now - cached.at > discoveryTtlMs) {
        const value = loadDiscovery();
        cached = { at: now, value };
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },

    /** The configuration for an authorization address (no ID token is checked with it). */
    configuration: (metadata: oidc.ServerMetadata) => configurationFor(metadata, metadata.issuer, new Date()),

    /**
     * One token-endpoint grant (`run`) with its ID token verified. Should the token name another
     * issuer of this provider, or (with `learnNonce`) a nonce the caller checks itself afterwards,
     * the same recorded reply is verified again against that: a code is good for one exchange only.
     */
    async grant<T>(
      metadata: oidc.ServerMetadata,
      input: { now: Date; nonce?: string; learnNonce?: boolean },
      run: (configuration: oidc.Configuration, expected: GrantExpectations) => Promise<T>,
    ): Promise<T> {
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
      const replay: oidc.CustomFetch = async (url, init) => {
        const reply = recorded as RecordedReply | null;
        return reply && isTokenEndpoint(url)
          ? new Response(reply.body, { status: reply.status, headers: reply.headers })
          : timedFetch(url, init);
      };
      const expected: GrantExpectations = { issuer: metadata.issuer, nonce: input.nonce };
      // At most one more try for the issuer and one for the nonce.
      for (let attempt = 0; ; attempt += 1) {
        const configuration = configurationFor(metadata, expected.issuer, input.now, attempt ? replay : recording);
        try {
          return await run(configuration, { ...expected });
        } catch (error) {
          const hasReply = (recorded as RecordedReply | null) !== null;
          const claims = hasReply && attempt < 2 ? claimsOf(error) : undefined;
          const claim = error instanceof oidc.ClientError ? failedClaimOf(error) : '';
          const issuer = claims && claim === 'iss' ? alternativeIssuerOf(metadata.issuer, claims) : null;
          const canLearnNonce = input.learnNonce && expected.nonce === undefined && claim === 'nonce';
          if (issuer && issuer !== expected.issuer) expected.issuer = issuer;
          else if (canLearnNonce && typeof claims?.nonce === 'string') expected.nonce = claims.nonce;
          else throw error;
        } finally {
          // The provider's signing keys read for this grant are kept for the next one.
          jwksCache = oidc.getJwksCache(configuration) ?? jwksCache;
        }
      }
    },
  };
}
export type OidcProviderClient = ReturnType<typeof createOidcProvider>;
