import { z } from 'zod';
import { llmClientFromConfig } from '../../integrations/llm/llm-client.ts';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defineJob, type JobPolicy } from '../../platform/queue.ts';
import { prospectDaily } from './daily-prospecting.ts';
import { decideMissedReplies } from './missed-replies.ts';
import { sendDueActions } from './send-due-actions.ts';
import { releaseDueSequenceEmails, settleSequenceEmails } from './sequence-review.ts';

/** A run that failed is simply the next minute's: every action it did not finish is still due. */
const sendPolicy: JobPolicy = {
  retryLimit: 0,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
};

/**
 * Every minute: send the autopilot's answers that are due (scheduled ones past their undo delay,
 * full-auto ones, those a person approved), each once, through the manual email; let the campaigns'
 * own steps past their undo delay go back to the engine, and mark those it sent; then decide any
 * reply of an autopilot campaign the reply reader's hook missed (it failed, or the process stopped
 * between the effects and the decision). Both are idempotent: a send claims its row and carries its
 * idempotency key, a decision is unique per inbound message.
 */
export const autopilotSendJob = defineJob({
  id: 'autopilot.send',
  version: 1,
  description: 'Send the autopilot’s due answers once each, and decide the replies its hook missed.',
  schema: z.object({}),
  policy: sendPolicy,
  cron: '* * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    const db = services.database.db;
    await sendDueActions({ db, clock, sendEmail: services.communication.sendManualEmail, log });
    await releaseDueSequenceEmails(db, clock.now());
    await settleSequenceEmails(db, clock.now());
    await decideMissedReplies({ db, clock, llm: llmClientFromConfig(services.config) });
  },
});

/**
 * Every hour: the daily prospecting of campaigns on the autopilot (daily-prospecting.ts). Each
 * campaign is prospected once per day of its time zone, whichever hourly run comes first on that day;
 * the others find the day's row taken.
 */
export const autopilotProspectJob = defineJob({
  id: 'autopilot.prospect',
  version: 1,
  description: 'Enrol each autopilot campaign’s new prospects of the day from its ideal customer.',
  schema: z.object({}),
  policy: sendPolicy,
  cron: '5 * * * *',
  async handler(_payload, { services, clock, log }: JobDependencies) {
    await prospectDaily({ db: services.database.db, clock, people: services.people, log });
  },
});
