import type { BookingListItem, BookingStatus } from '@leadpilot/contracts';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { ListTable } from '../../../shared/ui/list-table.tsx';

const statusWords: Record<BookingStatus, { label: string; color: string }> = {
  booked: { label: 'Booked', color: 'teal' },
  rescheduled: { label: 'Moved', color: 'indigo' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

interface BookingsTableProps {
  bookings: BookingListItem[] | null;
  isFetching: boolean;
}

/** The organisation's meetings: when, with whom, whose calendar, and how it stands. */
export function BookingsTable({ bookings, isFetching }: BookingsTableProps) {
  return (
    <ListTable
      label="Bookings"
      minWidth={720}
      columnCount={5}
      isLoading={bookings === null}
      isFetching={isFetching}
      head={
        <>
          <Table.Th>When</Table.Th>
          <Table.Th>Prospect</Table.Th>
          <Table.Th>Host</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Call</Table.Th>
        </>
      }
    >
      {(bookings ?? []).map((booking) => (
        <Table.Tr key={booking.id}>
          <Table.Td>{formatDateTime(booking.start)}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {booking.prospectName}
              </Text>
              <Text size="xs" c="dimmed">
                {booking.prospectEmail}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm">{booking.hostName}</Text>
              {booking.teamPageName ? (
                <Text size="xs" c="dimmed">
                  {booking.teamPageName}
                </Text>
              ) : null}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={statusWords[booking.status].color}>
              {statusWords[booking.status].label}
            </Badge>
          </Table.Td>
          <Table.Td>
            {booking.videoUrl && booking.status !== 'cancelled' ? (
              <Anchor href={booking.videoUrl} target="_blank" rel="noreferrer" size="sm">
                Join
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
