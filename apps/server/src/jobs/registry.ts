import { passwordResetRequestJob, passwordResetSendJob, signInAlertSendJob } from '../modules/auth/index.ts';
import { autopilotDigestJob, autopilotProspectJob, autopilotSendJob } from '../modules/autopilot/index.ts';
import { campaignSendingJob, campaignTransitionsJob } from '../modules/campaigns/index.ts';
import { expireCreditsJob } from '../modules/credits/index.ts';
import { hubspotSyncJob, hubspotSyncTickJob } from '../modules/crm/index.ts';
import { enrichmentRunJob } from '../modules/enrichment/index.ts';
import { freeEnrichmentCodeSendJob } from '../modules/free-enrichment/index.ts';
import { meetingSyncJob } from '../modules/meetings/index.ts';
import { salesInquiryNotifyJob } from '../modules/payments/index.ts';
import { reverifyEmailsJob } from '../modules/people/index.ts';
import { recordingProcessJob } from '../modules/recordings/index.ts';
import { replySyncJob } from '../modules/replies/index.ts';
import { scheduledRunJob, schedulerTickJob } from '../modules/scheduler/index.ts';
import { invitationSendJob } from '../modules/users/index.ts';
import { warmupTickJob } from '../modules/warmup/index.ts';
import { webhookDeliveryJob } from '../modules/webhooks/index.ts';
import type { AnyJobDefinition, Queue } from '../platform/queue.ts';
import type { JobDependencies } from './job-dependencies.ts';

/**
 * Every job of the app, declared once each. The server's start-up and the test harness register
 * workers for exactly this list; a module sends one of these definitions, never a bare name.
 */
export const jobRegistry: readonly AnyJobDefinition[] = [
  invitationSendJob,
  salesInquiryNotifyJob,
  expireCreditsJob,
  reverifyEmailsJob,
  warmupTickJob,
  passwordResetRequestJob,
  passwordResetSendJob,
  signInAlertSendJob,
  campaignSendingJob,
  campaignTransitionsJob,
  replySyncJob,
  autopilotSendJob,
  autopilotProspectJob,
  autopilotDigestJob,
  meetingSyncJob,
  enrichmentRunJob,
  freeEnrichmentCodeSendJob,
  webhookDeliveryJob,
  hubspotSyncJob,
  hubspotSyncTickJob,
  schedulerTickJob,
  scheduledRunJob,
  recordingProcessJob,
];

/** Works every job of the registry on `queue` (scheduling those with a cron), handing each its dependencies. */
export async function registerJobs(
  queue: Queue,
  deps: JobDependencies,
  jobs: readonly AnyJobDefinition[] = jobRegistry,
) {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.id)) throw new Error(`Two jobs are declared with the id ${job.id}`);
    seen.add(job.id);
  }
  for (const job of jobs) await queue.work(job, (payload) => job.handler(payload, deps));
}
