import type { Invoice, LedgerKind } from '@leadpilot/contracts';
import { downloadFile } from '../../../api/download-file.ts';

export interface CreditExportFilters {
  kind?: LedgerKind;
  from?: string;
  to?: string;
}

/** Saves the filtered credit history as `leadpilot-credits.csv`. */
export function exportCreditHistory(filters: CreditExportFilters): Promise<boolean> {
  return downloadFile({ path: 'v1/payment/credit/export', query: { ...filters }, fileName: 'leadpilot-credits.csv' });
}

/** Saves an invoice as `<number>.pdf`. */
export function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<boolean> {
  return downloadFile({ path: `v1/payment/invoices/${invoice.id}/pdf`, fileName: `${invoice.number}.pdf` });
}
