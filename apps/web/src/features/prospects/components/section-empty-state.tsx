import { Center, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionEmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  /** The height the card's body keeps in every state, so the page does not jump. */
  minHeight: number;
}

/** Nothing to show in a card of the person page: an icon, what is missing, and why. */
export function SectionEmptyState({ icon, title, description, minHeight }: SectionEmptyStateProps) {
  return (
    <Center mih={minHeight}>
      <Stack align="center" gap={6} ta="center" maw={360}>
        <ThemeIcon size={44} radius={44} variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
