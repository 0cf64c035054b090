import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/**
 * One HubSpot sync of an organisation: pushes contacts and engagements, pulls customers. Idempotent
 * (each contact is upserted by email, each engagement claimed under its key), and a second run
 * while one holds the organisation's lease does nothing.
 */
export const hubspotSyncJob = defineJob({
  id: 'crm.hubspot-sync',
  version: 1,
  description: "Pushes replied, interested and booked prospects to the organisation's HubSpot and pulls its customers.",
  schema: z.object({ organisationId: z.uuid(), trigger: z.enum(['connect', 'manual', 'scheduled']) }),
  policy: { ...defaultJobPolicy, retryLimit: 2 },
  async handler(payload, { services, log }: JobDependencies) {
    const runId = await services.crm.runSync(payload.organisationId, payload.trigger);
    log.info({ organisationId: payload.organisationId, runId }, runId ? 'HubSpot sync ran' : 'HubSpot sync skipped');
  },
});

/** Every five minutes: a sync for each organisation whose next one is due on the app's clock. */
export const hubspotSyncTickJob = defineJob({
  id: 'crm.hubspot-sync-tick',
  version: 1,
  description: 'Sends a HubSpot sync for every connected organisation whose next sync is due.',
  schema: z.object({}),
  policy: { ...defaultJobPolicy, retryLimit: 0, expireInSeconds: 5 * 60 },
  cron: '*/5 * * * *',
  async handler(_payload, { services, log }: JobDependencies) {
    const sent = await services.crm.syncDue();
    if (sent > 0) log.info({ sent }, 'HubSpot syncs sent');
  },
});
