import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff, IconTemplate } from '@tabler/icons-react';
import { TemplateActions } from './template-actions.tsx';

interface TemplatesEmptyStateProps {
  /** A search or filter is narrowing the list. */
  isFiltered: boolean;
  onClearFilters: () => void;
}

/** What the table area shows when no template is listed. */
export function TemplatesEmptyState({ isFiltered, onClearFilters }: TemplatesEmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <IconTemplate size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {isFiltered ? 'No templates match' : 'Write your first template'}
      </Title>
      <Text size="sm" c="dimmed" maw={440}>
        {isFiltered
          ? 'Try other words, or show every folder and tag.'
          : 'Templates keep your best emails ready for campaigns. Start from a blank page or let the AI writer draft one from your offer.'}
      </Text>
      {isFiltered ? (
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <Group gap="sm" justify="center">
          <TemplateActions />
        </Group>
      )}
    </Stack>
  );
}
