import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconUserPlus, IconUsers } from '@tabler/icons-react';

interface TeamEmptyStateProps {
  /** A search or status filter is narrowing the list. */
  isFiltered: boolean;
  canInvite: boolean;
  onClearFilters: () => void;
  onInvite: () => void;
}

/** What the table area shows when no member is listed. */
export function TeamEmptyState({ isFiltered, canInvite, onClearFilters, onInvite }: TeamEmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconUsers size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {isFiltered ? 'No members match' : 'Invite your first teammate'}
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {isFiltered
          ? 'Try another name or email, or show every status.'
          : 'Bring your colleagues into Leadpilot to work on prospects and campaigns together.'}
      </Text>
      {isFiltered ? (
        <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : canInvite ? (
        <Button leftSection={<IconUserPlus size={16} />} onClick={onInvite}>
          Invite a teammate
        </Button>
      ) : null}
    </Stack>
  );
}
