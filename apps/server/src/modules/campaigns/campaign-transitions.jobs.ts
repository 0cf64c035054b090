import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';
import { resumeReturnedProspects } from './out-of-office.ts';
import { completeFinishedCampaigns, startDueCampaigns } from './system-transitions.ts';

/**
 * Every minute, the campaign changes that happen by the clock: scheduled campaigns whose start
 * date came start running, running campaigns with no sequence left complete, and prospects an
 * out-of-office reply paused are resumed on the day after their return. Each step takes its rows
 * under a lock or a conditional update, so two workers running it at once change each row once.
 */
export const campaignTransitionsJob = defineJob({
  id: 'campaigns.transitions',
  version: 1,
  description: 'Start scheduled campaigns, complete finished ones, resume prospects back from out of office.',
  schema: z.object({}),
  policy: defaultJobPolicy,
  cron: '* * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const db = services.database.db;
    const now = clock.now();
    const started = await startDueCampaigns(db, now);
    const completed = await completeFinishedCampaigns(db, now);
    const resumed = await resumeReturnedProspects(db, now);
    if (started.length + completed.length + resumed.length > 0) {
      log.info(
        { started: started.length, completed: completed.length, resumed: resumed.length },
        'campaign transitions',
      );
    }
  },
});
