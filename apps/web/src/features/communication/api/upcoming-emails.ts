import {
  type UpcomingActionBody,
  type UpcomingEmailQuery,
  type UpcomingRescheduleBody,
  upcomingActionReplySchema,
  upcomingEmailPageSchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { communicationApi } from './communication-api.ts';

export type UpcomingEmailPage = z.infer<typeof upcomingEmailPageSchema>;
type UpcomingActionReply = z.infer<typeof upcomingActionReplySchema>;

/** The ledger ids the server changed. */
export type UpdatedIds = string[];

const upcomingEmailsApi = communicationApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the organisation's scheduled sends, soonest first, by campaign, mailbox or words. */
    listUpcomingEmails: build.query<UpcomingEmailPage, UpcomingEmailQuery>({
      query: (query) => ({ path: 'v1/communication/upcomingemail', query: { ...query } }),
      rawResponseSchema: upcomingEmailPageSchema,
      providesTags: ['UpcomingEmail'],
    }),
    /** Makes the emails due at once (the engine's next pass sends them, within the limits). */
    sendUpcomingEmailsNow: build.mutation<UpdatedIds, UpcomingActionBody>({
      query: (body) => ({ path: 'v1/communication/upcomingemail/sendnow', method: 'POST', body }),
      rawResponseSchema: upcomingActionReplySchema,
      transformResponse: (reply: UpcomingActionReply) => reply.data.updated,
      invalidatesTags: ['UpcomingEmail'],
    }),
    /** Skips the emails: each prospect's sequence moves on to its next step. */
    skipUpcomingEmails: build.mutation<UpdatedIds, UpcomingActionBody>({
      query: (body) => ({ path: 'v1/communication/upcomingemail/skip', method: 'POST', body }),
      rawResponseSchema: upcomingActionReplySchema,
      transformResponse: (reply: UpcomingActionReply) => reply.data.updated,
      invalidatesTags: ['UpcomingEmail'],
    }),
    /** Moves the emails to another time (422 for a time in the past). */
    rescheduleUpcomingEmails: build.mutation<UpdatedIds, UpcomingRescheduleBody>({
      query: (body) => ({ path: 'v1/communication/upcomingemail/reschedule', method: 'POST', body }),
      rawResponseSchema: upcomingActionReplySchema,
      transformResponse: (reply: UpcomingActionReply) => reply.data.updated,
      invalidatesTags: ['UpcomingEmail'],
    }),
  }),
});

export const {
  useListUpcomingEmailsQuery,
  useSendUpcomingEmailsNowMutation,
  useSkipUpcomingEmailsMutation,
  useRescheduleUpcomingEmailsMutation,
} = upcomingEmailsApi;
