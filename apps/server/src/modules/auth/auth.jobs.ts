import { z } from 'zod';
import type { JobDependencies } from '../../jobs/job-dependencies.ts';
import { defaultJobPolicy, defineJob } from '../../platform/queue.ts';

/**
 * A "forgot password" request, done off the request path so that asking answers the same, by the
 * same path, whether or not the address has an account: looks the address up and, for an active
 * account under its hourly limit, creates the reset (its id is the request's, so a retry creates
 * nothing twice) and queues its email.
 */
export const passwordResetRequestJob = defineJob({
  id: 'password-reset.request',
  version: 1,
  description:
    'Creates a password reset for the account of an address that asked, if there is one, and queues its email.',
  schema: z.object({ requestId: z.uuid(), email: z.string().min(1) }),
  policy: defaultJobPolicy,
  async handler(payload, { services }: JobDependencies) {
    await services.passwordResets.prepare(payload);
  },
});

/** Mails a password reset link; the link is rebuilt from the reset's id on every retry. */
export const passwordResetSendJob = defineJob({
  id: 'password-reset.send',
  version: 1,
  description: 'Mails a password reset link to the account that asked for it.',
  schema: z.object({ resetId: z.string().min(1) }),
  policy: defaultJobPolicy,
  async handler(payload, { services }: JobDependencies) {
    await services.passwordResets.send(payload.resetId);
  },
});

/** Tells an account's owner about failed sign-ins from several addresses (once per alert). */
export const signInAlertSendJob = defineJob({
  id: 'sign-in-alert.send',
  version: 1,
  description: 'Mails the owner of an account that sees many failed sign-ins from several addresses.',
  schema: z.object({
    userId: z.string().min(1),
    failures: z.number().int().min(1),
    addresses: z.number().int().min(1),
    at: z.string().min(1),
  }),
  policy: defaultJobPolicy,
  async handler(payload, { services }: JobDependencies) {
    await services.auth.sendSignInAlert(payload);
  },
});
