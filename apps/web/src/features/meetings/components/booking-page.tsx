import type { BookingSlot } from '@leadpilot/contracts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { errorMessageOf } from '../../../api/base-query.ts';
import { errorStatusOf } from '../../../api/server-errors.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { TimeZoneSelect } from '../../../shared/ui/time-zone-select.tsx';
import { cachedBookingPageZone, useBookMeetingMutation, useGetBookingPageQuery } from '../api/booking-page-api.ts';
import type { ConfirmationReply } from '../api/meetings-api.ts';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { type BookingDetails, BookingForm } from './booking-form.tsx';
import { BookingPageLoading, BookingPageMissing, NoFreeTimes } from './booking-page-states.tsx';
import { browserTimeZone } from './meeting-time.ts';
import { type RequestedTime, resolveRequestedTime } from './requested-time.ts';
import { SlotPicker } from './slot-picker.tsx';

/** Shown when the time a link asked for is no longer free. */
const takenNotice = 'That time was just taken — here are the nearest free times.';

/** A key for one booking attempt: the same attempt sent again (a lost answer) books once. */
const newRequestKey = () => crypto.randomUUID();

/**
 * /book/:slug — a host's or a team's public booking page: the free days and times on the visitor's
 * clock (their zone, changeable), a short form, and the confirmation with "add to calendar".
 * `requestedAt` (the link's `?at=`, an ISO instant) opens the page on that time, chosen, when it is
 * free; when it is not any more, on the nearest free times with a notice saying so.
 */
export function BookingPage({ slug, requestedAt = null }: { slug: string; requestedAt?: string | null }) {
  const store = useStore();
  // A page the server rendered (docs/public-pages.md) is in the cache on the host's clock: the first
  // render (the server's, then the browser's hydration) shows it so, then the visitor's clock follows.
  const [rendered] = useState(() => cachedBookingPageZone(store.getState(), slug));
  const [zone, setZone] = useState(() => rendered ?? browserTimeZone());
  useEffect(() => {
    if (rendered !== null) setZone((current) => (current === rendered ? browserTimeZone() : current));
  }, [rendered]);
  const page = useGetBookingPageQuery({ slug, zone });
  const [bookMeeting, booking] = useBookMeetingMutation();
  const [selected, setSelected] = useState<BookingSlot | null>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<ConfirmationReply | null>(null);
  // What the visitor typed stays when they pick another time.
  const [details, setDetails] = useState<BookingDetails>({ name: '', email: '', note: '' });
  // The linked time is read once, against the first free times the page shows.
  const [opening, setOpening] = useState<RequestedTime | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (confirmation) {
    return (
      <BookingConfirmation
        meeting={confirmation.data.booking}
        title="Your meeting is booked"
        message={confirmation.message}
        rescheduleUrl={confirmation.data.rescheduleUrl}
        cancelUrl={confirmation.data.cancelUrl}
      />
    );
  }
  if (page.isError && !page.data) {
    if (errorStatusOf(page.error) === 404) {
      return (
        <BookingPageMissing
          title="This booking page was not found"
          text="Check the address you were given, or ask the person who sent it for a new one."
        />
      );
    }
    return <QueryErrorState message={errorMessageOf(page.error)} onRetry={() => void page.refetch()} />;
  }
  if (!page.data) return <BookingPageLoading label="Loading free times" />;
  const data = page.data;
  let opened = opening;
  if (opened === null) {
    // State set while rendering: React renders again at once, so the page never shows without it.
    opened = resolveRequestedTime(requestedAt, data.days, data.zone);
    setOpening(opened);
    if (opened.kind === 'free') setSelected(opened.slot);
    if (opened.kind === 'taken' && data.days.length > 0) setNotice(takenNotice);
  }

  const choose = (slot: BookingSlot) => {
    setSelected(slot);
    setError(null);
    setNotice(null);
  };
  const handleSubmit = async (values: BookingDetails) => {
    if (!selected) return;
    setDetails(values);
    setError(null);
    const result = await bookMeeting({
      slug,
      body: {
        name: values.name,
        email: values.email,
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
        start: selected.start,
        timeZone: zone,
        idempotencyKey: requestKey,
      },
    });
    if ('data' in result && result.data) {
      setConfirmation(result.data);
      return;
    }
    // A refusal is final for this attempt: the next one is a new request.
    setRequestKey(newRequestKey());
    setError(errorMessageOf(result.error) ?? 'The meeting could not be booked. Try again.');
    if (errorStatusOf(result.error) === 409) setSelected(null);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {data.organisationName}
        </Text>
        <Title order={1} fz="h2">
          {data.kind === 'team' ? data.name : `Meet ${data.name}`}
        </Title>
        <Text>{data.meetingMinutes}-minute meeting</Text>
      </Stack>
      <Group align="flex-end" gap="sm">
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
      {error && !selected ? (
        <Text c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {notice ? (
        <Alert color="blue" variant="light" role="status">
          {notice}
        </Alert>
      ) : null}
      {data.days.length === 0 ? (
        <NoFreeTimes name={data.name} />
      ) : (
        <SlotPicker
          days={data.days}
          zone={data.zone}
          selected={selected}
          onSelect={choose}
          initialDate={opened.kind === 'none' ? null : opened.date}
        />
      )}
      {selected ? (
        <BookingForm
          slot={selected}
          initialValues={details}
          zone={data.zone}
          isSubmitting={booking.isLoading}
          error={error}
          onSubmit={(details) => void handleSubmit(details)}
          onCancel={() => setSelected(null)}
        />
      ) : null}
    </Stack>
  );
}
