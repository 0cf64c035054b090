import { dataReplySchema, type MailboxDetail, mailboxDetailSchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi } from './mailboxes-api.ts';

const mailboxDetailReplySchema = dataReplySchema(mailboxDetailSchema);

const getMailboxApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** One mailbox or calendar with its last 30 days of warm-up. */
    getMailbox: build.query<MailboxDetail, string>({
      query: (id) => ({ path: `v1/organisation/emails/${id}` }),
      rawResponseSchema: mailboxDetailReplySchema,
      transformResponse: (reply: z.infer<typeof mailboxDetailReplySchema>) => reply.data,
      providesTags: (_mailbox, _error, id) => [{ type: 'Mailbox', id }],
    }),
  }),
});

export const { useGetMailboxQuery } = getMailboxApi;
