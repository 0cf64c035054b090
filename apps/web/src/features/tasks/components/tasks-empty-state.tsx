import type { CampaignTaskStatus } from '@leadpilot/contracts';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconFilterOff } from '@tabler/icons-react';

const words: Record<CampaignTaskStatus, { title: string; text: string }> = {
  open: {
    title: 'No tasks',
    text: 'No tasks: call and LinkedIn steps of your campaigns appear here when prospects reach them.',
  },
  done: { title: 'No tasks done yet', text: 'The tasks you mark done are listed here.' },
  skipped: { title: 'No tasks skipped', text: 'The tasks you skip are listed here.' },
};

/** What the table area shows when no task is listed. */
export function TasksEmptyState({
  status,
  isFiltered,
  onClearFilters,
}: {
  status: CampaignTaskStatus;
  isFiltered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconChecklist size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {isFiltered ? 'No tasks match' : words[status].title}
      </Title>
      <Text size="sm" c="dimmed" maw={440}>
        {isFiltered ? 'Show every kind of task to see the others.' : words[status].text}
      </Text>
      {isFiltered ? (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
