import type { HubspotConnection } from '@leadpilot/contracts';
import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';

const dateTime = (value: string | null) =>
  value ? new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

const runColors = { ok: 'green', failed: 'red', running: 'blue' } as const;

/** The sync's health: when it last ran and runs next, what it holds, and its recent runs with their errors. */
export function HubspotHealth({ health }: { health: HubspotConnection['health'] }) {
  const figures = [
    { label: 'Last sync', value: dateTime(health.lastSyncAt) },
    { label: 'Next sync', value: dateTime(health.nextSyncAt) },
    { label: 'Contacts pushed', value: String(health.contactsPushed) },
    { label: 'Activities pushed', value: String(health.engagementsPushed) },
    { label: 'Customers flagged', value: String(health.customersHeld) },
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {figures.map((figure) => (
          <Stack key={figure.label} gap={2}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={600}>{figure.value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      {health.recentRuns.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sync has run yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Recent syncs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th>Contacts</Table.Th>
                <Table.Th>Activities</Table.Th>
                <Table.Th>Customers</Table.Th>
                <Table.Th>Rate limited</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {health.recentRuns.map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>{dateTime(run.startedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Badge color={runColors[run.status]} variant="light">
                        {run.status === 'ok' ? 'OK' : run.status === 'failed' ? 'Failed' : 'Running'}
                      </Badge>
                      {run.error ? (
                        <Text size="xs" c="red">
                          {run.error}
                        </Text>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{run.counts.contactsPushed}</Table.Td>
                  <Table.Td>{run.counts.engagementsCreated}</Table.Td>
                  <Table.Td>{run.counts.customersPulled}</Table.Td>
                  <Table.Td>{run.counts.rateLimited}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
