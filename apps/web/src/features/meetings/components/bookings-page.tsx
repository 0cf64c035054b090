import { SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { ListBody } from '../../../shared/ui/list-body.tsx';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PaginationFooter } from '../../../shared/ui/pagination-footer.tsx';
import { useListBookingsQuery } from '../api/bookings-api.ts';
import { BookingsTable } from './bookings-table.tsx';

const perPage = 20;
type When = 'upcoming' | 'past';

/** Mailboxes → Bookings: the meetings prospects booked on the organisation's booking pages. */
export function BookingsPage() {
  const [when, setWhen] = useState<When>('upcoming');
  const [page, setPage] = useState(1);
  const bookings = useListBookingsQuery({ when, page, perPage });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Meetings prospects booked on your booking pages and team pages. A booking stops the prospect’s campaign
        sequences.
      </Text>
      <SegmentedControl
        aria-label="Which meetings"
        value={when}
        onChange={(value) => {
          if (value !== 'upcoming' && value !== 'past') return;
          setWhen(value);
          setPage(1);
        }}
        data={[
          { value: 'upcoming', label: 'Upcoming' },
          { value: 'past', label: 'Past' },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <ListBody
        query={bookings}
        empty={
          <ListEmptyState
            icon={IconCalendarEvent}
            title={when === 'upcoming' ? 'No upcoming meetings' : 'No past meetings'}
            text="Share a calendar’s booking page (Mailboxes → Calendar) or a team page: the meetings booked there appear here."
          />
        }
      >
        <BookingsTable bookings={bookings.data?.data ?? null} isFetching={bookings.isFetching} />
      </ListBody>
      <PaginationFooter
        page={page}
        perPage={perPage}
        total={bookings.data?.total ?? 0}
        onPageChange={setPage}
        noun="meetings"
      />
    </Stack>
  );
}
