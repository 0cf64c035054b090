import { Card, Skeleton, Stack } from '@mantine/core';

const rows = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Placeholder rows while the first page of messages loads. */
export function SandboxMessageListSkeleton() {
  return (
    <Card padding="sm" aria-busy="true" aria-label="Loading messages">
      <Stack gap="md">
        {rows.map((row) => (
          <Stack key={row} gap={6} aria-hidden>
            <Skeleton height={14} width="75%" radius="sm" />
            <Skeleton height={10} width="50%" radius="sm" />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
