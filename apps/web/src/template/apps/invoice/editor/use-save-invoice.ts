import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { Invoice, InvoiceClient } from '../../../mocks/types.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useAddInvoiceMutation, useUpdateInvoiceMutation } from '../api/invoice-api.ts';
import type { InvoiceFormValues } from './invoice-form.ts';
import type { InvoiceTotals } from './invoice-totals.ts';

/**
 * Saving an invoice through the mock layer: a new one is added as a draft owing its whole total; an
 * edited one keeps its status, and its balance follows the new total unless it was paid. Then the
 * user goes to `nextPath` (the saved invoice's id replaces `:id`).
 */
export function useSaveInvoice(existing: Invoice | null, nextPath: string) {
  const navigate = useNavigate();
  const [addInvoice] = useAddInvoiceMutation();
  const [updateInvoice] = useUpdateInvoiceMutation();
  return async (values: InvoiceFormValues, totals: InvoiceTotals, client: InvoiceClient) => {
    const fields = {
      issuedDate: values.issuedDate,
      dueDate: values.dueDate,
      client,
      service: values.items.map((line) => line.item.trim()).join(', '),
      total: totals.total,
    };
    try {
      const { invoice } = existing
        ? await updateInvoice({ ...existing, ...fields, balance: existing.balance === 0 ? 0 : totals.total }).unwrap()
        : await addInvoice({ ...fields, avatar: '', invoiceStatus: 'Draft', balance: totals.total }).unwrap();
      const lines = values.items.length === 1 ? '1 item' : `${values.items.length} items`;
      notifications.show({
        color: 'green',
        title: `Invoice #${invoice.id} saved`,
        message: `${client.name}: ${lines}, total ${formatPrice(totals.total, 'USD')}.`,
      });
      navigate(nextPath.replace(':id', String(invoice.id)));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The invoice was not saved', message: errorMessage(error) });
    }
  };
}
