import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../mocks/types.ts';
import { calendarsParam } from './calendar-kinds.ts';
import { eventFormRules, eventFormValues, eventFromValues } from './event-form.ts';

const trip: CalendarEvent = {
  id: 3,
  url: '',
  title: 'Family Trip',
  start: dayjs('2026-05-03T00:00:00').toISOString(),
  end: dayjs('2026-05-05T00:00:00').toISOString(),
  allDay: true,
  extendedProps: { calendar: 'Family', guests: ['Ann'], location: 'Lisbon', description: '' },
};

describe('the event drawer', () => {
  it('starts a new event at nine on the clicked day, an hour long', () => {
    const values = eventFormValues(null, new Date(2026, 4, 12));
    expect(values).toMatchObject({
      title: '',
      kind: 'Business',
      start: '2026-05-12 09:00:00',
      end: '2026-05-12 10:00:00',
    });
  });

  it('shows an all-day event’s last day and saves it back unchanged', () => {
    const values = eventFormValues(trip);
    expect(values).toMatchObject({ start: '2026-05-03 00:00:00', end: '2026-05-04 00:00:00', allDay: true });
    const saved = eventFromValues(values);
    expect(saved.start).toBe(trip.start);
    expect(saved.end).toBe(trip.end);
    expect(saved.extendedProps).toEqual({ calendar: 'Family', guests: ['Ann'], location: 'Lisbon', description: '' });
  });

  it('asks for a title, a web address and an end after the start', () => {
    const values = eventFormValues(null, new Date(2026, 4, 12));
    expect(eventFormRules.title(' ')).toBe('Enter a title');
    expect(eventFormRules.url('meet.example.com')).toBe('Enter a web address (https://…)');
    expect(eventFormRules.url('https://meet.example.com/abc')).toBeNull();
    expect(eventFormRules.end('2026-05-12 08:00:00', values)).toBe('It cannot end before it starts');
    expect(eventFormRules.end('2026-05-12 11:00:00', values)).toBeNull();
  });

  it('asks the events of the chosen kinds, in the filter’s order', () => {
    expect(calendarsParam(['Family', 'Business'])).toBe('Business,Family');
    expect(calendarsParam([])).toBe('');
  });
});
