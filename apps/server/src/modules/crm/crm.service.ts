import type {
  ConsentCallbackQuery,
  HubspotConnectBody,
  HubspotConnection,
  HubspotContactLookup,
} from '@leadpilot/contracts';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  hubspotConnections,
  hubspotContacts,
  hubspotCustomers,
  hubspotEngagements,
  hubspotSyncRuns,
  users,
} from '../../db/schema.ts';
import { createHubspotApi } from '../../integrations/hubspot/hubspot-api.ts';
import { HubspotApiError } from '../../integrations/hubspot/hubspot-request.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { notFound, refused } from '../../platform/errors.ts';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import type { Queue } from '../../platform/queue.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { hubspotSyncJob } from './crm.jobs.ts';
import { accessTokenFor, findConnection, hubspotProblem } from './hubspot-connection.ts';
import { createHubspotConsent } from './hubspot-consent.ts';
import { isCustomerAddress } from './hubspot-pull.ts';
import { isHubspotState } from './hubspot-state.ts';
import { dueHubspotSyncs, runHubspotSync, type SyncTrigger } from './hubspot-sync.ts';

export interface CrmServiceDependencies {
  db: Database;
  clock: Clock;
  config: Config;
  queue: Queue;
  guard: OutboundGuard;
  /** Waits out a 429's `Retry-After`; tests shorten it. */
  wait?: (ms: number) => Promise<void>;
}

const notConnected = () => refused('HubSpot is not connected: connect it from Settings → Integrations first.');

/**
 * The HubSpot CRM link of an organisation: the consent (`GET crm/hubspot/oauth`, finished by
 * `GET organisation/emailcode`), its settings (`POST crm/hubspot/connect`), the sync and its health,
 * the contact look-up of the 360° view, and disconnecting. Every HubSpot call goes through the
 * outbound guard to `HUBSPOT_API_URL`.
 */
