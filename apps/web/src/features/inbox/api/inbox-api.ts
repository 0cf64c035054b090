import {
  type InboxCounts,
  type InboxCountsQuery,
  type InboxMessageDetail,
  type InboxPage,
  type InboxQuery,
  inboxCountsReplySchema,
  inboxMessageDetailReplySchema,
  inboxPageSchema,
  mailboxSchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { api } from '../../../api/api-slice.ts';
import type { FilterOption } from '../../../api/endpoints/list-campaign-options.ts';

const mailboxPageSchema = pageReplySchema(mailboxSchema);

/** The filters of a list (its pages come from the cursor). */
export type InboxListArgs = Omit<InboxQuery, 'cursor' | 'limit'>;

/** How many messages a page of the list loads. */
export const inboxPageSize = 25;

/** The shared API with the inbox's cache tags: the list, the counts and each message. */
export const inboxApi = api.enhanceEndpoints({ addTagTypes: ['InboxList', 'InboxMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The organisation's inbound messages, newest first, a keyset page at a time. */
    listInbox: build.infiniteQuery<InboxPage, InboxListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        path: 'v1/inbox',
        query: { ...queryArg, cursor: pageParam, limit: inboxPageSize },
      }),
      rawResponseSchema: inboxPageSchema,
      providesTags: ['InboxList'],
    }),
    /** Messages per label under the other filters, for the label chips. */
    getInboxCounts: build.query<InboxCounts, InboxCountsQuery>({
      query: (query) => ({ path: 'v1/inbox/counts', query: { ...query } }),
      rawResponseSchema: inboxCountsReplySchema,
      transformResponse: (reply: z.infer<typeof inboxCountsReplySchema>) => reply.data,
      providesTags: ['InboxList'],
    }),
    /** One message with its thread, its prospect and how a reply goes out. */
    getInboxMessage: build.query<InboxMessageDetail, string>({
      query: (id) => ({ path: `v1/inbox/${id}` }),
      rawResponseSchema: inboxMessageDetailReplySchema,
      transformResponse: (reply: z.infer<typeof inboxMessageDetailReplySchema>) => reply.data,
      providesTags: (_detail, _error, id) => [{ type: 'InboxMessage', id }],
    }),
    /** The organisation's sending mailboxes, for the mailbox filter. */
    listInboxMailboxOptions: build.query<FilterOption[], void>({
      query: () => ({ path: 'v1/organisation/emails', query: { mode: 'Email', page: 1, perPage: 100 } }),
      rawResponseSchema: mailboxPageSchema,
      transformResponse: (reply: z.infer<typeof mailboxPageSchema>) =>
        reply.data.map((mailbox) => ({ value: mailbox.id, label: mailbox.email })),
    }),
  }),
});

export const {
  useListInboxInfiniteQuery,
  useGetInboxCountsQuery,
  useGetInboxMessageQuery,
  useListInboxMailboxOptionsQuery,
} = inboxApi;
