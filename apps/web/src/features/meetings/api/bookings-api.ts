import {
  type BookingListPage,
  type BookingListQuery,
  bookingListPageSchema,
  dataReplySchema,
  type Mailbox,
  mailboxSchema,
  messageReplySchema,
  pageReplySchema,
  type TeamPage,
  type TeamPageBody,
  teamPageSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import { meetingsApi } from './meetings-api.ts';

const teamPagesReplySchema = dataReplySchema(z.array(teamPageSchema));
const teamPageReplySchema = messageReplySchema(teamPageSchema);
const removedReplySchema = messageReplySchema(z.object({ id: z.string() }));
const calendarPageSchema = pageReplySchema(mailboxSchema);

export interface BookingListArguments {
  when: 'upcoming' | 'past';
  status?: BookingListQuery['status'];
  page: number;
  perPage: number;
}

const bookingsApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the organisation's booked meetings: upcoming soonest first, or past latest first. */
    listBookings: build.query<BookingListPage, BookingListArguments>({
      query: (query) => ({ path: 'v1/meetings/bookings', query: { ...query } }),
      rawResponseSchema: bookingListPageSchema,
      providesTags: ['Booking'],
    }),
    /** The organisation's connected calendars, the members a team page can have. */
    listBookingCalendars: build.query<Mailbox[], void>({
      query: () => ({ path: 'v1/organisation/emails', query: { mode: 'Calendar', page: 1, perPage: 100 } }),
      rawResponseSchema: calendarPageSchema,
      transformResponse: (reply: z.infer<typeof calendarPageSchema>) => reply.data,
    }),
    /** The organisation's team booking pages with their members. */
    listTeamPages: build.query<TeamPage[], void>({
      query: () => ({ path: 'v1/meetings/team-pages' }),
      rawResponseSchema: teamPagesReplySchema,
      transformResponse: (reply: z.infer<typeof teamPagesReplySchema>) => reply.data,
      providesTags: ['TeamPage'],
    }),
    createTeamPage: build.mutation<TeamPage, TeamPageBody>({
      query: (body) => ({ path: 'v1/meetings/team-pages', method: 'POST', body }),
      rawResponseSchema: teamPageReplySchema,
      transformResponse: (reply: z.infer<typeof teamPageReplySchema>) => reply.data,
      invalidatesTags: ['TeamPage'],
    }),
    updateTeamPage: build.mutation<TeamPage, { id: string; body: TeamPageBody }>({
      query: ({ id, body }) => ({ path: `v1/meetings/team-pages/${id}`, method: 'POST', body }),
      rawResponseSchema: teamPageReplySchema,
      transformResponse: (reply: z.infer<typeof teamPageReplySchema>) => reply.data,
      invalidatesTags: ['TeamPage'],
    }),
    deleteTeamPage: build.mutation<{ id: string }, string>({
      query: (id) => ({ path: `v1/meetings/team-pages/${id}`, method: 'DELETE' }),
      rawResponseSchema: removedReplySchema,
      transformResponse: (reply: z.infer<typeof removedReplySchema>) => reply.data,
      invalidatesTags: ['TeamPage'],
    }),
  }),
});

export const {
  useListBookingsQuery,
  useListBookingCalendarsQuery,
  useListTeamPagesQuery,
  useCreateTeamPageMutation,
  useUpdateTeamPageMutation,
  useDeleteTeamPageMutation,
} = bookingsApi;
