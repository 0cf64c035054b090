/** Calendar events (spec sections 3 and 7). */

export type CalendarKind = 'Business' | 'Holiday' | 'Personal' | 'ETC' | 'Family';

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarKind;
    guests?: string[];
    location?: string;
    description?: string;
  };
}

/**
 * GET /apps/calendar/events?calendars=Business,Holiday — also `calendars=A&calendars=B` or `calendars[]=A`.
 * Without the parameter: every kind; with an empty value: none.
 */
export type CalendarEventsReply = CalendarEvent[];

/** POST /apps/calendar/add-event — 201 CalendarEventReply with a new id. */
export interface AddEventRequest {
  event: Omit<CalendarEvent, 'id'>;
}
/** POST /apps/calendar/update-event — 200 CalendarEventReply, or 404. */
export interface UpdateEventRequest {
  event: CalendarEvent;
}
export interface CalendarEventReply {
  event: CalendarEvent;
}
/** DELETE /apps/calendar/remove-event?id — 200 RemovedReply, or 404. */
