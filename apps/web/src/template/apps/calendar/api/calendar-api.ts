import { templateApi } from '../../../api/template-api.ts';
import type {
  AddEventRequest,
  CalendarEventReply,
  CalendarEventsReply,
  RemovedReply,
  UpdateEventRequest,
} from '../../../mocks/types.ts';

/** The demo calendar's calls (spec section 7, "Calendar"). */
const calendarApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    /** The events of the given kinds, `calendars=Business,Holiday` (an empty value: none). */
    getEvents: build.query<CalendarEventsReply, string>({
      query: (calendars) => ({ url: 'apps/calendar/events', params: { calendars } }),
      providesTags: ['CalendarEvent'],
    }),
    addEvent: build.mutation<CalendarEventReply, AddEventRequest>({
      query: (body) => ({ url: 'apps/calendar/add-event', method: 'POST', body }),
      invalidatesTags: ['CalendarEvent'],
    }),
    updateEvent: build.mutation<CalendarEventReply, UpdateEventRequest>({
      query: (body) => ({ url: 'apps/calendar/update-event', method: 'POST', body }),
      invalidatesTags: ['CalendarEvent'],
    }),
    removeEvent: build.mutation<RemovedReply, number>({
      query: (id) => ({ url: 'apps/calendar/remove-event', method: 'DELETE', params: { id } }),
      invalidatesTags: ['CalendarEvent'],
    }),
  }),
});

export const { useGetEventsQuery, useAddEventMutation, useUpdateEventMutation, useRemoveEventMutation } = calendarApi;
