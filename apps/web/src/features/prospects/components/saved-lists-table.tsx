import type { SavedList } from '@leadpilot/contracts';
import { ActionIcon, Anchor, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import { formatCount } from './format-count.ts';

interface SavedListsTableProps {
  /** Null while loading. */
  lists: SavedList[] | null;
  onDelete: (list: SavedList) => void;
}

/** The organisation's saved lists with their counts. */
export function SavedListsTable({ lists, onDelete }: SavedListsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="Saved lists table">
      <Table aria-label="Saved lists" aria-busy={lists === null}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w={110} ta="right">
              People
            </Table.Th>
            <Table.Th w={140} ta="right">
              Not revealed
            </Table.Th>
            <Table.Th w={200}>Updated</Table.Th>
            <Table.Th w={64}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lists === null ? (
            <TableSkeleton columns={5} rows={4} />
          ) : (
            lists.map((list) => (
              <Table.Tr key={list.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/prospects/lists/${list.id}`} fw={600} size="sm">
                    {list.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatCount(list.peopleCount)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatCount(list.unrevealedCount)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component="time" dateTime={list.updatedAt}>
                    {formatDateTime(list.updatedAt)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Tooltip label="Delete list" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${list.name}`}
                      onClick={() => onDelete(list)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
