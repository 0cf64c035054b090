import type { BookingSlot, ManagedBooking } from '@leadpilot/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { useChangeManagedBookingMutation, useGetManagedBookingQuery } from '../api/managed-booking-api.ts';
import type { ConfirmationReply } from '../api/meetings-api.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingPageLoading, BookingPageMissing, NoFreeTimes } from './booking-page-states.tsx';
import { browserTimeZone, meetingWhen, zoneWords } from './meeting-time.ts';
import { SlotPicker } from './slot-picker.tsx';

function CurrentMeeting({ managed }: { managed: ManagedBooking }) {
  const { booking } = managed;
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {booking.status === 'cancelled' ? 'This meeting was cancelled' : `Your meeting with ${booking.hostName}`}
      </Title>
      <Text td={booking.status === 'cancelled' ? 'line-through' : undefined}>
        {meetingWhen(booking.start, booking.end, booking.timeZone)} ({zoneWords(booking.timeZone)})
      </Text>
    </Stack>
  );
}

/**
 * /book/manage/:token — the page a reschedule or cancel link of the invitation opens: the meeting
 * as it is now, then either the host's free times to move it to, or a button that cancels it.
 */
export function ManageBookingPage({ token }: { token: string }) {
  const [zone, setZone] = useState(browserTimeZone);
  const managed = useGetManagedBookingQuery({ token, zone });
  const [change, changing] = useChangeManagedBookingMutation();
  const [selected, setSelected] = useState<BookingSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ConfirmationReply | null>(null);

  if (done) {
    const isCancelled = done.data.booking.status === 'cancelled';
    return (
      <BookingConfirmation
        meeting={done.data.booking}
        title={isCancelled ? 'Your meeting is cancelled' : 'Your meeting is moved'}
        message={done.message}
        {...(isCancelled ? {} : { rescheduleUrl: done.data.rescheduleUrl, cancelUrl: done.data.cancelUrl })}
        showAddToCalendar={!isCancelled}
      />
    );
  }
  if (managed.isError && !managed.data) {
    if (errorStatusOf(managed.error) === 404) {
      return (
        <BookingPageMissing
          title="This link is not valid any more"
          text={errorMessageOf(managed.error) ?? 'Use the newest email about the meeting.'}
        />
      );
    }
    return <QueryErrorState message={errorMessageOf(managed.error)} onRetry={() => void managed.refetch()} />;
  }
  if (!managed.data) return <BookingPageLoading label="Loading the meeting" />;
  const data = managed.data;
  const isLive = data.booking.status !== 'cancelled';

  const send = async (body: { start?: string; timeZone?: string }) => {
    setError(null);
    const result = await change({ token, body });
    if ('data' in result && result.data) setDone(result.data);
    else {
      setError(errorMessageOf(result.error) ?? 'The meeting could not be changed. Try again.');
      setSelected(null);
    }
  };

  return (
    <Stack gap="lg">
      <CurrentMeeting managed={data} />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {isLive && data.action === 'cancel' ? (
        <Stack gap="sm" align="flex-start">
          <Text>Cancelling removes the meeting from {data.booking.hostName}’s calendar and yours.</Text>
          <Button color="red" loading={changing.isLoading} onClick={() => void send({})}>
            Cancel the meeting
          </Button>
        </Stack>
      ) : null}
      {isLive && data.action === 'reschedule' ? (
        <Stack gap="md">
          <Group align="flex-end">
            <TimeZoneSelect
              label="Your time zone"
              value={zone}
              onChange={(next) => {
                if (!next) return;
                setZone(next);
                setSelected(null);
              }}
              w={{ base: '100%', xs: 320 }}
              allowDeselect={false}
            />
          </Group>
          {data.days.length === 0 ? (
            <NoFreeTimes name={data.booking.hostName} />
          ) : (
            <SlotPicker days={data.days} zone={data.zone} selected={selected} onSelect={setSelected} />
          )}
          {selected ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setSelected(null)}>
                Pick another time
              </Button>
              <Button loading={changing.isLoading} onClick={() => void send({ start: selected.start, timeZone: zone })}>
                Move to {meetingWhen(selected.start, selected.end, data.zone)}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
