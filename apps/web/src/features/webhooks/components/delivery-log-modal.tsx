import type { WebhookEndpoint } from '@leadpilot/contracts';
import { Accordion, Button, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { errorMessageOf } from '../../../api/base-query.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { QueryErrorState } from '../../../shared/ui/query-error-state.tsx';
import { useReplayWebhookDeliveryMutation, useWebhookDeliveriesQuery } from '../api/webhooks-api.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

interface DeliveryLogModalProps {
  endpoint: WebhookEndpoint;
  canManage: boolean;
  onClose: () => void;
}

/** An endpoint's deliveries, newest first: each attempt's answer, and a replay for owners and admins. */
export function DeliveryLogModal({ endpoint, canManage, onClose }: DeliveryLogModalProps) {
  const log = useWebhookDeliveriesQuery({ id: endpoint.id });
  const [replay, replaying] = useReplayWebhookDeliveryMutation();

  return (
    <Modal opened onClose={onClose} title={`Delivery log: ${endpoint.url}`} size="xl">
      {log.isError && !log.data ? (
        <QueryErrorState message={errorMessageOf(log.error)} onRetry={() => void log.refetch()} />
      ) : !log.data ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading deliveries" />
        </Group>
      ) : log.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No events were sent to this endpoint yet. Use “Send test event” to try it.
        </Text>
      ) : (
        <Accordion variant="separated" aria-label="Deliveries">
          {log.data.map((delivery) => (
            <Accordion.Item key={delivery.id} value={delivery.id}>
              <Accordion.Control>
                <Group gap="sm" wrap="nowrap">
                  <DeliveryStatusBadge status={delivery.status} />
                  <Text size="sm" ff="monospace">
                    {delivery.eventType}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(delivery.createdAt)} · {delivery.attempts}{' '}
                    {delivery.attempts === 1 ? 'attempt' : 'attempts'}
                    {delivery.lastStatusCode ? ` · last answer ${delivery.lastStatusCode}` : ''}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Text size="xs" c="dimmed">
                    webhook-id <Code>{delivery.eventId}</Code>
                    {delivery.nextAttemptAt && delivery.status === 'pending'
                      ? ` · next attempt ${formatDateTime(delivery.nextAttemptAt)}`
                      : ''}
                  </Text>
                  {delivery.log.map((attempt) => (
                    <Stack key={attempt.id} gap={2}>
                      <Text size="sm">
                        {formatDateTime(attempt.attemptedAt)} · {attempt.statusCode ?? 'no answer'} ·{' '}
                        {attempt.durationMs} ms{attempt.trigger === 'replay' ? ' · replay' : ''}
                      </Text>
                      {attempt.error ? (
                        <Text size="sm" c="red">
                          {attempt.error}
                        </Text>
                      ) : null}
                      {attempt.responseExcerpt ? <Code block>{attempt.responseExcerpt}</Code> : null}
                    </Stack>
                  ))}
                  {canManage && delivery.status !== 'delivering' ? (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        loading={replaying.isLoading && replaying.originalArgs?.deliveryId === delivery.id}
                        onClick={() => void replay({ deliveryId: delivery.id })}
                        disabled={endpoint.status !== 'enabled'}
                      >
                        Replay
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Modal>
  );
}
