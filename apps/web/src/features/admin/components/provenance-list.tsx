import type { CuratedPerson } from '@leadpilot/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../shared/format/format-date.ts';

const fieldLabels: Record<string, string> = {
  email: 'Email',
  phone: 'Phone',
  title: 'Job title',
  company: 'Company',
  linkedinUrl: 'LinkedIn',
};

/** Where each contact field came from and when it was last confirmed: the answer to “where did you get my data”. */
export function ProvenanceList({ provenance }: { provenance: CuratedPerson['provenance'] }) {
  const entries = Object.entries(provenance);
  return (
    <Card component="section" aria-labelledby="provenance-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="provenance-title">
          Provenance
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No source is recorded for this person’s contact details yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Confirmed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map(([field, entry]) => (
                  <Table.Tr key={field}>
                    <Table.Td>{fieldLabels[field] ?? field}</Table.Td>
                    <Table.Td>{entry.source === 'curation' ? 'Curated by a super-admin' : entry.source}</Table.Td>
                    <Table.Td>{formatDate(entry.verifiedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
