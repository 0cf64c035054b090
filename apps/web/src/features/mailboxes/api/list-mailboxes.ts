import { type MailboxMode, mailboxSchema, pageReplySchema } from '@leadpilot/contracts';
import type { z } from 'zod';
import { mailboxesApi } from './mailboxes-api.ts';

const mailboxPageSchema = pageReplySchema(mailboxSchema);
export type MailboxPage = z.infer<typeof mailboxPageSchema>;

export interface MailboxListArguments {
  mode: MailboxMode;
  q?: string;
  page: number;
  perPage: number;
}

const listMailboxesApi = mailboxesApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the organisation's mailboxes (mode Email) or calendars (mode Calendar). */
    listMailboxes: build.query<MailboxPage, MailboxListArguments>({
      query: (query) => ({ path: 'v1/organisation/emails', query: { ...query } }),
      rawResponseSchema: mailboxPageSchema,
      providesTags: (page) => [
        'MailboxList',
        ...(page?.data ?? []).map((mailbox) => ({ type: 'Mailbox' as const, id: mailbox.id })),
      ],
    }),
  }),
});

export const { useListMailboxesQuery } = listMailboxesApi;
