import dayjs from 'dayjs';
import type { CalendarEvent, CalendarKind } from '../../mocks/types.ts';

/** What the event drawer edits; dates as the pickers give them, `YYYY-MM-DD HH:mm:ss` local time. */
export interface EventFormValues {
  title: string;
  kind: CalendarKind | null;
  start: string | null;
  end: string | null;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

const pickerFormat = 'YYYY-MM-DD HH:mm:ss';

/** The drawer's values for an event, or for a new one starting on a clicked day (an hour long). */
export function eventFormValues(event: CalendarEvent | null, day: Date | null = null): EventFormValues {
  if (!event) {
    const start = dayjs(day ?? undefined)
      .startOf(day ? 'day' : 'hour')
      .add(day ? 9 : 1, 'hour');
    return {
      title: '',
      kind: 'Business',
      start: start.format(pickerFormat),
      end: start.add(1, 'hour').format(pickerFormat),
      allDay: false,
      url: '',
      guests: [],
      location: '',
      description: '',
    };
  }
  const start = dayjs(event.start);
  const end = dayjs(event.end || event.start);
  // The drawer shows an all-day event's last day, where the calendar keeps the day after it.
  const lastDay = event.allDay && end.isAfter(start) ? end.subtract(1, 'day') : end;
  return {
    title: event.title,
    kind: event.extendedProps.calendar,
    start: start.format(pickerFormat),
    end: lastDay.format(pickerFormat),
    allDay: event.allDay,
    url: event.url,
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The drawer's checks: a title, a kind, a start, an end not before the start, a web address. */
export const eventFormRules = {
  title: (value: string) => (value.trim() === '' ? 'Enter a title' : null),
  kind: (value: CalendarKind | null) => (value ? null : 'Choose a label'),
  start: (value: string | null) => (value ? null : 'Choose when it starts'),
  end: (value: string | null, values: EventFormValues) => {
    if (!value) return 'Choose when it ends';
    return values.start && dayjs(value).isBefore(dayjs(values.start)) ? 'It cannot end before it starts' : null;
  },
  url: (value: string) =>
    value.trim() === '' || isWebAddress(value.trim()) ? null : 'Enter a web address (https://…)',
};

/** The event the drawer's values describe (`start` and `end` as ISO instants). */
export function eventFromValues(values: EventFormValues): Omit<CalendarEvent, 'id'> {
  const start = dayjs(values.start);
  const end = dayjs(values.end);
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    start: (values.allDay ? start.startOf('day') : start).toISOString(),
    // An all-day event ends at the start of the day after its last day, as the calendar counts it.
    end: (values.allDay ? end.startOf('day').add(1, 'day') : end).toISOString(),
    allDay: values.allDay,
    extendedProps: {
      calendar: values.kind ?? 'Business',
      guests: values.guests,
      location: values.location.trim(),
      description: values.description.trim(),
    },
  };
}
