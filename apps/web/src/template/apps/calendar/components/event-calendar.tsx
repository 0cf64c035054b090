import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import FullCalendar, { type CalendarRef, type EventApi, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { Ref } from 'react';
import type { CalendarEvent, CalendarKind } from '../../../mocks/types.ts';
import { kindColors } from '../calendar-kinds.ts';
import classes from './calendar.module.css';

interface EventCalendarProps {
  events: CalendarEvent[];
  isCompact: boolean;
  calendarRef: Ref<CalendarRef>;
  onDayClick: (day: Date) => void;
  onEventClick: (event: CalendarEvent) => void;
  /** A drag or a resize; `revert` puts the event back when the change cannot be saved. */
  onEventChange: (event: CalendarEvent, revert: () => void) => void;
}

function toInput(event: CalendarEvent): EventInput {
  const color = kindColors[event.extendedProps.calendar];
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    extendedProps: { ...event.extendedProps, url: event.url },
    // The light tint and its readable text colour of the kind, as Mantine's "light" badges.
    color: `var(--mantine-color-${color}-light)`,
    contrastColor: `var(--mantine-color-${color}-light-color)`,
  };
}

/** The demo event back from the calendar's copy of it (after a drag or a resize). */
function fromApi(event: EventApi): CalendarEvent {
  const { url, calendar, guests, location, description } = event.extendedProps as {
    url?: string;
    calendar: CalendarKind;
    guests?: string[];
    location?: string;
    description?: string;
  };
  const start = event.start ?? new Date();
  return {
    id: Number(event.id),
    title: event.title,
    url: url ?? '',
    start: start.toISOString(),
    end: (event.end ?? start).toISOString(),
    allDay: event.allDay,
    extendedProps: { calendar, guests, location, description },
  };
}

/** FullCalendar with month, week, day and list views; click a day to add, drag or resize to move. */
export function EventCalendar({
  events,
  isCompact,
  calendarRef,
  onDayClick,
  onEventClick,
  onEventChange,
}: EventCalendarProps) {
  return (
    <div className={classes.calendar}>
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
        initialView="dayGridMonth"
        headerToolbar={
          isCompact
            ? { start: 'prev,next', center: 'title', end: 'dayGridMonth,listMonth' }
            : { start: 'prev,next today title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
        }
        height="100%"
        events={events.map(toInput)}
        editable
        // Every event as a tinted bar (the kind's colour), timed ones included, as in the rest of the template.
        eventDisplay="block"
        dayMaxEvents={isCompact ? 1 : 3}
        navLinks
        dateClick={(info) => onDayClick(info.date)}
        eventClick={(info) => {
          // An event's address is shown in the drawer; a click edits the event rather than leaving.
          info.jsEvent.preventDefault();
          onEventClick(fromApi(info.event));
        }}
        eventDrop={(info) => onEventChange(fromApi(info.event), info.revert)}
        eventResize={(info) => onEventChange(fromApi(info.event), info.revert)}
      />
    </div>
  );
}
