import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  clockToleranceSeconds,
  createOidcProvider,
  DiscoveryFailure,
  idTokenProblemOf,
  isUnreachable,
} from './oidc-configuration.ts';
import type { OidcProviderSettings } from './oidc-provider-settings.ts';

/**
 * Sign-in with Google and Microsoft on `openid-client` (the certified OpenID Connect client):
 * discovery, the authorization address with PKCE, the code exchange and every ID-token check
 * (signature against the provider's keys, issuer, audience and authorized party, expiry, nonce,
 * state), through the provider shared with connected mailboxes (`oidc-configuration.ts`). What is
 * sign-in's own stays here: refusing personal Microsoft accounts, the ID token's age, and how a
 * failure reads to the user.
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

const maxTokenAgeMs = 10 * 60 * 1000;
const emailSchema = z.email();

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Google's `email_verified`; Microsoft's `xms_edov` (the email domain's owner verified it), or `email_verified` when sent. */
function isEmailVerifiedClaim(provider: OidcProviderSettings['provider'], claims: oidc.IDToken): boolean {
  if (isTrue(claims.email_verified)) return true;
  return provider === 'microsoft' && isTrue(claims.xms_edov);
}

/** What the user reads for an error of openid-client. */
function failureOf(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  if (error instanceof DiscoveryFailure) {
    return error.problem === 'issuer'
      ? new OidcFailure('unreachable', 'the provider announced an unexpected issuer')
      : new OidcFailure('unreachable', 'the provider answered its discovery request with something unexpected');
  }
  if (error instanceof oidc.ResponseBodyError) {
    if (error.status >= 500)
      return new OidcFailure('unreachable', 'the provider did not answer the sign-in as expected');
    return new OidcFailure('refused', `the provider refused the sign-in (${error.error.slice(0, 100)})`);
  }
  if (!(error instanceof oidc.ClientError) || isUnreachable(error)) {
    return new OidcFailure('unreachable', 'the provider could not be reached');
  }
  const problem = idTokenProblemOf(error);
  if (problem) return new OidcFailure('token', problem);
  return new OidcFailure('unreachable', 'the provider did not answer the sign-in as expected');
}

/** A client of one provider: discovery, the authorization address, the code exchange and ID-token checks. */
export function createOidcClient(settings: OidcProviderSettings, options: { timeoutMs: number }) {
  const provider = createOidcProvider(settings, options);

  async function discovered(): Promise<oidc.ServerMetadata> {
    try {
      return await provider.discovered();
    } catch (error) {
      throw failureOf(error);
    }
  }

  return {
    provider: settings.provider,

    /** The provider's authorization address for one sign-in. */
    async authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; redirectUri: string }) {
      const metadata = await discovered();
      const url = oidc.buildAuthorizationUrl(provider.configuration(metadata), {
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
        const checks = { pkceCodeVerifier: input.codeVerifier, expectedState: input.state };
        const tokens = await provider.grant(
          metadata,
          { now: input.now, nonce: input.nonce },
          (configuration, expected) =>
            oidc.authorizationCodeGrant(configuration, callback, { ...checks, expectedNonce: expected.nonce }),
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
