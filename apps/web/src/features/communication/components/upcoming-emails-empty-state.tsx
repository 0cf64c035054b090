import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockPlay, IconFilterOff, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What the table area shows when no scheduled email is listed. */
export function UpcomingEmailsEmptyState({
  isFiltered,
  onClearFilters,
}: {
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconClockPlay size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {isFiltered ? 'No scheduled emails match' : 'Nothing is scheduled to send'}
      </Title>
      <Text size="sm" c="dimmed" maw={460}>
        {isFiltered
          ? 'Try other words, or show every campaign and mailbox.'
          : 'The next emails of your running campaigns wait here before they go out, soonest first. Launch or resume a campaign to fill the queue.'}
      </Text>
      {isFiltered ? (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <Button component={Link} to="/campaigns" variant="light" leftSection={<IconRocket size={16} aria-hidden />}>
          Go to campaigns
        </Button>
      )}
    </Stack>
  );
}
