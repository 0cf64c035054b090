import { type OidcCallbackBody, type OidcProvider, oidcProviderLabels } from '@leadpilot/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userIdentities, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict, notFound, refused } from '../../platform/errors.ts';
import type { RequestOrigin } from './auth.service.ts';
import type { OidcFlow } from './oidc-flow.ts';
import { findUserByIdentity, insertIdentity, listIdentities, toUserIdentity } from './user-identities.ts';

/** Linking a Google or Microsoft account to the signed-in user, from the profile. */
export function createIdentityLinkService(deps: { db: Database; clock: Clock; flow: OidcFlow }) {
  const { db, clock, flow } = deps;

  return {
    startLink(actor: Actor, provider: OidcProvider, origin: RequestOrigin) {
      return flow.begin(provider, 'link', origin, { userId: actor.userId });
    },

    async link(actor: Actor, provider: OidcProvider, body: OidcCallbackBody) {
      flow.clientFor(provider);
      const label = oidcProviderLabels[provider];
      const { state, identity } = await flow.complete(provider, 'link', body);
      if (state.userId !== actor.userId) {
        throw new AppError('BAD_REQUEST', 'This link was started by another account. Start again from your profile.');
      }
      const existing = await findUserByIdentity(db, identity.issuer, identity.subject);
      if (existing) {
        if (existing.user.id !== actor.userId) {
          throw conflict(`This ${label} account is already linked to another Leadpilot account.`);
        }
        return { message: `This ${label} account is already linked.`, data: toUserIdentity(existing.identity) };
      }
      try {
        const row = await insertIdentity(db, {
          userId: actor.userId,
          provider,
          issuer: identity.issuer,
          subject: identity.subject,
          email: identity.email,
          now: clock.now(),
        });
        return { message: `${label} is linked: you can now sign in with it.`, data: toUserIdentity(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`This ${label} account is already linked to a Leadpilot account.`);
        throw error;
      }
    },

    async list(actor: Actor) {
      return { data: (await listIdentities(db, actor.userId)).map(toUserIdentity) };
    },

    /** Removes every account of this provider linked to the user, unless that leaves no way to sign in. */
    async unlink(actor: Actor, provider: OidcProvider) {
      const label = oidcProviderLabels[provider];
      const identities = await listIdentities(db, actor.userId);
      const removed = identities.filter((identity) => identity.provider === provider);
      if (removed.length === 0) throw notFound(`A linked ${label} account`);
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, actor.userId));
      if (!user?.passwordHash && removed.length === identities.length) {
        throw refused(`${label} is the only way you sign in: link another account before removing it.`);
      }
      await db
        .delete(userIdentities)
        .where(and(eq(userIdentities.userId, actor.userId), eq(userIdentities.provider, provider)));
      return { message: `${label} is no longer linked to your account.`, data: removed.map(toUserIdentity) };
    },
  };
}
export type IdentityLinkService = ReturnType<typeof createIdentityLinkService>;
