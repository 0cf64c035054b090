import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { OidcProviderSettings } from './oidc-provider-settings.ts';

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

const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
type Discovery = z.infer<typeof discoverySchema>;

const tokenReplySchema = z.object({ id_token: z.string().min(1) });
const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

const discoveryTtlMs = 60 * 60 * 1000;
const tenantTemplate = '{tenantid}';
const tenantIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The S256 PKCE challenge of a verifier. */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Google's `email_verified`; Microsoft's `xms_edov` (the email domain's owner verified it), or `email_verified` when sent. */
function isEmailVerifiedClaim(provider: OidcProviderSettings['provider'], payload: JWTPayload): boolean {
  if (isTrue(payload.email_verified)) return true;
  return provider === 'microsoft' && isTrue(payload.xms_edov);
}

const emailSchema = z.email();

/** A client of one provider: discovery, the authorization address, the code exchange and ID-token checks. */
export function createOidcClient(settings: OidcProviderSettings, options: { timeoutMs: number }) {
  let cached: {
    at: number;
    value: Promise<{ discovery: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }>;
  } | null = null;

  async function fetchJson(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      throw new OidcFailure('unreachable', 'the provider could not be reached');
    }
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  }

  async function loadDiscovery() {
    const { status, body } = await fetchJson(settings.discoveryUrl, { headers: { accept: 'application/json' } });
    const parsed = discoverySchema.safeParse(body);
    if (status !== 200 || !parsed.success) {
      throw new OidcFailure('unreachable', 'the provider answered its discovery request with something unexpected');
    }
    const discovery = parsed.data;
    const expected = settings.discoveryIssuer;
    const isExpectedIssuer =
      expected.kind === 'exact'
        ? discovery.issuer === expected.url
        : discovery.issuer.startsWith(`${expected.authority}/`);
    if (!isExpectedIssuer) throw new OidcFailure('unreachable', 'the provider announced an unexpected issuer');
    const keys = createRemoteJWKSet(new URL(discovery.jwks_uri), {
      timeoutDuration: options.timeoutMs,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60 * 1000,
    });
    return { discovery, keys };
  }

  /** Discovery and its key set, shared for an hour; a failed load is forgotten so the next call retries. */
  function discovered() {
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

  /** The issuer a token must carry: discovery's, with the token's own tenant for Microsoft's template. */
  function expectedIssuers(discovery: Discovery, payload: JWTPayload): string[] {
    if (!discovery.issuer.includes(tenantTemplate)) return [discovery.issuer, ...settings.issuerAliases];
    const tenantId = payload.tid;
    if (typeof tenantId !== 'string' || !tenantIdPattern.test(tenantId)) return [];
    return [discovery.issuer.replace(tenantTemplate, tenantId)];
  }

  function tokenFailure(error: unknown): OidcFailure {
    if (error instanceof OidcFailure) return error;
    if (error instanceof joseErrors.JWTExpired) return new OidcFailure('token', 'the ID token has expired');
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      if (error.claim === 'aud') return new OidcFailure('token', 'the ID token was issued to another application');
      if (error.claim === 'iat') return new OidcFailure('token', 'the ID token was not issued just now');
      return new OidcFailure('token', `the ID token's ${error.claim} claim is not valid`);
    }
    if (error instanceof joseErrors.JOSEAlgNotAllowed) {
      return new OidcFailure('token', 'the ID token is signed with an algorithm that is not allowed');
    }
    if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWSSignatureVerificationFailed) {
      return new OidcFailure('token', "the ID token's signature is not valid");
    }
    if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
      return new OidcFailure('unreachable', "the provider's signing keys could not be read");
    }
    return new OidcFailure('token', 'the ID token is not valid');
  }

  return {
    provider: settings.provider,

    /** The provider's authorization address for one sign-in. */
    async authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }) {
      const { discovery } = await discovered();
      const url = new URL(discovery.authorization_endpoint);
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', input.state);
      url.searchParams.set('nonce', input.nonce);
      url.searchParams.set('code_challenge', codeChallengeOf(input.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('prompt', 'select_account');
      return url.toString();
    },

    /** Exchanges the code (with the PKCE verifier and the client secret) and verifies the ID token it returns. */
    async finish(input: { code: string; codeVerifier: string; redirectUri: string; nonce: string; now: Date }) {
      const { discovery, keys } = await discovered();
      const { status, body } = await fetchJson(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: input.codeVerifier,
        }).toString(),
      });
      const reply = tokenReplySchema.safeParse(body);
      if (status !== 200 || !reply.success) {
        const refusal = tokenErrorSchema.safeParse(body);
        if (status >= 500 || !refusal.success) {
          throw new OidcFailure('unreachable', 'the provider did not answer the sign-in as expected');
        }
        throw new OidcFailure('refused', `the provider refused the sign-in (${refusal.data.error})`);
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(reply.data.id_token, keys, {
          audience: settings.clientId,
          algorithms: ['RS256'],
          currentDate: input.now,
          clockTolerance: 60,
          maxTokenAge: '10 minutes',
          requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat', 'nonce'],
        }));
      } catch (error) {
        throw tokenFailure(error);
      }
      return checkClaims(discovery, payload, input.nonce);
    },
  };

  function checkClaims(discovery: Discovery, payload: JWTPayload, nonce: string): VerifiedIdentity {
    const issuer = payload.iss ?? '';
    if (!expectedIssuers(discovery, payload).includes(issuer)) {
      throw new OidcFailure('token', 'the ID token comes from an unexpected issuer');
    }
    if (typeof payload.tid === 'string' && settings.refusedTenantIds.includes(payload.tid.toLowerCase())) {
      throw new OidcFailure('token', 'personal Microsoft accounts are not accepted here; use a work or school account');
    }
    // With several audiences the token must name us as the party it was issued to.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
      throw new OidcFailure('token', 'the ID token was issued to another application');
    }
    if (payload.nonce !== nonce) throw new OidcFailure('token', 'the ID token does not belong to this sign-in');
    const subject = payload.sub ?? '';
    if (subject === '' || subject.length > 255) throw new OidcFailure('token', 'the ID token names no account');
    const rawEmail = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    const email = emailSchema.safeParse(rawEmail).success && rawEmail.length <= 254 ? rawEmail : '';
    const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 120) : '';
    return {
      issuer,
      subject,
      email,
      isEmailVerified: email !== '' && isEmailVerifiedClaim(settings.provider, payload),
      name,
    };
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>;
