import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/** Mails a new sales inquiry to every super-admin, once each (the mails carry idempotency keys). */
export const salesInquiryNotifyJob = defineJob({
  id: 'sales-inquiry.notify',
  version: 1,
  description: 'Mails a new enterprise sales inquiry to every active super-admin.',
  schema: z.object({ inquiryId: z.string().min(1) }),
  policy: defaultJobPolicy,
  async handler(payload, { services }: JobDependencies) {
    await services.salesInquiries.notify(payload.inquiryId);
  },
});
