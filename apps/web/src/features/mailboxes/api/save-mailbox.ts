import { type Mailbox, mailboxSchema, messageReplySchema, type SaveMailboxBody } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi, mailboxTags } from './mailboxes-api.ts';

const mailboxReplySchema = messageReplySchema(mailboxSchema);

const saveMailboxApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Adds an SMTP/IMAP or sandbox mailbox (no `id`), or updates a mailbox's settings. */
    saveMailbox: build.mutation<Mailbox, SaveMailboxBody>({
      query: (body) => ({ path: 'v1/organisation/emails', method: 'POST', body }),
      rawResponseSchema: mailboxReplySchema,
      transformResponse: (reply: z.infer<typeof mailboxReplySchema>) => reply.data,
      invalidatesTags: (mailbox) => (mailbox ? mailboxTags(mailbox.id) : []),
    }),
  }),
});

export const { useSaveMailboxMutation } = saveMailboxApi;
