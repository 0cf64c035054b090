import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type { CalendarEvent, CalendarEventReply, RemovedReply } from './types.ts';

serveMockLayer();

describe('calendar events', () => {
  it('lists events of every kind in the current month', async () => {
    const { body } = await get<CalendarEvent[]>('/apps/calendar/events');
    const now = new Date();
    expect(new Set(body.map((event) => event.extendedProps.calendar))).toEqual(
      new Set(['Business', 'Holiday', 'Personal', 'ETC', 'Family']),
    );
    for (const event of body) {
      const start = new Date(event.start);
      expect([start.getFullYear(), start.getMonth()]).toEqual([now.getFullYear(), now.getMonth()]);
    }
  });

  it('filters by the calendars asked for, in any list form', async () => {
    for (const query of [
      'calendars=Business,Holiday',
      'calendars=Business&calendars=Holiday',
      'calendars[]=Business&calendars[]=Holiday',
    ]) {
      const { body } = await get<CalendarEvent[]>(`/apps/calendar/events?${query}`);
      expect(body.length).toBeGreaterThan(0);
      expect(new Set(body.map((event) => event.extendedProps.calendar))).toEqual(new Set(['Business', 'Holiday']));
    }
    const none = await get<CalendarEvent[]>('/apps/calendar/events?calendars=');
    expect(none.body).toEqual([]);
  });

  it('adds an event with a new id (201), updates and removes it', async () => {
    const before = await get<CalendarEvent[]>('/apps/calendar/events');
    const draft = {
      url: '',
      title: 'Pipeline review',
      start: '2026-11-20T10:00:00.000Z',
      end: '2026-11-20T11:00:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business', guests: ['ada@example.com'] },
    };
    const added = await call<CalendarEventReply>('POST', '/apps/calendar/add-event', { event: draft });
    expect(added.status).toBe(201);
    expect(added.body.event).toMatchObject(draft);
    expect(before.body.some((event) => event.id === added.body.event.id)).toBe(false);

    const moved = { ...added.body.event, start: '2026-11-21T10:00:00.000Z', extendedProps: { calendar: 'Family' } };
    const updated = await call<CalendarEventReply>('POST', '/apps/calendar/update-event', { event: moved });
    expect(updated.body.event).toMatchObject({
      start: moved.start,
      extendedProps: { calendar: 'Family', guests: ['ada@example.com'] },
    });
    const family = await get<CalendarEvent[]>('/apps/calendar/events?calendars=Family');
    expect(family.body.map((event) => event.id)).toContain(added.body.event.id);

    const removed = await call<RemovedReply>('DELETE', `/apps/calendar/remove-event?id=${added.body.event.id}`);
    expect(removed).toEqual({ status: 200, body: { id: added.body.event.id } });
    const after = await get<CalendarEvent[]>('/apps/calendar/events');
    expect(after.body).toHaveLength(before.body.length);
  });

  it('refuses an event without a title and 404s unknown ids', async () => {
    expect((await call('POST', '/apps/calendar/add-event', { event: { start: '2026-11-20' } })).status).toBe(400);
    expect((await call('POST', '/apps/calendar/update-event', { event: { id: 999, title: 'x' } })).status).toBe(404);
    expect((await call('DELETE', '/apps/calendar/remove-event?id=999')).status).toBe(404);
  });
});
