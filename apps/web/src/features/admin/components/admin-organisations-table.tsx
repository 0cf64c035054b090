import type { AdminOrganisation } from '@leadpilot/contracts';
import { Card, Table, Text } from '@mantine/core';
import { TableSkeleton } from '../../../shared/ui/table-skeleton.tsx';
import { AdminOrganisationRow } from './admin-organisation-row.tsx';

const columnCount = 6;

interface AdminOrganisationsTableProps {
  /** The page of organisations; null until the first page arrives. */
  organisations: AdminOrganisation[] | null;
  /** The search in force, for the empty message. */
  query: string;
  isFetching: boolean;
}

/** Organisations with their country, size, sandbox-mail count (never the messages), owner and age; scrolls sideways on narrow screens. */
export function AdminOrganisationsTable({ organisations, query, isFetching }: AdminOrganisationsTableProps) {
  return (
    <Card padding={0}>
      {/* Focusable and named, so keyboard users can scroll it sideways on narrow screens. */}
      <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label="Organisations table">
        <Table
          aria-label="Organisations"
          aria-busy={organisations === null ? true : undefined}
          horizontalSpacing="md"
          style={{ opacity: isFetching && organisations !== null ? 0.6 : 1, transition: 'opacity 120ms ease' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Organisation</Table.Th>
              <Table.Th scope="col">Country</Table.Th>
              <Table.Th scope="col" ta="right">
                Members
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Sandbox mail
              </Table.Th>
              <Table.Th scope="col">Owner</Table.Th>
              <Table.Th scope="col">Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organisations === null ? (
              <TableSkeleton columns={columnCount} />
            ) : organisations.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount} py="xl" ta="center">
                  <Text fw={600}>{query ? 'No organisations match your search' : 'No organisations yet'}</Text>
                  <Text size="sm" c="dimmed" mt={4}>
                    {query
                      ? `Nothing matches “${query}”. Try another name or domain.`
                      : 'Organisations appear here as people register.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              organisations.map((organisation) => (
                <AdminOrganisationRow key={organisation.id} organisation={organisation} />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
