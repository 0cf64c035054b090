import type { ApiKey } from '@leadpilot/contracts';
import { Button, Card, Stack } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useListApiKeysQuery } from '../api/api-keys-api.ts';
import { AccessCodesSection } from './access-codes-section.tsx';
import { ApiKeysTable } from './api-keys-table.tsx';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { RevokeApiKeyModal } from './revoke-api-key-modal.tsx';

/** Settings → API keys: the organisation's keys and access codes; owners and admins create and revoke them. */
export function ApiKeysPage() {
  const canManage = useAppAbility().can('manage', 'Integrations');
  const keys = useListApiKeysQuery();
  // Each opening of the create dialog is a fresh form (`id` remounts it).
  const [creating, setCreating] = useState<{ id: number } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const openCreate = () => setCreating((current) => ({ id: (current?.id ?? 0) + 1 }));

  return (
    <Stack gap="xl">
      <PageHeader
        title="API keys"
        description="Keys let your scripts and tools call the Leadpilot API for your organisation, within the scopes you choose, spending its credits. Each key is shown once."
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
              Create API key
            </Button>
          ) : null
        }
      />
      {keys.isError && !keys.data ? (
        <QueryErrorState message={errorMessageOf(keys.error)} onRetry={() => void keys.refetch()} />
      ) : keys.data && keys.data.length === 0 ? (
        <Card>
          <ListEmptyState
            icon={IconKey}
            title="No API keys yet"
            text="Create a key for each script or tool, with only the scopes it needs; revoke it when it is no longer used."
            action={
              canManage ? (
                <Button variant="light" onClick={openCreate}>
                  Create your first key
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <Card padding={0}>
          <ApiKeysTable
            keys={keys.data}
            isFetching={keys.isFetching}
            onRevoke={canManage ? (key) => setRevoking(key) : undefined}
          />
        </Card>
      )}
      <AccessCodesSection canManage={canManage} />
      {creating ? <CreateApiKeyModal key={creating.id} opened onClose={() => setCreating(null)} /> : null}
      {revoking ? <RevokeApiKeyModal apiKey={revoking} opened onClose={() => setRevoking(null)} /> : null}
    </Stack>
  );
}
