import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

interface SortableHeaderProps<Column extends string> {
  column: Column;
  sortColumn: Column;
  sort: SortDirection;
  onSort: (column: Column, sort: SortDirection) => void;
  children: ReactNode;
}

/** A column heading that sorts the table; a second press reverses the order. `aria-sort` tells screen readers. */
export function SortableHeader<Column extends string>({
  column,
  sortColumn,
  sort,
  onSort,
  children,
}: SortableHeaderProps<Column>) {
  const isActive = column === sortColumn;
  const Icon = isActive ? (sort === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={isActive ? (sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column, isActive && sort === 'asc' ? 'desc' : 'asc')}
        fw={600}
        fz="xs"
        tt="uppercase"
        style={{ letterSpacing: '0.03em', whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
