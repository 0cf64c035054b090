import type { WebhookEndpoint, WebhookTestResult } from '@leadpilot/contracts';
import { Alert, Badge, Button, Card, Code, Group, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSetWebhookEnabledMutation, useTestWebhookMutation } from '../api/webhooks-api.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';

interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  canManage: boolean;
  onShowLog: () => void;
  onDelete: () => void;
}

/** One endpoint: its address, events, state, newest deliveries, and what a test event got back. */
export function EndpointCard({ endpoint, canManage, onShowLog, onDelete }: EndpointCardProps) {
  const [test, testing] = useTestWebhookMutation();
  const [setEnabled, switching] = useSetWebhookEnabledMutation();
  const [result, setResult] = useState<WebhookTestResult | null>(null);
  const isEnabled = endpoint.status === 'enabled';

  const handleTest = async () => {
    try {
      setResult(await test({ id: endpoint.id }).unwrap());
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };

  return (
    <Card withBorder aria-label={`Endpoint ${endpoint.url}`} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
          </Stack>
          <Badge variant="light" color={isEnabled ? 'teal' : 'gray'}>
            {isEnabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        {!isEnabled && endpoint.disabledReason ? (
          <Alert color="orange" variant="light" title="Not receiving events">
            {endpoint.disabledReason}
          </Alert>
        ) : null}
        <Group gap={4}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Signing secret <Code>{endpoint.secretHint}</Code>
        </Text>
        {endpoint.recentDeliveries.length > 0 ? (
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Recent:
            </Text>
            {endpoint.recentDeliveries.map((delivery) => (
              <DeliveryStatusBadge key={delivery.id} status={delivery.status} />
            ))}
          </Group>
        ) : null}
        {result ? (
          <Alert
            color={result.succeeded ? 'teal' : 'red'}
            variant="light"
            role="status"
            title={
              result.succeeded
                ? `The endpoint answered ${result.statusCode} in ${result.durationMs} ms`
                : 'The test event was not accepted'
            }
          >
            {result.error ? <Text size="sm">{result.error}</Text> : null}
            {result.responseExcerpt ? <Code block>{result.responseExcerpt}</Code> : null}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onShowLog}>
            Delivery log
          </Button>
          {canManage ? (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend size={14} />}
                loading={testing.isLoading}
                onClick={() => void handleTest()}
              >
                Send test event
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={switching.isLoading}
                onClick={() => void setEnabled({ id: endpoint.id, enabled: !isEnabled })}
              >
                {isEnabled ? 'Disable' : 'Enable'}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
                Delete
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
