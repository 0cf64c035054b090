import type { EnrichmentFile } from '@leadpilot/contracts';
import { Anchor, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { EnrichmentStageBadge } from '../../../shared/ui/enrichment-stage-badge.tsx';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { formatCount, percentDone } from '../hooks/file-progress.ts';

/** The organisation's files: name, stage and progress, rows and matches, credits, who and when. */
export function FilesTable(props: { files: EnrichmentFile[] | null; isLoading: boolean; isFetching: boolean }) {
  return (
    <ListTable
      label="Enrichment files"
      minWidth={760}
      columnCount={5}
      isLoading={props.isLoading}
      isFetching={props.isFetching}
      head={
        <>
          <Table.Th>File</Table.Th>
          <Table.Th w={220}>Progress</Table.Th>
          <Table.Th w={110}>Matched</Table.Th>
          <Table.Th w={90}>Credits</Table.Th>
          <Table.Th w={180}>Uploaded</Table.Th>
        </>
      }
    >
      {(props.files ?? []).map((file) => (
        <Table.Tr key={file.id}>
          <Table.Td>
            <Stack gap={2}>
              <Anchor component={Link} to={`/enrichment/${file.id}`} fw={600}>
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatCount(file.rowCount)} rows · {file.format.toUpperCase()}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Stack gap={4}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <EnrichmentStageBadge stage={file.stage} />
                <Text size="xs" c="dimmed">
                  {percentDone(file)} %
                </Text>
              </Group>
              <Progress
                value={percentDone(file)}
                size="sm"
                animated={file.stage === 'running'}
                aria-label={`${file.name}: ${percentDone(file)} % enriched`}
              />
            </Stack>
          </Table.Td>
          <Table.Td>
            <Text size="sm">
              {formatCount(file.rowsMatched)} / {formatCount(file.rowsDone)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{formatCount(file.creditsSpent)}</Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm">{formatDateTime(file.createdAt)}</Text>
              <Text size="xs" c="dimmed">
                {file.createdByName || 'A former member'}
              </Text>
            </Stack>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
