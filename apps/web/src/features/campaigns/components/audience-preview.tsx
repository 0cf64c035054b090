import { type AudiencePreview, audienceExclusionLabels, audienceExclusionReasons } from '@leadpilot/contracts';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="h3" fw={700}>
        {value.toLocaleString()}
      </Text>
    </Stack>
  );
}

/** Who the audience enrols and who it leaves out, each with the reason in words. */
export function AudiencePreviewPanel({ preview }: { preview: AudiencePreview }) {
  const reasons = audienceExclusionReasons.filter((reason) => (preview.byReason[reason] ?? 0) > 0);
  return (
    <Stack gap="md" role="region" aria-label="Audience preview">
      <SimpleGrid cols={{ base: 3 }} spacing="md">
        <Figure label="People found" value={preview.candidates} />
        <Figure label="Will be enrolled" value={preview.enrolled} />
        <Figure label="Left out" value={preview.excluded} />
      </SimpleGrid>
      {preview.isSearchCapped ? (
        <Text size="sm" c="orange">
          The search matched more people than a campaign takes from one search: only the first ones are used.
        </Text>
      ) : null}
      {reasons.length > 0 ? (
        <Group gap="xs">
          {reasons.map((reason) => (
            <Badge key={reason} variant="light" color="gray" tt="none">
              {audienceExclusionLabels[reason]}: {preview.byReason[reason]}
            </Badge>
          ))}
        </Group>
      ) : null}
      {preview.exclusions.length > 0 ? (
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label="Left out table">
          <Table aria-label="People left out">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Why left out</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.exclusions.map((person, index) => (
                <Table.Tr key={`${person.email}-${index.toString()}`}>
                  <Table.Td>
                    <Text size="sm">{person.name || '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {person.company}
                    </Text>
                  </Table.Td>
                  <Table.Td>{person.email || '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{audienceExclusionLabels[person.reason]}</Text>
                    {person.detail ? (
                      <Text size="xs" c="dimmed">
                        {person.detail}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
