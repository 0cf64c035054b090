import { IconFileOff } from '@tabler/icons-react';
import { CenteredState } from '../../../shared/ui/centered-state.tsx';

/** The page for an invoice number that does not exist. */
export function InvoiceNotFound({ id }: { id: string }) {
  return (
    <CenteredState
      icon={<IconFileOff size={34} stroke={1.6} />}
      title="Invoice not found"
      description={`There is no invoice #${id}. It may have been deleted.`}
      actionTo="/apps/invoice/list"
      actionLabel="Back to invoices"
    />
  );
}
