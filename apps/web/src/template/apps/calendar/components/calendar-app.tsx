import type { CalendarRef } from '@fullcalendar/react';
import { ActionIcon, Box, Group, Loader, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMenu2 } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { CalendarEvent, CalendarKind } from '../../../mocks/types.ts';
import { AppFrame } from '../../../shared/ui/app-frame.tsx';
import {
  useAddEventMutation,
  useGetEventsQuery,
  useRemoveEventMutation,
  useUpdateEventMutation,
} from '../api/calendar-api.ts';
import { calendarKinds, calendarsParam } from '../calendar-kinds.ts';
import { type EventFormValues, eventFromValues } from '../event-form.ts';
import { CalendarSidebar } from './calendar-sidebar.tsx';
import { EventCalendar } from './event-calendar.tsx';
import { EventDrawer, type EventDrawerState } from './event-drawer.tsx';

/** The demo calendar: kind filters, month, week, day and list views, add, edit, move and delete events. */
export function CalendarApp() {
  const [kinds, setKinds] = useState<CalendarKind[]>([...calendarKinds]);
  const [isSidebarOpened, setIsSidebarOpened] = useState(false);
  const [drawer, setDrawer] = useState<EventDrawerState>(null);
  const isCompact = !useMediaQuery('(min-width: 48em)', true);
  const calendarRef = useRef<CalendarRef>(null);
  const events = useGetEventsQuery(calendarsParam(kinds));
  const [addEvent, adding] = useAddEventMutation();
  const [updateEvent, updating] = useUpdateEventMutation();
  const [removeEvent] = useRemoveEventMutation();

  function notifySaved(message: string) {
    notifications.show({ color: 'green', message, autoClose: 2000 });
  }

  function handleSave(values: EventFormValues) {
    const event = eventFromValues(values);
    const saving =
      drawer?.kind === 'edit' ? updateEvent({ event: { ...event, id: drawer.event.id } }) : addEvent({ event });
    void saving
      .unwrap()
      .then(() => {
        notifySaved(drawer?.kind === 'edit' ? 'Event updated' : 'Event added');
        setDrawer(null);
        // Show where the event now is: a new one at the next hour may fall in the next day or month.
        calendarRef.current?.getApi().gotoDate(event.start);
      })
      .catch(() => notifications.show({ color: 'red', message: 'The event could not be saved.' }));
  }

  function handleDelete(event: CalendarEvent) {
    void removeEvent(event.id)
      .unwrap()
      .then(() => {
        notifySaved(`“${event.title}” deleted`);
        setDrawer(null);
      })
      .catch(() => notifications.show({ color: 'red', message: 'The event could not be deleted.' }));
  }

  function handleMove(event: CalendarEvent, revert: () => void) {
    void updateEvent({ event })
      .unwrap()
      .then(() => notifySaved(`“${event.title}” moved`))
      .catch(() => {
        revert();
        notifications.show({ color: 'red', message: 'The event could not be moved.' });
      });
  }

  return (
    <AppFrame
      title="Calendar"
      isSidebarOpened={isSidebarOpened}
      onSidebarClose={() => setIsSidebarOpened(false)}
      sidebar={
        <CalendarSidebar
          kinds={kinds}
          onKindsChange={setKinds}
          onAdd={() => {
            setIsSidebarOpened(false);
            setDrawer({ kind: 'new', day: null });
          }}
          onDatePick={(day) => {
            setIsSidebarOpened(false);
            calendarRef.current?.getApi().gotoDate(day);
          }}
        />
      }
    >
      <Group gap="xs" px="md" pt="sm" hiddenFrom="md" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="Open the calendar filters"
          onClick={() => setIsSidebarOpened(true)}
        >
          <IconMenu2 size={20} />
        </ActionIcon>
        <Text size="sm" c="dimmed">
          {kinds.length === calendarKinds.length ? 'All events' : kinds.join(', ') || 'No kinds chosen'}
        </Text>
        {events.isFetching ? <Loader size="xs" aria-label="Loading events" /> : null}
      </Group>
      {events.isError ? (
        <Box p="md">
          <QueryErrorState message="The events could not be loaded." onRetry={() => void events.refetch()} />
        </Box>
      ) : (
        <EventCalendar
          events={events.data ?? []}
          isCompact={isCompact}
          calendarRef={calendarRef}
          onDayClick={(day) => setDrawer({ kind: 'new', day })}
          onEventClick={(event) => setDrawer({ kind: 'edit', event })}
          onEventChange={handleMove}
        />
      )}
      <EventDrawer
        state={drawer}
        isSaving={adding.isLoading || updating.isLoading}
        onClose={() => setDrawer(null)}
        onSave={handleSave}
        onDelete={handleDelete}
      />
    </AppFrame>
  );
}
