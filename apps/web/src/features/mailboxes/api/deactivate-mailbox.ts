import { type DeactivateMailboxBody, type Mailbox, mailboxSchema, messageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi, mailboxTags } from './mailboxes-api.ts';

const mailboxReplySchema = messageReplySchema(mailboxSchema);

const deactivateMailboxApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Switches a mailbox or calendar off (`active: false`) or back on (`active: true`). */
    deactivateMailbox: build.mutation<Mailbox, DeactivateMailboxBody>({
      query: (body) => ({ path: 'v1/organisation/emails/deactivate', method: 'POST', body }),
      rawResponseSchema: mailboxReplySchema,
      transformResponse: (reply: z.infer<typeof mailboxReplySchema>) => reply.data,
      invalidatesTags: (_mailbox, _error, body) => mailboxTags(body.id),
    }),
  }),
});

export const { useDeactivateMailboxMutation } = deactivateMailboxApi;
