import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { iconByName } from './icon-by-name.tsx';

interface CardListRowProps {
  icon: string;
  color: string;
  title: string;
  subtitle?: string;
  /** The figure or chart at the end of the row. */
  end: ReactNode;
}

/** A row of a card's list: an icon, a title (and subtitle), and a figure at the end. */
export function CardListRow({ icon, color, title, subtitle, end }: CardListRowProps) {
  const RowIcon = iconByName(icon);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          <RowIcon size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate="end">
            {title}
          </Text>
          {subtitle ? (
            <Text size="xs" c="dimmed" truncate="end">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {end}
    </Group>
  );
}

/** The list element that holds `CardListRow`s. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
