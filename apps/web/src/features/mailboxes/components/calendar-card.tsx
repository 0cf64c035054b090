import type { Mailbox } from '@leadpilot/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { CalendarSettingsForm } from './calendar-settings-form.tsx';
import { calendarProviderLabels, MailboxStatusBadge } from './mailbox-badges.tsx';

interface CalendarCardProps {
  calendar: Mailbox;
  onToggleActive: (calendar: Mailbox) => void;
}

/** One connected calendar: its provider and health, a switch on or off, and its booking settings. */
export function CalendarCard({ calendar, onToggleActive }: CalendarCardProps) {
  const headingId = useId();
  const provider = calendar.calendar?.provider ?? (calendar.kind === 'microsoft' ? 'microsoft' : 'google');
  const isDeactivated = calendar.status === 'deactivated';
  return (
    <Card component="section" aria-labelledby={headingId} data-calendar={calendar.email}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
            <Title order={2} fz="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {calendar.email}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {calendarProviderLabels[provider]}
              </Text>
              <MailboxStatusBadge status={calendar.status} />
            </Group>
          </Stack>
          <Button
            variant="default"
            size="sm"
            leftSection={isDeactivated ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
            onClick={() => onToggleActive(calendar)}
          >
            {isDeactivated ? 'Reactivate' : 'Deactivate'}
          </Button>
        </Group>
        {calendar.statusReason ? (
          <Alert
            variant="light"
            color={calendar.status === 'broken' ? 'red' : 'gray'}
            icon={<IconAlertTriangle size={18} />}
          >
            {calendar.statusReason}
          </Alert>
        ) : null}
        <CalendarSettingsForm calendar={calendar} disabled={isDeactivated} />
      </Stack>
    </Card>
  );
}
