import type { HubspotSyncCounts } from '@leadpilot/contracts';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotConnections, hubspotCustomers, hubspotSyncRuns } from '../../db/schema.ts';
import type { HubspotApi } from '../../integrations/hubspot/hubspot-api.ts';
import { HubspotApiError } from '../../integrations/hubspot/hubspot-request.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { accessTokenFor } from './hubspot-connection.ts';
import { readPushWork } from './hubspot-prospects.ts';
import { pullCustomers } from './hubspot-pull.ts';
import { pushContacts, pushEngagements } from './hubspot-push.ts';

export type SyncTrigger = 'connect' | 'manual' | 'scheduled';

export interface SyncDependencies {
  db: Database;
  clock: Clock;
  box: SecretBox;
  /** A HubSpot client whose 429s are counted in this run's figures. */
  apiFor(onRateLimited: () => void): HubspotApi;
  intervalMinutes: number;
}

/** How long one sync may hold the organisation's lease before another worker may take over. */
const leaseMs = 15 * 60 * 1000;

const emptyCounts = (): HubspotSyncCounts => ({
  contactsPushed: 0,
  engagementsCreated: 0,
  customersPulled: 0,
  companiesPulled: 0,
  rateLimited: 0,
});

/** Why a sync stopped, in words safe to show on the health view. */
function reasonOf(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof HubspotApiError) {
    if (error.status === 429) {
      return `HubSpot's rate limit was reached (asked to wait ${Math.ceil(error.retryAfterSeconds ?? 10)} s); the next sync continues.`;
    }
    return `HubSpot answered ${error.status || 'nothing'}${error.category ? ` (${error.category})` : ''}: ${error.message}`;
  }
  return 'The sync stopped on an unexpected error; it is tried again at the next sync.';
}

/**
 * One sync of an organisation's HubSpot account, under its lease (a second worker finds it taken
 * and does nothing): pushes the prospects who replied, were interested or booked as contacts, their
 * emails and meetings as engagements, then pulls HubSpot's customers. Each step is idempotent, so a
 * retried or repeated run creates nothing twice. The run, its counts and its error are recorded,
 * and the next sync is set on the app's clock. Answers the run's id, or null when it did not run.
 */
export async function runHubspotSync(
  deps: SyncDependencies,
  organisationId: string,
  trigger: SyncTrigger,
): Promise<string | null> {
  const { db, clock } = deps;
  const startedAt = clock.now();
  const [claimed] = await db
    .update(hubspotConnections)
    .set({ syncLeaseUntil: new Date(startedAt.getTime() + leaseMs) })
    .where(
      and(
        eq(hubspotConnections.organisationId, organisationId),
        eq(hubspotConnections.status, 'connected'),
        or(isNull(hubspotConnections.syncLeaseUntil), lt(hubspotConnections.syncLeaseUntil, startedAt)),
      ),
    )
    .returning();
  if (!claimed) return null;
  const counts = emptyCounts();
  const [run] = await db
    .insert(hubspotSyncRuns)
    .values({ organisationId, trigger, status: 'running', startedAt, counts })
    .returning({ id: hubspotSyncRuns.id });
  const runId = run?.id ?? null;
  const api = deps.apiFor(() => {
    counts.rateLimited += 1;
  });
  let error: unknown = null;
  try {
    const { accessToken, connection } = await accessTokenFor({ db, clock, box: deps.box, api }, organisationId);
    const context = { db, clock, api, accessToken, organisationId, hubId: connection.hubId };
    const settings = connection.settings;
    const work = await readPushWork(db, organisationId, settings);
    const contacts = await pushContacts(context, work.prospects, settings);
    counts.contactsPushed = contacts.pushed;
    counts.engagementsCreated = await pushEngagements(context, work.engagements, contacts.contactIds);
    if (settings.excludeCustomers) {
      const pulled = await pullCustomers(context);
      counts.customersPulled = pulled.customers;
      counts.companiesPulled = pulled.companies;
    } else {
      await db.delete(hubspotCustomers).where(eq(hubspotCustomers.organisationId, organisationId));
    }
  } catch (caught) {
    error = caught;
  }
  const finishedAt = clock.now();
  const waitMs =
    error instanceof HubspotApiError && error.status === 429
      ? Math.max(5 * 60_000, (error.retryAfterSeconds ?? 0) * 1000)
      : deps.intervalMinutes * 60_000;
  const nextSyncAt = new Date(
    finishedAt.getTime() + (error ? Math.min(waitMs, deps.intervalMinutes * 60_000) : waitMs),
  );
  if (runId) {
    await db
      .update(hubspotSyncRuns)
      .set({ status: error ? 'failed' : 'ok', finishedAt, counts, error: error ? reasonOf(error) : null })
      .where(eq(hubspotSyncRuns.id, runId));
  }
  await db
    .update(hubspotConnections)
    .set({
      syncLeaseUntil: null,
      nextSyncAt,
      ...(error ? {} : { lastSyncAt: finishedAt }),
      ...(error instanceof HubspotApiError && error.status === 401
        ? { status: 'failing' as const, statusReason: 'HubSpot no longer accepts this connection. Connect it again.' }
        : {}),
      updatedAt: finishedAt,
    })
    .where(eq(hubspotConnections.id, claimed.id));
  return runId;
}

/** Organisations whose next sync is due on the app's clock (the scheduled tick sends each a sync). */
export async function dueHubspotSyncs(db: Database, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ organisationId: hubspotConnections.organisationId })
    .from(hubspotConnections)
    .where(and(eq(hubspotConnections.status, 'connected'), lte(hubspotConnections.nextSyncAt, now)))
    .limit(limit);
  return rows.map((row) => row.organisationId);
}
