import type { EnrichmentFile } from '@leadpilot/contracts';
import { ActionIcon, Badge, Menu, Stack, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconDotsVertical, IconPencil } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { EnrichmentStageBadge } from '../../../shared/ui/enrichment-stage-badge.tsx';
import { ActionsHeader, ListTable } from '../../../shared/ui/list-table.tsx';

/** What can be done to a file from its row. */
export type AdminEnrichmentAction = 'stage' | 'correct';

interface AdminEnrichmentTableProps {
  /** Null while the first page loads. */
  files: EnrichmentFile[] | null;
  /** A newer page is loading; the current rows stay visible, dimmed. */
  isFetching: boolean;
  onAction: (file: EnrichmentFile, action: AdminEnrichmentAction) => void;
}

const count = (value: number) => value.toLocaleString('en-GB');
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function AdminEnrichmentRow({
  file,
  onAction,
}: {
  file: EnrichmentFile;
  onAction: AdminEnrichmentTableProps['onAction'];
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed">
            {file.format.toUpperCase()} · {file.headers.length} columns
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={file.kind === 'ai' ? 'violet' : 'gray'} radius="sm">
          {file.kind === 'ai' ? 'AI' : 'Normal'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <EnrichmentStageBadge stage={file.stage} />
          {file.stageReason ? (
            <Text size="xs" c="dimmed" lineClamp={2} title={file.stageReason}>
              {file.stageReason}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={numeric}>
        <Text size="sm">
          {count(file.rowsDone)} / {count(file.rowCount)}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={numeric}>
        <Text size="sm">{count(file.rowsMatched)}</Text>
      </Table.Td>
      <Table.Td ta="right" style={numeric}>
        <Text size="sm">{count(file.creditsSpent)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={file.createdByName ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {file.createdByName || 'A former member'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={file.createdAt}>{formatDateTime(file.createdAt)}</time>
        </Text>
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${file.name}`}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconArrowsExchange size={16} aria-hidden />}
              onClick={() => onAction(file, 'stage')}
            >
              Move stage…
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction(file, 'correct')}>
              Correct data…
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

/** A page of an organisation's enrichment files with their progress; scrolls sideways on narrow screens. */
export function AdminEnrichmentTable({ files, isFetching, onAction }: AdminEnrichmentTableProps) {
  return (
    <ListTable
      label="Enrichment files"
      minWidth={980}
      isLoading={files === null}
      isFetching={isFetching}
      verticalSpacing="sm"
      columnCount={9}
      head={
        <>
          <Table.Th>File</Table.Th>
          <Table.Th w={84}>Kind</Table.Th>
          <Table.Th w={170}>Stage</Table.Th>
          <Table.Th w={120} ta="right">
            Rows done
          </Table.Th>
          <Table.Th w={90} ta="right">
            Matched
          </Table.Th>
          <Table.Th w={80} ta="right">
            Credits
          </Table.Th>
          <Table.Th w={140}>Created by</Table.Th>
          <Table.Th w={170}>Created</Table.Th>
          <ActionsHeader width={56} />
        </>
      }
    >
      {files?.map((file) => (
        <AdminEnrichmentRow key={file.id} file={file} onAction={onAction} />
      ))}
    </ListTable>
  );
}
