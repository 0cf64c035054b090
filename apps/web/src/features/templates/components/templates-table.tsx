import type { EmailTemplate } from '@leadpilot/contracts';
import { ActionIcon, Anchor, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconFolder, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { ActionsHeader, ListTable } from '../../../shared/ui/list-table.tsx';
import { SelectAllHeader } from '../../../shared/ui/select-all-header.tsx';
import { VisibilityBadge } from './visibility-badge.tsx';

interface TemplatesTableProps {
  /** Null while the first page loads. */
  templates: EmailTemplate[] | null;
  /** A newer page or filter is loading; the current rows stay visible, dimmed. */
  isFetching: boolean;
  selectedIds: string[];
  onToggle: (id: string) => void;
  onSelectAll: (ids: string[]) => void;
  onDelete: (template: EmailTemplate) => void;
}

/** Templates with their folder, tags, visibility, owner and last change; scrolls sideways on phones. */
export function TemplatesTable({
  templates,
  isFetching,
  selectedIds,
  onToggle,
  onSelectAll,
  onDelete,
}: TemplatesTableProps) {
  const ids = templates?.map((template) => template.id) ?? [];
  return (
    <ListTable
      label="Templates"
      minWidth={880}
      isLoading={templates === null}
      isFetching={isFetching}
      head={
        <>
          <SelectAllHeader
            label="Select all templates on this page"
            ids={ids}
            selectedIds={selectedIds}
            onSelectAll={onSelectAll}
            width={44}
          />
          <Table.Th>Template</Table.Th>
          <Table.Th w={190}>Folder and tags</Table.Th>
          <Table.Th w={120}>Visibility</Table.Th>
          <Table.Th w={140}>Owner</Table.Th>
          <Table.Th w={180}>Updated</Table.Th>
          <ActionsHeader width={56} />
        </>
      }
      columnCount={7}
    >
      {templates?.map((template) => (
        <Table.Tr
          key={template.id}
          bg={selectedIds.includes(template.id) ? 'var(--mantine-primary-color-light)' : undefined}
        >
          <Table.Td>
            <Checkbox
              aria-label={`Select ${template.name}`}
              checked={selectedIds.includes(template.id)}
              onChange={() => onToggle(template.id)}
            />
          </Table.Td>
          <Table.Td>
            <Stack gap={2} miw={0}>
              <Anchor component={Link} to={`/templates/${template.id}`} fw={600} size="sm" lineClamp={1}>
                {template.name}
              </Anchor>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {template.subject}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="wrap">
              {template.folder ? (
                <Badge variant="outline" color="gray" tt="none" leftSection={<IconFolder size={12} aria-hidden />}>
                  {template.folder}
                </Badge>
              ) : null}
              {template.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray" tt="none">
                  #{tag}
                </Badge>
              ))}
              {!template.folder && template.tags.length === 0 ? (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ) : null}
            </Group>
          </Table.Td>
          <Table.Td>
            <VisibilityBadge visibility={template.visibility} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={1}>
              {template.ownerName || '—'}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" component="time" dateTime={template.updatedAt}>
              {formatDateTime(template.updatedAt)}
            </Text>
            <Text size="xs" c="dimmed">
              Version {template.version}
            </Text>
          </Table.Td>
          <Table.Td ta="right">
            <Tooltip label="Delete template" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${template.name}`}
                onClick={() => onDelete(template)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
