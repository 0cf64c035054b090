import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconUserSearch } from '@tabler/icons-react';

interface PeopleEmptyStateProps {
  isFiltered: boolean;
  onClearFilters: () => void;
}

/** What the results area shows when no one matches. */
export function PeopleEmptyState({ isFiltered, onClearFilters }: PeopleEmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconUserSearch size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        No people match these filters
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        {isFiltered
          ? 'Try fewer filters, another keyword or a lower minimum intent score.'
          : 'There is nobody to show yet. Try again in a moment.'}
      </Text>
      {isFiltered ? (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
