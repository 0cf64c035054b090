import { type ApiKey, type ApiKeyStatus, apiKeyScopeDetails } from '@leadpilot/contracts';
import { Badge, Button, Code, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatDateTime } from '../../../shared/format/format-date.ts';
import { ListTable } from '../../../shared/ui/list-table.tsx';

const statusBadges: Record<ApiKeyStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  deactivated: { label: 'Revoked', color: 'red' },
};

interface ApiKeysTableProps {
  keys: ApiKey[] | undefined;
  isFetching: boolean;
  /** Set for owners and admins: each active key gets a Revoke button. */
  onRevoke?: (key: ApiKey) => void;
}

/** The organisation's keys: what each may do, who made it, when it was last used and until when it works. */
export function ApiKeysTable({ keys, isFetching, onRevoke }: ApiKeysTableProps) {
  return (
    <ListTable
      label="API keys"
      minWidth={860}
      columnCount={onRevoke ? 7 : 6}
      isLoading={!keys}
      isFetching={isFetching}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Key</Table.Th>
          <Table.Th>Scopes</Table.Th>
          <Table.Th>Created by</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>Expires</Table.Th>
          {onRevoke ? (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          ) : null}
        </>
      }
    >
      {(keys ?? []).map((key) => (
        <Table.Tr key={key.id}>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500}>
                {key.name}
              </Text>
              <Badge variant="light" color={statusBadges[key.status].color}>
                {statusBadges[key.status].label}
              </Badge>
            </Group>
          </Table.Td>
          <Table.Td>
            <Code>{key.prefix}…</Code>
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {key.scopes.map((scope) => (
                <Badge key={scope} variant="outline" color="gray" size="sm">
                  {apiKeyScopeDetails[scope].label}
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{key.createdBy.name}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(key.createdAt)}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{key.expiresAt ? formatDate(key.expiresAt) : 'Never'}</Text>
          </Table.Td>
          {onRevoke ? (
            <Table.Td>
              {key.status === 'active' ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRevoke(key)}
                  aria-label={`Revoke ${key.name}`}
                >
                  Revoke
                </Button>
              ) : null}
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
