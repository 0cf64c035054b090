import type { Queue } from '../../platform/queue.ts';
import type { CreditService } from './credits.service.ts';

export const expireCreditsJob = 'credits.expire';

/** Credits expire one year after purchase: every quarter hour, expired lots get their ledger rows. */
export async function registerCreditJobs(queue: Queue, credits: CreditService) {
  await queue.work(expireCreditsJob, async () => {
    await credits.expireAll();
  });
  await queue.schedule(expireCreditsJob, '*/15 * * * *');
}
