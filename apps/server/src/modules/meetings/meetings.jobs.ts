import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/**
 * Brings the host's calendar event to a booking's revision (creates, moves or removes it) and mails
 * the prospect that revision's invitation with its ICS; a retry repeats nothing that was done (the
 * event keeps its id, the email its idempotency key `meeting-invitation:<booking>:<sequence>`).
 */
export const meetingSyncJob = defineJob({
  id: 'meetings.sync',
  version: 1,
  description: "Adds, moves or removes a booked meeting in the host's calendar and mails the prospect its invitation.",
  schema: z.object({ bookingId: z.uuid(), sequence: z.number().int().min(0) }),
  policy: defaultJobPolicy,
  async handler(payload, { services, log }: JobDependencies) {
    await services.meetings.syncBooking(payload, log);
  },
});
