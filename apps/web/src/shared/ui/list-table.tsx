import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableSkeleton } from './table-skeleton.tsx';

interface ListTableProps {
  /** The table's name ("Tasks"); its scrolling region is "Tasks table". */
  label: string;
  /** Below this width the table scrolls sideways (phones) instead of squeezing its columns. */
  minWidth: number;
  /** The header cells. */
  head: ReactNode;
  /** How many columns the skeleton rows fill while the first page loads. */
  columnCount: number;
  skeletonRows?: number;
  /** The first page is loading: skeleton rows instead of `children`. */
  isLoading: boolean;
  /** A newer page is loading: the rows shown stay, dimmed. */
  isFetching: boolean;
  verticalSpacing?: TableProps['verticalSpacing'];
  layout?: TableProps['layout'];
  /** The rows. */
  children: ReactNode;
}

/** A list's table in a named region keyboard users can scroll sideways; busy and skeleton rows while it loads. */
export function ListTable({
  label,
  minWidth,
  head,
  columnCount,
  skeletonRows = 6,
  isLoading,
  isFetching,
  verticalSpacing,
  layout,
  children,
}: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table
        aria-label={label}
        aria-busy={isLoading || isFetching}
        verticalSpacing={verticalSpacing}
        layout={layout}
        style={{ opacity: !isLoading && isFetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{isLoading ? <TableSkeleton columns={columnCount} rows={skeletonRows} /> : children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The header of a column of row actions: named for screen readers, empty on screen. */
export function ActionsHeader({ width }: { width: number }) {
  return (
    <Table.Th w={width}>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
