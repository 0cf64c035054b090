import { Skeleton, Table } from '@mantine/core';

interface TableSkeletonProps {
  columns: number;
  rows?: number;
}

/** Placeholder rows while a table's first page loads. */
export function TableSkeleton({ columns, rows = 5 }: TableSkeletonProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <Table.Tr key={`skeleton-row-${row.toString()}`} aria-hidden>
          {Array.from({ length: columns }, (_, column) => (
            <Table.Td key={`skeleton-cell-${column.toString()}`}>
              <Skeleton height={14} radius="sm" width={column === 0 ? '70%' : '50%'} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}
