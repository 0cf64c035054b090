import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defineJob } from '../../platform/queue.ts';

/**
 * Wakes the delivery worker: it sends every delivery whose time (in our table, by the
 * application's clock) has come. At once when events are recorded (at most once a second, and
 * once more after the burst), when a replay or a re-enabled endpoint asks, at the time of the
 * soonest retry when it falls before the next minute, and every minute (the cron: what a lost wake
 * left behind). Attempts are recorded before the next is planned, so a run that dies repeats at
 * most the attempt it was making (receivers drop the duplicate by its `webhook-id`).
 */
export const webhookDeliveryJob = defineJob({
  id: 'webhooks.deliver',
  version: 1,
  description: 'Sends the webhook deliveries that are due and plans the retries of those that failed.',
  schema: z.object({}),
  policy: { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: false, expireInSeconds: 10 * 60 },
  cron: '* * * * *',
  async handler(_payload, { services }: JobDependencies) {
    await services.webhooks.workerPass();
  },
});
