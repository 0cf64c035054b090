import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The person page's shape while the person loads. */
export function PersonPageSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-label="Loading person">
      <Group gap="md" wrap="nowrap">
        <Skeleton height={64} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="40%" radius="sm" />
          <Skeleton height={16} width="60%" radius="sm" />
          <Skeleton height={14} width="50%" radius="sm" />
        </Stack>
      </Group>
      {[0, 1].map((card) => (
        <Card key={card}>
          <Stack gap="sm">
            <Skeleton height={20} width="30%" radius="sm" />
            <Skeleton height={14} width="80%" radius="sm" />
            <Skeleton height={14} width="65%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
