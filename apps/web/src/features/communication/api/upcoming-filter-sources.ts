import { mailboxSchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import type { FilterOption } from '../../../api/endpoints/list-campaign-options.ts';
import { communicationApi } from './communication-api.ts';

const mailboxPageSchema = pageReplySchema(mailboxSchema);

/** The most mailboxes the filter lists (the server's largest page). */
const optionPageSize = 100;

const upcomingFilterSourcesApi = communicationApi.injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's sending mailboxes, for the mailbox filter. */
    listUpcomingMailboxOptions: build.query<FilterOption[], void>({
      query: () => ({ path: 'v1/organisation/emails', query: { mode: 'Email', page: 1, perPage: optionPageSize } }),
      rawResponseSchema: mailboxPageSchema,
      transformResponse: (reply: z.infer<typeof mailboxPageSchema>) =>
        reply.data.map((mailbox) => ({ value: mailbox.id, label: mailbox.email })),
      providesTags: ['UpcomingFilterSource'],
    }),
  }),
});

export const { useListUpcomingMailboxOptionsQuery } = upcomingFilterSourcesApi;