export function createCrmService(deps: CrmServiceDependencies) {
  const { db, clock, config, queue } = deps;
  const box = createSecretBox(config.ENCRYPTION_KEY, 'hubspot-tokens');
  const app =
    config.HUBSPOT_CLIENT_ID && config.HUBSPOT_CLIENT_SECRET
      ? { clientId: config.HUBSPOT_CLIENT_ID, clientSecret: config.HUBSPOT_CLIENT_SECRET }
      : null;
  const apiFor = (onRateLimited?: () => void) =>
    createHubspotApi(
      {
        guard: deps.guard,
        apiUrl: config.HUBSPOT_API_URL,
        timeoutMs: config.PROVIDER_API_TIMEOUT_MS,
        ...(deps.wait ? { wait: deps.wait } : {}),
        ...(onRateLimited ? { onRateLimited } : {}),
      },
      app,
    );
  const api = apiFor();
  const consent = createHubspotConsent({
    db,
    clock,
    box,
    api,
    stateKey: deriveKey(config.JWT_SECRET, 'hubspot-consent-state'),
    isConfigured: app !== null,
    clientId: app?.clientId ?? '',
    authorizeUrl: config.HUBSPOT_AUTHORIZE_URL,
    redirectUri: `${config.APP_URL}/connect/callback`,
  });
  const syncDeps = { db, clock, box, apiFor, intervalMinutes: config.HUBSPOT_SYNC_INTERVAL_MINUTES };

  async function view(organisationId: string): Promise<HubspotConnection | null> {
    const connection = await findConnection(db, organisationId);
    if (!connection) return null;
    const scope = (table: { organisationId: AnyPgColumn }) => eq(table.organisationId, organisationId);
    const [[contacts], [engagements], [customers], runs, [connectedBy]] = await Promise.all([
      db
        .select({ value: count() })
        .from(hubspotContacts)
        .where(and(scope(hubspotContacts), eq(hubspotContacts.hubId, connection.hubId))),
      db
        .select({ value: count() })
        .from(hubspotEngagements)
        .where(
          and(
            scope(hubspotEngagements),
            eq(hubspotEngagements.hubId, connection.hubId),
            isNotNull(hubspotEngagements.hubspotObjectId),
          ),
        ),
      db.select({ value: count() }).from(hubspotCustomers).where(scope(hubspotCustomers)),
      db
        .select()
        .from(hubspotSyncRuns)
        .where(scope(hubspotSyncRuns))
        .orderBy(desc(hubspotSyncRuns.startedAt))
        .limit(10),
      connection.connectedByUserId
        ? db.select({ name: users.name }).from(users).where(eq(users.id, connection.connectedByUserId))
        : Promise.resolve([]),
    ]);
    return {
      status: connection.status === 'disconnected' ? 'failing' : connection.status,
      statusReason: connection.statusReason,
      hubId: connection.hubId,
      hubDomain: connection.hubDomain,
      connectedBy: connectedBy?.name ?? null,
      connectedAt: connection.createdAt.toISOString(),
      settings: connection.settings,
      health: {
        lastSyncAt: connection.lastSyncAt?.toISOString() ?? null,
        nextSyncAt: connection.status === 'connected' ? (connection.nextSyncAt?.toISOString() ?? null) : null,
        contactsPushed: contacts?.value ?? 0,
        engagementsPushed: engagements?.value ?? 0,
        customersHeld: customers?.value ?? 0,
        recentRuns: runs.map((run) => ({
          id: run.id,
          status: run.status,
          trigger: run.trigger,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt?.toISOString() ?? null,
          counts: run.counts,
          error: run.error,
        })),
      },
    };
  }

  async function requestSync(organisationId: string, trigger: SyncTrigger) {
    // One waiting sync per organisation: a second request while one waits joins it.
    await queue.send(hubspotSyncJob, { organisationId, trigger }, { singletonKey: `hubspot-sync:${organisationId}` });
  }

  return {
    isHubspotState,

    consentUrl: (actor: Actor) => consent.consentUrl(actor),

    finishConsent: (actor: Actor, query: ConsentCallbackQuery) => consent.finish(actor, query),

    /** The connection, its settings and its sync health; `data: null` when HubSpot is not connected. */
    async read(actor: Actor): Promise<{ data: HubspotConnection | null }> {
      return { data: await view(actor.organisationId) };
    },

    /** Saves what the sync pushes and how fields map, turns the sync on and asks for a first sync now. */
    async connect(actor: Actor, body: HubspotConnectBody): Promise<{ message: string; data: HubspotConnection }> {
      const now = clock.now();
      const [updated] = await db
        .update(hubspotConnections)
        .set({ settings: body, status: 'connected', statusReason: '', nextSyncAt: now, updatedAt: now })
        .where(
          and(
            eq(hubspotConnections.organisationId, actor.organisationId),
            isNotNull(hubspotConnections.tokenCiphertext),
          ),
        )
        .returning({ id: hubspotConnections.id });
      if (!updated) throw notConnected();
      await requestSync(actor.organisationId, 'connect');
      const data = await view(actor.organisationId);
      if (!data) throw notConnected();
      return { message: 'HubSpot settings saved; the first sync has started.', data };
    },

    /** Asks for a sync now (it runs on the queue). */
    async syncNow(actor: Actor): Promise<{ message: string; data: HubspotConnection }> {
      const connection = await findConnection(db, actor.organisationId);
      if (!connection || connection.status === 'pending') throw notConnected();
      if (connection.status === 'failing') throw refused(connection.statusReason || 'Connect HubSpot again first.');
      await requestSync(actor.organisationId, 'manual');
      const data = await view(actor.organisationId);
      if (!data) throw notConnected();
      return { message: 'HubSpot sync started.', data };
    },

    /** Ends the link: tokens dropped, customers no longer flagged; what was pushed stays recorded. */
    async disconnect(actor: Actor): Promise<{ message: string; data: null }> {
      const connection = await findConnection(db, actor.organisationId);
      if (!connection) throw notFound('The HubSpot connection');
      await db.transaction(async (tx) => {
        await tx
          .update(hubspotConnections)
          .set({
            status: 'disconnected',
            tokenCiphertext: null,
            tokenExpiresAt: null,
            nextSyncAt: null,
            syncLeaseUntil: null,
            statusReason: '',
            updatedAt: clock.now(),
          })
          .where(eq(hubspotConnections.id, connection.id));
        await tx.delete(hubspotCustomers).where(eq(hubspotCustomers.organisationId, actor.organisationId));
      });
      return { message: 'HubSpot is disconnected.', data: null };
    },

    /** Is this address a HubSpot contact, and a customer (by its lifecycle stage or its company's)? */
    async lookupContact(actor: Actor, email: string): Promise<{ data: HubspotContactLookup }> {
      const connection = await findConnection(db, actor.organisationId);
      const address = email.trim().toLowerCase();
      if (!connection || connection.status === 'pending') {
        return { data: { connected: false, found: false, contactId: null, lifecycleStage: null, isCustomer: false } };
      }
      const { accessToken } = await accessTokenFor({ db, clock, box, api }, actor.organisationId);
      let found: Awaited<ReturnType<typeof api.searchContacts>>;
      try {
        found = await api.searchContacts(accessToken, {
          filters: [{ propertyName: 'email', operator: 'EQ', value: address }],
          properties: ['email', 'lifecyclestage'],
        });
      } catch (error) {
        if (error instanceof HubspotApiError) throw hubspotProblem(error);
        throw error;
      }
      const contact = found.results[0];
      const lifecycleStage = contact?.properties.lifecyclestage ?? null;
      const isCustomer = lifecycleStage === 'customer' || (await isCustomerAddress(db, actor.organisationId, address));
      return {
        data: {
          connected: true,
          found: contact !== undefined,
          contactId: contact?.id ?? null,
          lifecycleStage,
          isCustomer,
        },
      };
    },

    /** The queue job's work: one sync of the organisation (nothing when it is not connected or already syncing). */
    runSync: (organisationId: string, trigger: SyncTrigger) => runHubspotSync(syncDeps, organisationId, trigger),

    /** The scheduled tick: a sync for every organisation due on the app's clock. */
    async syncDue(): Promise<number> {
      const due = await dueHubspotSyncs(db, clock.now());
      for (const organisationId of due) await requestSync(organisationId, 'scheduled');
      return due.length;
    },
  };
}
export type CrmService = ReturnType<typeof createCrmService>;
