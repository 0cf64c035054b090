import type { InvoiceStatus } from '../../mocks/types.ts';

/** Demo invoice statuses (spec section 4), in the order the filter lists them. */
export const invoiceStatuses: readonly InvoiceStatus[] = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
];

const statusColors: Record<InvoiceStatus, string> = {
  Paid: 'green',
  Downloaded: 'cyan',
  Sent: 'indigo',
  Draft: 'gray',
  'Partial Payment': 'yellow',
  'Past Due': 'red',
};

/** The badge colour of a status. */
export function statusColor(status: InvoiceStatus): string {
  return statusColors[status];
}

export function isInvoiceStatus(value: string | null): value is InvoiceStatus {
  return invoiceStatuses.some((status) => status === value);
}
