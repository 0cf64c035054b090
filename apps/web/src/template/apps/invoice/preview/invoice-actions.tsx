import { Button, Card, Stack, Text } from '@mantine/core';
import { IconCurrencyDollar, IconDownload, IconPencil, IconPrinter, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';

interface InvoiceActionsProps {
  invoiceId: number;
  onSend: () => void;
  onAddPayment: () => void;
  onPrint: () => void;
}

/** The actions beside the invoice preview. */
export function InvoiceActions({ invoiceId, onSend, onAddPayment, onPrint }: InvoiceActionsProps) {
  return (
    <Card>
      <Stack gap="sm">
        <Button leftSection={<IconSend size={16} />} onClick={onSend} fullWidth>
          Send invoice
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={onPrint} fullWidth>
          Download PDF
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Opens the print dialog: choose “Save as PDF”.
        </Text>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={onPrint} fullWidth>
          Print
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/apps/invoice/edit/${invoiceId}`}
          leftSection={<IconPencil size={16} />}
          fullWidth
        >
          Edit
        </Button>
        <Button
          variant="light"
          color="green"
          leftSection={<IconCurrencyDollar size={16} />}
          onClick={onAddPayment}
          fullWidth
        >
          Add payment
        </Button>
      </Stack>
    </Card>
  );
}
