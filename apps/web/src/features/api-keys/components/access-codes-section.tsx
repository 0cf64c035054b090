import { type AccessCode, type AccessCodeStatus, type ApiKeyScope, apiKeyScopeDetails } from '@leadpilot/contracts';
import { Badge, Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { ListTable } from '../../../shared/ui/list-table.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { SecretReveal } from '../../../shared/ui/secret-reveal.tsx';
import {
  useCreateAccessCodeMutation,
  useListAccessCodesQuery,
  useRevokeAccessCodeMutation,
} from '../api/api-keys-api.ts';
import { ScopeCheckboxes } from './scope-fields.tsx';

const statusBadges: Record<AccessCodeStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'blue' },
  used: { label: 'Linked', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
};

/**
 * Access codes: link the browser extension or a script without sharing a password or copying a
 * key. The client exchanges the code, once, within ten minutes, for a key of its own.
 */
export function AccessCodesSection({ canManage }: { canManage: boolean }) {
  const codes = useListAccessCodesQuery();
  const [revoke] = useRevokeAccessCodeMutation();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            Access codes
          </Title>
          <Text size="sm" c="dimmed" maw={680}>
            Link the browser extension or a script to your organisation: it trades the code, once and within 10 minutes,
            for a key of its own that appears in the list above.
          </Text>
        </Stack>
        {canManage ? (
          <Button variant="light" leftSection={<IconLink size={16} />} onClick={() => setOpened(true)}>
            Create access code
          </Button>
        ) : null}
      </Group>
      {codes.isError && !codes.data ? (
        <QueryErrorState message={errorMessageOf(codes.error)} onRetry={() => void codes.refetch()} />
      ) : codes.data && codes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No access codes yet.
        </Text>
      ) : (
        <Card padding={0}>
          <ListTable
            label="Access codes"
            minWidth={640}
            columnCount={5}
            skeletonRows={2}
            isLoading={!codes.data}
            isFetching={codes.isFetching}
            head={
              <>
                <Table.Th>Client</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created by</Table.Th>
                <Table.Th>Valid until</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </>
            }
          >
            {(codes.data ?? []).map((code: AccessCode) => (
              <Table.Tr key={code.id}>
                <Table.Td>{code.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statusBadges[code.status].color}>
                    {statusBadges[code.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td>{code.createdBy.name}</Table.Td>
                <Table.Td>{formatDateTime(code.expiresAt)}</Table.Td>
                <Table.Td>
                  {canManage && code.status === 'pending' ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => void revoke({ id: code.id })}>
                      Revoke code
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Card>
      )}
      {canManage && opened ? <CreateAccessCodeModal onClose={() => setOpened(false)} /> : null}
    </Stack>
  );
}

function CreateAccessCodeModal({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['people:search']);
  const [error, setError] = useState<string | null>(null);
  const [create, { data, isLoading }] = useCreateAccessCodeMutation();
  const handleSubmit = async () => {
    if (name.trim() === '' || scopes.length === 0) {
      setError('Name the client and choose at least one scope.');
      return;
    }
    setError(null);
    try {
      await create({ name: name.trim(), scopes }).unwrap();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };
  return (
    <Modal opened onClose={onClose} title={data ? 'Your access code' : 'Create an access code'} size="lg">
      {data ? (
        <Stack gap="md">
          <SecretReveal
            label="Access code"
            value={data.code}
            warning={`Enter it in the other client before ${formatDateTime(data.accessCode.expiresAt)}. It works once and is never shown again.`}
          />
          <Text size="sm" c="dimmed">
            Scopes: {data.accessCode.scopes.map((scope) => apiKeyScopeDetails[scope].label).join(', ')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Client"
              description="What you are linking: “Chrome extension on my laptop”."
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={80}
              withAsterisk
              data-autofocus
            />
            <ScopeCheckboxes value={scopes} onChange={setScopes} error={error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isLoading}>
                Create code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
