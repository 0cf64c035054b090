import {
  type BookingPage,
  type BookMeetingBody,
  bookingConfirmationSchema,
  bookingPageSchema,
  dataReplySchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { type ConfirmationReply, meetingsApi } from './meetings-api.ts';

const pageReplySchema = dataReplySchema(bookingPageSchema);
const confirmationReplySchema = messageReplySchema(bookingConfirmationSchema);

export interface BookingPageArguments {
  slug: string;
  /** The visitor's IANA zone: the days are grouped on that clock. */
  zone: string;
}

const bookingPageApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** A public booking page: whose it is, the meeting's length and its first free days (no sign-in). */
    getBookingPage: build.query<BookingPage, BookingPageArguments>({
      query: ({ slug, zone }) => ({ path: `v1/booking/${encodeURIComponent(slug)}`, query: { zone } }),
      rawResponseSchema: pageReplySchema,
      transformResponse: (reply: z.infer<typeof pageReplySchema>) => reply.data,
      providesTags: (_page, _error, { slug }) => [{ type: 'BookingPage', id: slug }],
    }),
    /** Books one of the page's free times; the idempotency key makes a retried request harmless. */
    bookMeeting: build.mutation<ConfirmationReply, { slug: string; body: BookMeetingBody }>({
      query: ({ slug, body }) => ({ path: `v1/booking/${encodeURIComponent(slug)}`, method: 'POST', body }),
      rawResponseSchema: confirmationReplySchema,
      invalidatesTags: (_confirmation, _error, { slug }) => [{ type: 'BookingPage', id: slug }],
    }),
  }),
});

export const { useGetBookingPageQuery, useBookMeetingMutation } = bookingPageApi;
