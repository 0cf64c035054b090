import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserCheck, IconUserExclamation, IconUserOff, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useGetAllUsersQuery } from '../api/users-api.ts';

function StatCard({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Card padding="md">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="h3" fw={700}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** Totals over every demo user: all, active, pending and inactive. */
export function UserStats() {
  const { data } = useGetAllUsersQuery();
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {['total', 'active', 'pending', 'inactive'].map((key) => (
          <Skeleton key={key} height={86} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const count = (status: string) => data.filter((user) => user.status === status).length;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label="Users" value={data.length} icon={<IconUsers size={22} />} color="indigo" />
      <StatCard label="Active" value={count('active')} icon={<IconUserCheck size={22} />} color="green" />
      <StatCard label="Pending" value={count('pending')} icon={<IconUserExclamation size={22} />} color="yellow" />
      <StatCard label="Inactive" value={count('inactive')} icon={<IconUserOff size={22} />} color="gray" />
    </SimpleGrid>
  );
}
