import { type Mailbox, mailboxSchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { templatesApi } from './templates-api.ts';

const mailboxPageSchema = pageReplySchema(mailboxSchema);

const listSignatureMailboxesApi = templatesApi.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's sending mailboxes, to give a signature to one of them. */
    listSignatureMailboxes: build.query<Mailbox[], void>({
      query: () => ({ path: 'v1/organisation/emails', query: { mode: 'Email', perPage: 100 } }),
      rawResponseSchema: mailboxPageSchema,
      transformResponse: (reply: z.infer<typeof mailboxPageSchema>) => reply.data,
      providesTags: ['TemplateMailbox'],
    }),
  }),
});

export const { useListSignatureMailboxesQuery } = listSignatureMailboxesApi;
