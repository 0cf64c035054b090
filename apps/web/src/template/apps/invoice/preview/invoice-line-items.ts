import type { Invoice } from '../../../mocks/types.ts';

export interface PreviewLineItem {
  item: string;
  description: string;
  cost: number;
  qty: number;
}

/**
 * The demo invoice records hold a service and a total, not line items: the preview shows the service
 * as one line billed in full, so the document's figures always add up to the invoice's total.
 */
export function previewLineItems(invoice: Invoice): PreviewLineItem[] {
  return [
    { item: invoice.service, description: `Services for ${invoice.client.company}`, cost: invoice.total, qty: 1 },
  ];
}
