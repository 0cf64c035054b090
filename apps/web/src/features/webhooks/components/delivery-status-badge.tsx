import type { WebhookDeliveryStatus } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

const badges: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Retrying', color: 'yellow' },
  delivering: { label: 'Sending', color: 'blue' },
  succeeded: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Badge variant="light" color={badges[status].color}>
      {badges[status].label}
    </Badge>
  );
}
