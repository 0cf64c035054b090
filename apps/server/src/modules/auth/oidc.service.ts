import {
  type LoginReply,
  type OidcCallbackBody,
  type OidcProvider,
  type OidcStartBody,
  oidcProviderLabels,
} from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userIdentities } from '../../db/schema.ts';
import type { VerifiedIdentity } from '../../integrations/oidc/oidc-client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, refused } from '../../platform/errors.ts';
import {
  type AuthService,
  deactivatedAccountMessage,
  findUserByEmail,
  insertOrganisationWithOwner,
  type RequestOrigin,
} from './auth.service.ts';
import type { OidcFlow } from './oidc-flow.ts';
import { findUserByIdentity, insertIdentity } from './user-identities.ts';

export interface OidcServiceDependencies {
  db: Database;
  clock: Clock;
  auth: AuthService;
  flow: OidcFlow;
}

/** The name a provider sign-up gives the owner: the token's name, else the email's local part. */
function displayNameOf(identity: VerifiedIdentity): string {
  return identity.name || identity.email.split('@')[0] || 'New user';
}

/**
 * Sign-in and sign-up with Google or Microsoft (`/v1/{provider}/validate` and `/signup`). Accounts
 * are found by the token's issuer and subject only; an email that matches a password account
 * does not open it.
 */
export function createOidcService(deps: OidcServiceDependencies) {
  const { db, clock, auth, flow } = deps;

  return {
    providers() {
      return { data: { providers: flow.configuredProviders() } };
    },

    start(provider: OidcProvider, body: OidcStartBody, origin: RequestOrigin) {
      const organisationName = body.intent === 'signup' ? body.organisationName?.trim() || undefined : undefined;
      return flow.begin(provider, body.intent ?? 'signin', origin, { organisationName });
    },

    /** Signs in the user linked to this provider account; the reply is the same as password sign-in's. */
    async validate(provider: OidcProvider, body: OidcCallbackBody, origin: RequestOrigin): Promise<LoginReply> {
      flow.clientFor(provider);
      await auth.throttleSignIn(origin);
      const { identity } = await flow.complete(provider, 'signin', body);
      const label = oidcProviderLabels[provider];
      const found = await findUserByIdentity(db, identity.issuer, identity.subject);
      if (!found) {
        const sameEmail = identity.isEmailVerified ? await findUserByEmail(db, identity.email) : undefined;
        if (sameEmail) {
          throw refused(
            `An account with ${identity.email} exists, but this ${label} account is not linked to it. ` +
              `Sign in with your password, then link ${label} from your profile.`,
          );
        }
        throw refused(`No Leadpilot account uses this ${label} account yet. Create one from the sign-up page.`);
      }
      if (found.user.status === 'deactivated') throw new AppError('BAD_REQUEST', deactivatedAccountMessage);
      await db.update(userIdentities).set({ lastUsedAt: clock.now() }).where(eq(userIdentities.id, found.identity.id));
      return auth.signIn(found.user, found.organisation, origin, `Welcome back, ${found.user.name}!`);
    },

    /** Creates an organisation, its owner (without a password) and the link to this provider account. */
    async signup(provider: OidcProvider, body: OidcCallbackBody, origin: RequestOrigin): Promise<LoginReply> {
      flow.clientFor(provider);
      await auth.throttleSignup(origin);
      const { state, identity } = await flow.complete(provider, 'signup', body);
      const label = oidcProviderLabels[provider];
      if (await findUserByIdentity(db, identity.issuer, identity.subject)) {
        throw conflict(`This ${label} account already has a Leadpilot account. Sign in instead.`);
      }
      if (!identity.isEmailVerified) {
        throw refused(
          `${label} did not confirm an email address for this account, so it cannot create a workspace. ` +
            'Sign up with your email and a password instead.',
        );
      }
      const emailTaken = `An account with this email already exists. Sign in with your password, then link ${label} from your profile.`;
      if (await findUserByEmail(db, identity.email)) throw conflict(emailTaken);
      const name = displayNameOf(identity);
      try {
        const created = await db.transaction(async (tx) => {
          const owner = await insertOrganisationWithOwner(tx, {
            name,
            email: identity.email,
            organisationName: state.organisationName ?? `${name}'s workspace`,
            passwordHash: null,
          });
          await insertIdentity(tx, {
            userId: owner.user.id,
            provider,
            issuer: identity.issuer,
            subject: identity.subject,
            email: identity.email,
            now: clock.now(),
          });
          return owner;
        });
        return auth.signIn(created.user, created.organisation, origin, `Welcome to Leadpilot, ${name}!`);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(emailTaken);
        throw error;
      }
    },
  };
}
export type OidcService = ReturnType<typeof createOidcService>;
