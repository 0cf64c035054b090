import type { PaymentStatus } from '@leadpilot/contracts';
import { Badge } from '@mantine/core';

const statusBadges: Record<PaymentStatus, { label: string; color: string }> = {
  captured: { label: 'Paid', color: 'green' },
  created: { label: 'Pending', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** An invoice's payment status as a coloured badge. */
export function InvoiceStatusBadge({ status }: { status: PaymentStatus }) {
  const badge = statusBadges[status];
  return (
    <Badge variant="light" color={badge.color}>
      {badge.label}
    </Badge>
  );
}
