import {
  type OidcCallbackBody,
  type OidcIntent,
  type OidcProvider,
  type OidcStart,
  oidcProviderLabels,
  oidcProviders,
} from '@leadpilot/contracts';
import type { Database } from '../../db/client.ts';
import { type OidcClient, OidcFailure, type VerifiedIdentity } from '../../integrations/oidc/oidc-client.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import type { Clock } from '../../platform/clock.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { AppError, refused } from '../../platform/errors.ts';
import type { RequestOrigin } from './auth.service.ts';
import { consumeOidcState, createOidcState, type OidcStateRow, oidcSecretsOf } from './oidc-states.ts';

export interface OidcFlowDependencies {
  db: Database;
  clock: Clock;
  /** The web's address: the provider sends the browser back to `<appUrl>/auth/callback/<provider>`. */
  appUrl: string;
  /** Derives the key that turns a state into its nonce and PKCE verifier. */
  secret: string;
  clients: Partial<Record<OidcProvider, OidcClient>>;
  /** Started sign-ins per address: each one writes a row. */
  startsPerIp: AttemptLimiter;
}

export const notSetUpMessage = (provider: OidcProvider) =>
  `${oidcProviderLabels[provider]} sign-in is not set up on this server.`;

/**
 * The two halves of a provider sign-in that every use shares: `begin` makes a one-use state and
 * the provider's address; `complete` consumes the state, exchanges the code and verifies the ID token.
 */
export function createOidcFlow(deps: OidcFlowDependencies) {
  const { db, clock, clients } = deps;
  const key = deriveKey(deps.secret, 'oidc-state');

  function clientFor(provider: OidcProvider): OidcClient {
    const client = clients[provider];
    if (!client) throw refused(notSetUpMessage(provider));
    return client;
  }

  function redirectUriOf(provider: OidcProvider) {
    return `${deps.appUrl}/auth/callback/${provider}`;
  }

  function failure(provider: OidcProvider, error: unknown): unknown {
    if (!(error instanceof OidcFailure)) return error;
    const label = oidcProviderLabels[provider];
    if (error.kind === 'unreachable') {
      return new AppError(
        'UNAVAILABLE',
        `${label} sign-in is not available right now (${error.reason}). Try again in a moment.`,
      );
    }
    return new AppError('BAD_REQUEST', `${label} sign-in failed: ${error.reason}. Start again from the sign-in page.`);
  }

  return {
    clientFor,

    configuredProviders(): OidcProvider[] {
      return oidcProviders.filter((provider) => clients[provider] !== undefined);
    },

    async begin(
      provider: OidcProvider,
      intent: OidcIntent,
      origin: RequestOrigin,
      extras: { organisationName?: string | undefined; userId?: string | undefined } = {},
    ): Promise<{ message: string; data: OidcStart }> {
      const client = clientFor(provider);
      const wait = await deps.startsPerIp.record(origin.ip);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', `Too many sign-in attempts. Try again in ${wait} seconds.`, {
          retryAfterSeconds: wait,
        });
      }
      const state = await createOidcState(db, { provider, intent, ...extras, now: clock.now() });
      try {
        const url = await client.authorizationUrl({
          state,
          ...oidcSecretsOf(key, state),
          redirectUri: redirectUriOf(provider),
        });
        const message = `Continuing to ${oidcProviderLabels[provider]}…`;
        return { message, data: { url, state, provider, intent } };
      } catch (error) {
        throw failure(provider, error);
      }
    },

    async complete(
      provider: OidcProvider,
      intent: OidcIntent,
      body: OidcCallbackBody,
    ): Promise<{ state: OidcStateRow; identity: VerifiedIdentity }> {
      const client = clientFor(provider);
      const state = await consumeOidcState(db, { state: body.state, provider, intent, now: clock.now() });
      const { nonce, codeVerifier } = oidcSecretsOf(key, body.state);
      try {
        const identity = await client.finish({
          code: body.code,
          state: body.state,
          codeVerifier,
          nonce,
          redirectUri: redirectUriOf(provider),
          now: clock.now(),
        });
        return { state, identity };
      } catch (error) {
        throw failure(provider, error);
      }
    },
  };
}
export type OidcFlow = ReturnType<typeof createOidcFlow>;
