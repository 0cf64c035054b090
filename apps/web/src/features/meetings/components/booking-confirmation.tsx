import type { BookedMeeting } from '@leadpilot/contracts';
import { Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconCalendarCheck, IconCalendarPlus } from '@tabler/icons-react';
import { googleCalendarUrl, icsDownloadUrl, outlookCalendarUrl } from './add-to-calendar.ts';
import { meetingWhen, zoneWords } from './meeting-time.ts';

interface BookingConfirmationProps {
  meeting: BookedMeeting;
  /** "Your meeting is booked." or "Your meeting is moved." */
  title: string;
  message: string;
  rescheduleUrl?: string;
  cancelUrl?: string;
  /** False for a cancelled meeting: nothing to add. */
  showAddToCalendar?: boolean;
}

/** Download an .ics, or open Google Calendar or Outlook with the meeting filled in. */
function AddToCalendar({ meeting }: { meeting: BookedMeeting }) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Add to calendar
      </Text>
      <Group gap="xs">
        <Button
          component="a"
          href={icsDownloadUrl(meeting)}
          download="meeting.ics"
          variant="light"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
        >
          Download .ics
        </Button>
        <Button
          component="a"
          href={googleCalendarUrl(meeting)}
          target="_blank"
          rel="noreferrer"
          variant="default"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          Google Calendar
        </Button>
        <Button
          component="a"
          href={outlookCalendarUrl(meeting)}
          target="_blank"
          rel="noreferrer"
          variant="default"
          leftSection={<IconBrandWindows size={16} aria-hidden />}
        >
          Outlook
        </Button>
      </Group>
    </Stack>
  );
}

/** The booked (or moved) meeting, a way to put it in one's own calendar, and the links to change it. */
export function BookingConfirmation({
  meeting,
  title,
  message,
  rescheduleUrl,
  cancelUrl,
  showAddToCalendar = true,
}: BookingConfirmationProps) {
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius={44} variant="light" color="teal" aria-hidden>
          <IconCalendarCheck size={24} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
      </Group>
      <Text>{message}</Text>
      <Stack gap={2}>
        <Text fw={600}>{meeting.title}</Text>
        <Text>
          {meetingWhen(meeting.start, meeting.end, meeting.timeZone)} ({zoneWords(meeting.timeZone)})
        </Text>
        {meeting.videoUrl ? (
          <Anchor href={meeting.videoUrl} target="_blank" rel="noreferrer">
            Join the call
          </Anchor>
        ) : null}
      </Stack>
      {showAddToCalendar ? <AddToCalendar meeting={meeting} /> : null}
      {rescheduleUrl && cancelUrl ? (
        <Text size="sm" c="dimmed">
          Plans change? <Anchor href={rescheduleUrl}>Reschedule</Anchor> or <Anchor href={cancelUrl}>cancel</Anchor> —
          the same links are in the invitation email.
        </Text>
      ) : null}
    </Stack>
  );
}
