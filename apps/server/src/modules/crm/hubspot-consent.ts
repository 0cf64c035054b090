import { randomUUID } from 'node:crypto';
import { type ConsentCallbackQuery, defaultHubspotSettings, type HubspotConsentResult } from '@leadpilot/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotConnections } from '../../db/schema.ts';
import type { HubspotApi, TokenGrant } from '../../integrations/hubspot/hubspot-api.ts';
import { HubspotApiError } from '../../integrations/hubspot/hubspot-request.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { sha256 } from '../../platform/crypto.ts';
import { forbidden, refused } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { hubspotProblem, sealTokens } from './hubspot-connection.ts';
import { createHubspotState, readHubspotState } from './hubspot-state.ts';

/** What Leadpilot asks of a HubSpot account: contacts both ways, companies to read. */
export const hubspotScopes = [
  'oauth',
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
];

const restart = 'Start again from Settings → Integrations.';

export interface HubspotConsentDependencies {
  db: Database;
  clock: Clock;
  box: SecretBox;
  api: HubspotApi;
  stateKey: Buffer;
  isConfigured: boolean;
  clientId: string;
  authorizeUrl: string;
  /** The web's callback page, registered as the HubSpot app's redirect URL. */
  redirectUri: string;
}

/** HubSpot's OAuth error code in plain words. */
function refusalOf(error: string, description: string | undefined): string {
  if (error === 'access_denied') {
    return `HubSpot was not connected: the access Leadpilot asks for was declined. ${restart}`;
  }
  if (error === 'unauthorized_client' || error === 'invalid_client') {
    return description && !description.includes('\n')
      ? description.slice(0, 300)
      : "HubSpot refused Leadpilot's app: an administrator checks its client id, secret and redirect URL.";
  }
  const detail = (description ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 200);
  return `HubSpot was not connected (${error}${detail ? `: ${detail}` : ''}). ${restart}`;
}

export function createHubspotConsent(deps: HubspotConsentDependencies) {
  const { db, clock, box, api } = deps;

  return {
    /** The consent address the web opens in a new tab; without the app set up, the callback page explains why. */
    consentUrl(actor: Actor): { data: { url: string } } {
      const state = createHubspotState(deps.stateKey, {
        organisationId: actor.organisationId,
        userId: actor.userId,
        now: clock.now(),
      });
      if (!deps.isConfigured) {
        const url = new URL(deps.redirectUri);
        url.searchParams.set('state', state);
        url.searchParams.set('error', 'unauthorized_client');
        url.searchParams.set(
          'error_description',
          'HubSpot is not set up on this server: an administrator of this Leadpilot server connects it to a HubSpot app first.',
        );
        return { data: { url: url.toString() } };
      }
      const url = new URL(deps.authorizeUrl);
      url.searchParams.set('client_id', deps.clientId);
      url.searchParams.set('redirect_uri', deps.redirectUri);
      url.searchParams.set('scope', hubspotScopes.join(' '));
      url.searchParams.set('state', state);
      return { data: { url: url.toString() } };
    },

    /**
     * Finishes a HubSpot consent (`GET organisation/emailcode` with a `hs1.` state): checks the
     * signed state is this member's and fresh, exchanges the code, reads the account and stores the
     * connection with its tokens sealed. The same state and code again answer the same connection.
     */
    async finish(actor: Actor, query: ConsentCallbackQuery): Promise<{ message: string; data: HubspotConsentResult }> {
      const claims = readHubspotState(deps.stateKey, query.state);
      if (!claims) throw refused(`This connection link is not valid. ${restart}`);
      if (claims.organisationId !== actor.organisationId || claims.userId !== actor.userId) {
        throw refused(`This connection was started by another member or in another organisation. ${restart}`);
      }
      if (!actor.ability.can('manage', 'Integrations')) {
        throw forbidden('Only owners and admins connect HubSpot.');
      }
      if (query.error !== undefined || query.code === undefined) {
        if (query.error === undefined) throw refused(`HubSpot sent back no authorisation code. ${restart}`);
        throw refused(refusalOf(query.error, query.error_description));
      }
      const stateHash = sha256(query.state);
      const codeHash = sha256(query.code);
      const [existing] = await db
        .select()
        .from(hubspotConnections)
        .where(eq(hubspotConnections.organisationId, actor.organisationId));
      if (existing?.stateHash === stateHash && existing.status !== 'disconnected') {
        if (existing.codeHash !== codeHash) throw refused(`This connection link has already been used. ${restart}`);
        return {
          message: `HubSpot account ${existing.hubDomain || existing.hubId} is connected.`,
          data: { purpose: 'hubspot', hubspot: { hubId: existing.hubId, hubDomain: existing.hubDomain } },
        };
      }
      if (claims.expiresAt.getTime() <= clock.now().getTime()) {
        throw refused(`This connection took longer than 10 minutes and has expired. ${restart}`);
      }
      if (!deps.isConfigured) {
        throw refused('HubSpot is not set up on this server: an administrator connects it to a HubSpot app first.');
      }
      let grant: TokenGrant;
      let account: { hubId: string; hubDomain: string; scopes: string[] };
      try {
        grant = await api.exchangeCode({ code: query.code, redirectUri: deps.redirectUri });
        account = await api.tokenInfo(grant.accessToken);
      } catch (error) {
        if (!(error instanceof HubspotApiError)) throw error;
        if (error.status === 400 || error.status === 401) {
          throw refused(`HubSpot did not accept this sign-in (${error.category || error.status}). ${restart}`);
        }
        throw hubspotProblem(error);
      }
      const now = clock.now();
      const id = existing?.id ?? randomUUID();
      // Settings saved before (a reconnection) are kept and the sync goes on; a first connection waits for them.
      const wasSetUp = existing !== undefined && existing.status !== 'pending' && existing.status !== 'disconnected';
      const values = {
        connectedByUserId: actor.userId,
        hubId: account.hubId.slice(0, 40),
        hubDomain: account.hubDomain.slice(0, 255),
        tokenCiphertext: sealTokens(box, id, grant),
        tokenExpiresAt: new Date(now.getTime() + grant.expiresInSeconds * 1000),
        scopes: account.scopes.join(' ').slice(0, 2000),
        status: wasSetUp ? ('connected' as const) : ('pending' as const),
        statusReason: '',
        stateHash,
        codeHash,
        syncLeaseUntil: null,
        updatedAt: now,
      };
      if (existing) {
        await db.update(hubspotConnections).set(values).where(eq(hubspotConnections.id, existing.id));
      } else {
        await db
          .insert(hubspotConnections)
          .values({
            ...values,
            id,
            organisationId: actor.organisationId,
            settings: defaultHubspotSettings,
            createdAt: now,
          })
          .onConflictDoUpdate({ target: hubspotConnections.organisationId, set: { ...values, id } });
      }
      return {
        message: `HubSpot account ${account.hubDomain || account.hubId} is connected.`,
        data: { purpose: 'hubspot', hubspot: { hubId: account.hubId, hubDomain: account.hubDomain } },
      };
    },
  };
}
