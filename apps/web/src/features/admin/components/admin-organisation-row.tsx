import type { AdminOrganisation } from '@leadpilot/contracts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/format-date.ts';
import { countryName } from '../../../shared/ui/country-options.ts';

interface AdminOrganisationRowProps {
  organisation: AdminOrganisation;
}

/** One organisation: name and domain, country, member count, sandbox-mail count, owner and creation date. */
export function AdminOrganisationRow({ organisation }: AdminOrganisationRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`/admin/organisations/${organisation.id}`}
            state={{ organisationName: organisation.name }}
            size="sm"
            fw={600}
          >
            {organisation.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {organisation.domain || 'No domain'}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{organisation.country ? countryName(organisation.country) : '—'}</Text>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{organisation.memberCount}</Text>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Text size="sm">{organisation.sandboxMessageCount}</Text>
      </Table.Td>
      <Table.Td>
        {organisation.ownerEmail ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {organisation.ownerEmail}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No active owner
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <time dateTime={organisation.createdAt}>{formatDate(organisation.createdAt)}</time>
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
