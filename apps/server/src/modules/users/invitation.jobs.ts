import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/** Mails an invitation link; the link is rebuilt from the invitation's id and version on every retry. */
export const invitationSendJob = defineJob({
  id: 'invitation.send',
  version: 1,
  description: 'Mails the invitation link to an invited member.',
  schema: z.object({ invitationId: z.string().min(1) }),
  policy: defaultJobPolicy,
  async handler(payload, { services }: JobDependencies) {
    await services.invitations.send(payload.invitationId);
  },
});
