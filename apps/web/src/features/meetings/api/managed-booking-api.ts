import {
  bookingConfirmationSchema,
  dataReplySchema,
  type ManageBookingBody,
  type ManagedBooking,
  managedBookingSchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import type { z } from 'zod';
import { type ConfirmationReply, meetingsApi } from './meetings-api.ts';

const managedReplySchema = dataReplySchema(managedBookingSchema);
const confirmationReplySchema = messageReplySchema(bookingConfirmationSchema);

const managedBookingApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The meeting a reschedule or cancel link names, and for a reschedule link the host's free days. */
    getManagedBooking: build.query<ManagedBooking, { token: string; zone: string }>({
      query: ({ token, zone }) => ({ path: `v1/booking/manage/${encodeURIComponent(token)}`, query: { zone } }),
      rawResponseSchema: managedReplySchema,
      transformResponse: (reply: z.infer<typeof managedReplySchema>) => reply.data,
      providesTags: (_booking, _error, { token }) => [{ type: 'ManagedBooking', id: token }],
    }),
    /** Moves the meeting (a reschedule link, with the new start) or cancels it (a cancel link). */
    changeManagedBooking: build.mutation<ConfirmationReply, { token: string; body: ManageBookingBody }>({
      query: ({ token, body }) => ({ path: `v1/booking/manage/${encodeURIComponent(token)}`, method: 'POST', body }),
      rawResponseSchema: confirmationReplySchema,
      invalidatesTags: (_confirmation, _error, { token }) => [{ type: 'ManagedBooking', id: token }],
    }),
  }),
});

export const { useGetManagedBookingQuery, useChangeManagedBookingMutation } = managedBookingApi;
