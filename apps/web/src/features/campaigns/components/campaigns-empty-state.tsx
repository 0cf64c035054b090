import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconPlus, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What the table area shows when no campaign is listed. */
export function CampaignsEmptyState({
  isFiltered,
  onClearFilters,
}: {
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconRocket size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {isFiltered ? 'No campaigns match' : 'Start your first campaign'}
      </Title>
      <Text size="sm" c="dimmed" maw={440}>
        {isFiltered
          ? 'Try other words, or show every status, owner and mailbox.'
          : 'A campaign sends a sequence of emails and tasks to an audience, within your limits, from your mailboxes.'}
      </Text>
      {isFiltered ? (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <Button component={Link} to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
          New campaign
        </Button>
      )}
    </Stack>
  );
}
