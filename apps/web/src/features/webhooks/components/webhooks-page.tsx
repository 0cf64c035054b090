import type { WebhookEndpoint } from '@leadpilot/contracts';
import { Button, Card, Group, Loader, Stack } from '@mantine/core';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/base-query.ts';
import { useAppAbility } from '../../../session/app-ability.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { ListEmptyState } from '../../../shared/ui/list-empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useDeleteWebhookMutation, useListWebhooksQuery } from '../api/webhooks-api.ts';
import { CreateWebhookModal } from './create-webhook-modal.tsx';
import { DeliveryLogModal } from './delivery-log-modal.tsx';
import { EndpointCard } from './endpoint-card.tsx';

/** Settings → Webhooks: endpoints, their events, tests and delivery logs; owners and admins manage them. */
export function WebhooksPage() {
  const canManage = useAppAbility().can('manage', 'Integrations');
  const endpoints = useListWebhooksQuery();
  const [creating, setCreating] = useState<{ id: number } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [remove, removing] = useDeleteWebhookMutation();
  const openCreate = () => setCreating((current) => ({ id: (current?.id ?? 0) + 1 }));

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ id: deleting.id }).unwrap();
      setDeleting(null);
    } catch {
      // Shown inside the dialog.
    }
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title="Webhooks"
        description="Your tools hear about sends, replies, bounces, unsubscribes, meetings, finished enrichment files and low credits as they happen: Leadpilot POSTs signed JSON (Standard Webhooks) to your endpoints and retries for a day."
        actions={
          canManage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
              Add endpoint
            </Button>
          ) : null
        }
      />
      {endpoints.isError && !endpoints.data ? (
        <QueryErrorState message={errorMessageOf(endpoints.error)} onRetry={() => void endpoints.refetch()} />
      ) : !endpoints.data ? (
        <Group justify="center" p="xl">
          <Loader aria-label="Loading webhook endpoints" />
        </Group>
      ) : endpoints.data.length === 0 ? (
        <Card>
          <ListEmptyState
            icon={IconWebhook}
            title="No webhook endpoints yet"
            text="Add the address of your CRM bridge, Zapier or your own service, and choose the events it should hear about."
            action={
              canManage ? (
                <Button variant="light" onClick={openCreate}>
                  Add your first endpoint
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <Stack gap="md">
          {endpoints.data.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              canManage={canManage}
              onShowLog={() => setLogOf(endpoint)}
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </Stack>
      )}
      {creating ? <CreateWebhookModal key={creating.id} opened onClose={() => setCreating(null)} /> : null}
      {logOf ? <DeliveryLogModal endpoint={logOf} canManage={canManage} onClose={() => setLogOf(null)} /> : null}
      <ConfirmModal
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        opened={deleting !== null}
        isBusy={removing.isLoading}
        error={removing.isError ? errorMessageOf(removing.error) : null}
        errorTitle="Not deleted"
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      >
        Nothing more is sent to {deleting?.url}, and its delivery log is removed.
      </ConfirmModal>
    </Stack>
  );
}
