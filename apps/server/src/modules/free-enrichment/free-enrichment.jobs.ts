import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/** Mails a free-enrichment sign-up's code; the code is rebuilt from the sign-up's id on every retry. */
export const freeEnrichmentCodeSendJob = defineJob({
  id: 'free-enrichment.code-send',
  version: 1,
  description: 'Mails the 6-digit code that proves a free-enrichment sign-up’s work email.',
  schema: z.object({ signupId: z.uuid() }),
  policy: defaultJobPolicy,
  async handler(payload, { services }: JobDependencies) {
    await services.freeEnrichment.sendCode(payload.signupId);
  },
});
