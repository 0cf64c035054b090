import { Checkbox, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { TableData } from './table-data.ts';

export interface RowSelection {
  /** Indexes of the selected rows in `table.rows`. */
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
}

interface DataTableViewProps {
  table: TableData;
  label: string;
  pageSize?: number;
  selection?: RowSelection;
}

/** A file's or an export's table: its header row, ten rows a page, and checkboxes when rows can be picked. */
export function DataTableView({ table, label, pageSize = 10, selection }: DataTableViewProps) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(table.rows.length / pageSize));
  const current = Math.min(page, pages);
  const first = (current - 1) * pageSize;
  const indexes = table.rows.slice(first, first + pageSize).map((_, offset) => first + offset);
  const selectedOnPage = selection ? indexes.filter((index) => selection.selected.has(index)).length : 0;

  function toggle(targets: number[], isOn: boolean) {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const index of targets) {
      if (isOn) next.add(index);
      else next.delete(index);
    }
    selection.onChange(next);
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {selection ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select every row of this page"
                    checked={selectedOnPage === indexes.length && indexes.length > 0}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < indexes.length}
                    onChange={(event) => toggle(indexes, event.currentTarget.checked)}
                  />
                </Table.Th>
              ) : null}
              {table.header.map((cell, column) => (
                <Table.Th key={`${column.toString()}-${cell}`}>{cell || `Column ${column + 1}`}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {indexes.map((index) => {
              const row = table.rows[index] ?? [];
              return (
                <Table.Tr
                  key={index}
                  bg={selection?.selected.has(index) ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  {selection ? (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${row[1] ?? `row ${index + 1}`}`}
                        checked={selection.selected.has(index)}
                        onChange={(event) => toggle([index], event.currentTarget.checked)}
                      />
                    </Table.Td>
                  ) : null}
                  {row.map((cell, column) => (
                    <Table.Td key={`${column.toString()}-${table.header[column] ?? ''}`}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {table.rows.length === 0
            ? 'No rows under the header.'
            : `Rows ${first + 1} to ${first + indexes.length} of ${table.rows.length}`}
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
