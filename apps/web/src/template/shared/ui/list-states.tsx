import { Center, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** Placeholder rows while an app's list loads, announced once to screen readers. */
export function ListSkeleton({ rows = 8, label }: { rows?: number; label: string }) {
  return (
    <Stack gap={0} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Group key={`row-${row.toString()}`} gap="sm" px="md" py="sm" wrap="nowrap" aria-hidden>
          <Skeleton circle height={36} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="35%" radius="sm" />
            <Skeleton height={10} width="80%" radius="sm" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** An app's empty list or panel: an icon, a line saying why and, when useful, a way forward. */
export function EmptyState({ icon, title, description, children }: EmptyStateProps) {
  return (
    <Center py={48} px="md" style={{ flex: 1 }}>
      <Stack align="center" gap="xs" ta="center" maw={360}>
        <ThemeIcon size={56} radius={56} variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Center>
  );
}
