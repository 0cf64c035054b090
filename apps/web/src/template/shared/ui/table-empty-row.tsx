import { Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';

interface TableEmptyRowProps {
  columns: number;
  title: string;
  description: string;
}

/** The one row a table shows when a search or filter matches nothing. */
export function TableEmptyRow({ columns, title, description }: TableEmptyRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Stack align="center" gap={6} py="xl">
          <ThemeIcon size={48} radius={48} variant="light" color="gray" aria-hidden>
            <IconDatabaseOff size={24} />
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
