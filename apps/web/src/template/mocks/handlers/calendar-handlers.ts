import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import type { CalendarEvent, CalendarEventReply } from '../types.ts';
import { badRequest, bodyObject, idOf, nextId, notFound, queryOf, readBody, removeById } from './http-utils.ts';

/** The kinds asked for (`calendars=A,B`, repeated `calendars`, or `calendars[]`), or null for every kind. */
function requestedKinds(params: URLSearchParams): Set<string> | null {
  const values = [...params.getAll('calendars'), ...params.getAll('calendars[]')];
  if (values.length === 0) return null;
  return new Set(values.flatMap((value) => value.split(',')).filter(Boolean));
}

/** The calendar app (spec section 7). */
export const calendarHandlers = [
  http.get('/apps/calendar/events', ({ request }) => {
    const kinds = requestedKinds(queryOf(request));
    const events = db().events.filter((event) => !kinds || kinds.has(event.extendedProps.calendar));
    return HttpResponse.json<CalendarEvent[]>(events);
  }),

  http.post('/apps/calendar/add-event', async ({ request }) => {
    const draft = bodyObject<CalendarEvent>(await readBody(request), 'event');
    if (!draft?.title || !draft.start) return badRequest('An event needs a title and a start');
    const event: CalendarEvent = {
      url: '',
      end: draft.start,
      allDay: false,
      ...draft,
      title: draft.title,
      start: draft.start,
      extendedProps: { calendar: 'Business', ...draft.extendedProps },
      id: nextId(db().events),
    };
    db().events.push(event);
    return HttpResponse.json<CalendarEventReply>({ event }, { status: 201 });
  }),

  http.post('/apps/calendar/update-event', async ({ request }) => {
    const changes = bodyObject<CalendarEvent>(await readBody(request), 'event');
    const event = db().events.find((item) => item.id === idOf(changes?.id));
    if (!event || !changes) return notFound('Event not found');
    Object.assign(event, changes, {
      id: event.id,
      extendedProps: { ...event.extendedProps, ...changes.extendedProps },
    });
    return HttpResponse.json<CalendarEventReply>({ event });
  }),

  http.delete('/apps/calendar/remove-event', ({ request }) =>
    removeById(db().events, queryOf(request).get('id'), 'Event'),
  ),
];
