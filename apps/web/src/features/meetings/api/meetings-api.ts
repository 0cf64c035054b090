import type { BookingConfirmation } from '@leadpilot/contracts';
import { api } from '../../../api/api-slice.ts';

/** The shared API with the meetings feature's cache tags: booking pages, managed bookings, the bookings list, team pages. */
export const meetingsApi = api.enhanceEndpoints({
  addTagTypes: ['BookingPage', 'ManagedBooking', 'Booking', 'TeamPage'],
});

/** What booking, rescheduling and cancelling answer: the server's sentence and the meeting with its links. */
export interface ConfirmationReply {
  message: string;
  data: BookingConfirmation;
}
