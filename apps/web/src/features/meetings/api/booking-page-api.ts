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

/**
 * Puts a booking page the server rendered in the cache (docs/public-pages.md): the server's render
 * and the browser's hydration read it from there, under the zone it was grouped in, without a request.
 */
export function seedBookingPage(
  dispatch: (action: ReturnType<typeof bookingPageApi.util.upsertQueryEntries>) => unknown,
  page: BookingPage,
) {
  dispatch(
    bookingPageApi.util.upsertQueryEntries([
      { endpointName: 'getBookingPage', arg: { slug: page.slug, zone: page.zone }, value: page },
    ]),
  );
}

/** The zone of a booking page already in the cache for `slug` (one the server rendered), or null. */
export function cachedBookingPageZone(state: unknown, slug: string): string | null {
  const queries = (state as { api?: { queries?: Record<string, unknown> } }).api?.queries ?? {};
  for (const entry of Object.values(queries)) {
    const query = entry as { endpointName?: string; status?: string; originalArgs?: BookingPageArguments };
    if (query.endpointName === 'getBookingPage' && query.status === 'fulfilled' && query.originalArgs?.slug === slug) {
      return query.originalArgs.zone;
    }
  }
  return null;
}
