import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

interface ListEmptyStateProps {
  icon: ComponentType<{ size?: number | string }>;
  title: string;
  text: ReactNode;
  /** What to do next: create the first item, or clear the filters. */
  action?: ReactNode;
}

/** What a list's table area shows when nothing is listed: an icon, a heading, a sentence and the next step. */
export function ListEmptyState({ icon: Icon, title, text, action }: ListEmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <ThemeIcon size={56} radius={56} variant="light" color="gray" aria-hidden>
        <Icon size={28} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" maw={460}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** The action of a list that its filters emptied. */
export function ClearFiltersButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClick}>
      Clear filters
    </Button>
  );
}
