import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { EmployeeRow, EmployeeStatus } from '../../mocks/types.ts';
import { employeeStatuses } from './employees.ts';

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** An employee's picture (or initials), name and email. */
export function EmployeeNameCell({ row }: { row: EmployeeRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={row.avatar || null} alt="" radius="xl" size={36} color="indigo">
        {initialsOf(row.full_name)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} data-testid="employee-name">
          {row.full_name}
        </Text>
        <Text size="xs">{row.email}</Text>
      </Stack>
    </Group>
  );
}

/** A status code as its coloured label. */
export function StatusBadge({ status }: { status: EmployeeStatus }) {
  const { label, color } = employeeStatuses[status];
  return (
    <Badge variant="light" color={color} data-testid="employee-status">
      {label}
    </Badge>
  );
}
